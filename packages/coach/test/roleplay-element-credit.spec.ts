// The roleplay reader's element credit on 360 seller turns labelled blind (LABELLING.md's rules, per
// methodology): the tuning half was fitted on, the test half held out. Floors sit just under today's
// figures so a change that makes the reader worse fails.
import { readFileSync } from 'node:fs';
import { evaluateElementCredit, type LabelledMove } from '../src/roleplay/element-quality.js';

const load = (file: string): LabelledMove[] => JSON.parse(readFileSync(new URL(`../test-data/${file}`, import.meta.url), 'utf8'));

describe('roleplay element credit on labelled seller turns', () => {
  it.each([
    ['seller-moves.tuning.json', 0.85, 0.13],
    ['seller-moves.test.json', 0.53, 0.23],
  ] as const)('%s: recall at least %d, false credit at most %d', (file, minRecall, maxFalseCredit) => {
    const turns = load(file);
    expect(turns).toHaveLength(180);
    const { recall, falseCredit } = evaluateElementCredit(turns);
    expect(recall).toBeGreaterThanOrEqual(minRecall);
    expect(falseCredit).toBeLessThanOrEqual(maxFalseCredit);
  });
});
