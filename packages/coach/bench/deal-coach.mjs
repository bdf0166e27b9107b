// Offline deal coach speed: the time to analyse 5,000-character notes, and the worst case on hostile
// 20,000-character inputs (every rule is linear in the text, so these stay in proportion to their
// length). Element detection quality is in quality.mjs. Run after `npm run build`: node bench/deal-coach.mjs
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { renderDealAnalysis } from '../dist/index.js';

const dataset = JSON.parse(readFileSync(new URL('../test-data/deal-notes.json', import.meta.url), 'utf8'));
const TARGET_P95_MS = 50;

// 5,000-character notes built from the labelled notes, each analysed in full (the Markdown reply).
const corpus = dataset.map((n) => n.notes).join('\n');
const methodologies = ['meddic', 'challenger', 'spin', 'gap'];
const samples = [];
for (let i = 0; i < 400; i++) {
  const start = (i * 997) % corpus.length;
  const notes = `${corpus.slice(start)}\n${corpus}`.slice(0, 5000);
  const ctx = {
    dealName: `Bench ${i}`,
    dealNotes: notes,
    dealSize: '$120k',
    stage: 'proposal',
    methodology: methodologies[i % 4],
    sellerProfile: { competitors: 'Samsara, Siemens', differentiation: 'faster time to value' },
  };
  const started = performance.now();
  renderDealAnalysis(ctx);
  samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
const p = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
const p95 = p(0.95);
console.log(
  `Offline deal coach: analysis of 5,000-character notes: p50 ${p(0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target <= ${TARGET_P95_MS} ms) ${p95 <= TARGET_P95_MS ? 'OK' : 'OVER TARGET'}`,
);

const hostile = {
  digits: '1'.repeat(20_000),
  spaces: `a${' '.repeat(20_000)}b`,
  punctuation: '.,;'.repeat(7_000),
  'repeated cue words': 'pain budget approves then procurement '.repeat(550),
  currency: '$1 '.repeat(7_000),
  'negations and names': 'No idea who signs, but the CFO owns the budget; the Metrics Guild met. '.repeat(280),
};
const times = Object.entries(hostile).map(([name, notes]) => {
  const started = performance.now();
  renderDealAnalysis({ dealNotes: notes, methodology: 'meddic' });
  return { name, ms: performance.now() - started, chars: notes.length };
});
const worst = times.reduce((a, b) => (b.ms > a.ms ? b : a));
console.log(
  `hostile 20,000-character notes: ${times.map((t) => `${t.name} ${t.ms.toFixed(0)} ms`).join(', ')}; worst ${worst.name} (${worst.ms.toFixed(0)} ms)`,
);
