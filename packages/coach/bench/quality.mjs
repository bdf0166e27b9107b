// Per-element precision and recall of the offline deal coach on each labelled set, printed apart:
// the original notes, the traps set's tuning half, and its test half (the figures to quote).
// Run after `npm run build`: node bench/quality.mjs [--errors]
import { existsSync, readFileSync } from 'node:fs';

// COACH_DIST measures another build of the coach (e.g. an older one) on the same sets.
const { evaluateCoverage } = await import(process.env.COACH_DIST ?? '../dist/index.js');
const { METHODOLOGY_LIST } = await import('@blindspot/methodologies');

const sets = [
  ['original (35 notes, tuned on)', 'deal-notes.json'],
  ['traps: tuning half', 'deal-notes-traps.tuning.json'],
  ['variety (tuning)', 'deal-notes-variety.tuning.json'],
  ['seller moves (tuning)', 'deal-notes-seller-moves.tuning.json'],
  ['fourth writer (tuning)', 'deal-notes-fourth-writer.tuning.json'],
  ['traps: test half (held out)', 'deal-notes-traps.test.json'],
  ['fourth writer: test half (held out)', 'deal-notes-fourth-writer.test.json'],
];
const showErrors = process.argv.includes('--errors');
const pct = (x) => `${(x * 100).toFixed(0)}%`.padStart(5);
for (const [title, file] of sets) {
  const url = new URL(`../test-data/${file}`, import.meta.url);
  if (!existsSync(url)) continue;
  const data = JSON.parse(readFileSync(url, 'utf8'));
  const scores = evaluateCoverage(data);
  const sum = (key) => scores.reduce((t, s) => t + s[key], 0);
  const tp = sum('truePositives'),
    fp = sum('falsePositives'),
    fn = sum('falseNegatives');
  console.log(
    `\n${title}: ${data.length} notes; recall ${pct(tp / (tp + fn))}, false finds ${pct(fp / (tp + fp))} (share of "covered" claims that are wrong)`,
  );
  const byMethodology = METHODOLOGY_LIST.map((m) => {
    const own = scores.filter((sc) => m.concepts.some((c) => c.key === sc.element));
    const t = own.reduce((n, sc) => n + sc.truePositives, 0),
      f = own.reduce((n, sc) => n + sc.falsePositives, 0),
      m2 = own.reduce((n, sc) => n + sc.falseNegatives, 0);
    return `${m.name} ${pct(t / (t + m2)).trim()} / ${pct(f / Math.max(1, t + f)).trim()}`;
  });
  console.log(`per methodology (recall / false finds): ${byMethodology.join(', ')}`);
  console.log(`${'element'.padEnd(18)} precision  recall   tp  fp  fn`);
  for (const s of scores) {
    console.log(
      `${s.element.padEnd(18)} ${pct(s.precision)}     ${pct(s.recall)}  ${String(s.truePositives).padStart(3)} ${String(s.falsePositives).padStart(3)} ${String(s.falseNegatives).padStart(3)}${showErrors ? `  ${s.errors.join(' ')}` : ''}`,
    );
  }
}
