// Offline deal coach: per-element precision and recall on the labelled notes, and the time to analyse
// 5,000-character notes. Run after `npm run build`: node bench/deal-coach.mjs
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { evaluateCoverage, renderDealAnalysis } from '../dist/index.js';

const dataset = JSON.parse(readFileSync(new URL('../test-data/deal-notes.json', import.meta.url), 'utf8'));
const TARGET_QUALITY = 0.9;
const TARGET_P95_MS = 50;

console.log(`Offline deal coach: element detection on ${dataset.length} labelled deal notes (each read against all four methodologies)`);
const scores = evaluateCoverage(dataset);
const pct = (x) => `${(x * 100).toFixed(0)}%`.padStart(5);
console.log(`${'element'.padEnd(18)} precision  recall   tp  fp  fn  errors`);
for (const s of scores) {
  console.log(`${s.element.padEnd(18)} ${pct(s.precision)}     ${pct(s.recall)}  ${String(s.truePositives).padStart(3)} ${String(s.falsePositives).padStart(3)} ${String(s.falseNegatives).padStart(3)}  ${s.errors.join(' ')}`);
}
const sum = (key) => scores.reduce((total, s) => total + s[key], 0);
const microPrecision = sum('truePositives') / (sum('truePositives') + sum('falsePositives'));
const microRecall = sum('truePositives') / (sum('truePositives') + sum('falseNegatives'));
const worstPrecision = Math.min(...scores.map((s) => s.precision));
const worstRecall = Math.min(...scores.map((s) => s.recall));
console.log(`overall            ${pct(microPrecision)}     ${pct(microRecall)}   (lowest element: precision ${pct(worstPrecision)}, recall ${pct(worstRecall)}; target ${pct(TARGET_QUALITY)})`);

// 5,000-character notes built from the labelled notes, each analysed in full (the Markdown reply).
const corpus = dataset.map((n) => n.notes).join('\n');
const methodologies = ['meddic', 'challenger', 'spin', 'gap'];
const samples = [];
for (let i = 0; i < 400; i++) {
  const start = (i * 997) % corpus.length;
  const notes = (corpus.slice(start) + '\n' + corpus).slice(0, 5000);
  const ctx = { dealName: `Bench ${i}`, dealNotes: notes, dealSize: '$120k', stage: 'proposal', methodology: methodologies[i % 4],
    sellerProfile: { competitors: 'Samsara, Siemens', differentiation: 'faster time to value' } };
  const started = performance.now();
  renderDealAnalysis(ctx);
  samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
const p = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
const p95 = p(0.95);
console.log(`analysis of 5,000-character notes: p50 ${p(0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target <= ${TARGET_P95_MS} ms) ${p95 <= TARGET_P95_MS ? 'OK' : 'OVER TARGET'}`);
