// The roleplay reader's element credit on 1,540 seller turns labelled blind (LABELLING.md's rules, per
// methodology): the tuning turns were fitted on (rules) and trained on (the element model, so their
// figures measure memory), the test half held out. Floors sit just under today's figures so a change
// that makes the reader worse fails.
import { readFileSync } from 'node:fs';
import { evaluateElementCredit, type LabelledMove } from '../src/roleplay/element-quality.js';

const load = (file: string): LabelledMove[] => JSON.parse(readFileSync(new URL(`../test-data/${file}`, import.meta.url), 'utf8'));

describe('roleplay element credit on labelled seller turns', () => {
  it.each([
    ['seller-moves.tuning.json', 180, 0.97, 0.04],
    ['seller-moves-variety.tuning.json', 300, 0.97, 0.04],
    ['seller-moves-fourth-writer.tuning.json', 240, 0.97, 0.09],
    ['seller-moves-fifth-writer.tuning.json', 200, 0.97, 0.08],
    ['seller-moves.test.json', 180, 0.74, 0.14],
    ['seller-moves-fourth-writer.test.json', 240, 0.72, 0.23],
    ['seller-moves-fifth-writer.test.json', 200, 0.62, 0.26],
    // A sixth writer, read once before anything was fitted to either half: 64% / 27% and 73% / 21%.
    ['seller-moves-sixth-writer.tuning.json', 150, 0.97, 0.07],
    ['seller-moves-sixth-writer.test.json', 150, 0.7, 0.2],
  ] as const)('%s (%i turns): recall at least %d, false credit at most %d', (file, count, minRecall, maxFalseCredit) => {
    const turns = load(file);
    expect(turns).toHaveLength(count);
    const { recall, falseCredit } = evaluateElementCredit(turns);
    expect(recall).toBeGreaterThanOrEqual(minRecall);
    expect(falseCredit).toBeLessThanOrEqual(maxFalseCredit);
  });
});
