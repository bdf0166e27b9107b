// The roleplay reader's element credit on 2,740 seller turns labelled blind (LABELLING.md's rules, per
// methodology): the tuning turns were fitted on (rules) and trained on (the element model, so their
// figures measure memory), the test half held out. Floors sit just under today's figures so a change
// that makes the reader worse fails.
import { readFileSync } from 'node:fs';
import { evaluateElementCredit, type LabelledMove } from '../src/roleplay/element-quality.js';

const load = (file: string): LabelledMove[] => JSON.parse(readFileSync(new URL(`../test-data/${file}`, import.meta.url), 'utf8'));

describe('roleplay element credit on labelled seller turns', () => {
  it.each([
    ['seller-moves.tuning.json', 180, 0.97, 0.03],
    ['seller-moves-variety.tuning.json', 300, 0.97, 0.06],
    ['seller-moves-fourth-writer.tuning.json', 240, 0.97, 0.1],
    ['seller-moves-fifth-writer.tuning.json', 200, 0.97, 0.09],
    ['seller-moves-sixth-writer.tuning.json', 150, 0.97, 0.08],
    ['seller-moves-seventh-writer.tuning.json', 150, 0.97, 0.06],
    ['seller-moves-eighth-writer.tuning.json', 150, 0.97, 0.04],
    ['seller-moves-ninth-writer.tuning.json', 150, 0.97, 0.08],
    ['seller-moves.test.json', 180, 0.77, 0.17],
    ['seller-moves-fourth-writer.test.json', 240, 0.71, 0.22],
    ['seller-moves-fifth-writer.test.json', 200, 0.69, 0.26],
    // A sixth writer, read once before anything was fitted to either half: 64% / 27% and 73% / 21%.
    ['seller-moves-sixth-writer.test.json', 150, 0.72, 0.25],
    // Three more writers, first read before anything was trained on them (tuning / test halves):
    // seventh 60% / 18% and 71% / 17%, eighth 65% / 18% and 58% / 20%, ninth 50% / 39% and 55% / 26%.
    ['seller-moves-seventh-writer.test.json', 150, 0.71, 0.19],
    ['seller-moves-eighth-writer.test.json', 150, 0.61, 0.23],
    ['seller-moves-ninth-writer.test.json', 150, 0.56, 0.28],
  ] as const)('%s (%i turns): recall at least %d, false credit at most %d', (file, count, minRecall, maxFalseCredit) => {
    const turns = load(file);
    expect(turns).toHaveLength(count);
    const { recall, falseCredit } = evaluateElementCredit(turns);
    expect(recall).toBeGreaterThanOrEqual(minRecall);
    expect(falseCredit).toBeLessThanOrEqual(maxFalseCredit);
  });
});
