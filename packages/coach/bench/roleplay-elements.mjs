// Which methodology elements the roleplay reader credits a seller turn with, against 360 turns labelled
// blind (test-data/seller-moves.*.json): per element precision and recall, tuning and held-out halves apart.
// Run after `npm run build`: node bench/roleplay-elements.mjs [--errors]
import { readFileSync } from 'node:fs';
import { evaluateElementCredit } from '../dist/roleplay/element-quality.js';

const pct = (x) => `${(x * 100).toFixed(0)}%`.padStart(5);
for (const [title, file] of [
  ['tuning half', 'seller-moves.tuning.json'],
  ['variety (tuning)', 'seller-moves-variety.tuning.json'],
  ['fourth writer (tuning)', 'seller-moves-fourth-writer.tuning.json'],
  ['test half (held out)', 'seller-moves.test.json'],
  ['fourth writer: test half (held out)', 'seller-moves-fourth-writer.test.json'],
  ['fifth writer: tuning half', 'seller-moves-fifth-writer.tuning.json'],
  ['fifth writer: test half (held out)', 'seller-moves-fifth-writer.test.json'],
  ['sixth writer: tuning half', 'seller-moves-sixth-writer.tuning.json'],
  ['sixth writer: test half (held out)', 'seller-moves-sixth-writer.test.json'],
]) {
  const turns = JSON.parse(readFileSync(new URL(`../test-data/${file}`, import.meta.url), 'utf8'));
  // (the variety set has 300 turns; the halves 180 each)
  const { recall, falseCredit, elements } = evaluateElementCredit(turns);
  console.log(`\nRoleplay element credit, ${title}: ${turns.length} turns; recall ${pct(recall)}, false credit ${pct(falseCredit)}`);
  for (const s of elements) {
    const precision = s.truePositives / Math.max(1, s.truePositives + s.falsePositives);
    const sRecall = s.truePositives / Math.max(1, s.truePositives + s.falseNegatives);
    const errors = process.argv.includes('--errors') && file.includes('tuning') ? `  ${s.errors.join(' ')}` : '';
    console.log(
      `${s.element.padEnd(18)} precision ${pct(precision)}  recall ${pct(sRecall)}  tp ${s.truePositives} fp ${s.falsePositives} fn ${s.falseNegatives}${errors}`,
    );
  }
}
