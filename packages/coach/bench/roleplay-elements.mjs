// Which methodology elements the roleplay reader credits a seller turn with, against the seller turns labelled
// blind (test-data/seller-moves*.json): per element precision and recall, tuning and held-out halves apart.
// Run after `npm run build`: node bench/roleplay-elements.mjs [--errors]
import { readFileSync } from 'node:fs';
import { evaluateElementCredit } from '../dist/roleplay/element-quality.js';
import { labelledSets, testDataUrl } from './labelled-sets.mjs';

const pct = (x) => `${(x * 100).toFixed(0)}%`.padStart(5);
for (const [title, file] of labelledSets('seller-moves')) {
  const turns = JSON.parse(readFileSync(testDataUrl(file), 'utf8'));
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
