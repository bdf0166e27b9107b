// The roleplay question reader measured on human-labelled seller turns (test-data/seller-turns.*.json,
// labelled by test-data/LABELLING.md before the reader was refitted): 200 turns per half, typed and
// spoken. The rules were fitted to the tuning half only; the test half is held out and is the figure the
// docs quote. Two trained humans agree at kappa 0.52 on such labels; the reader before the refit reached
// 0.34 (three labels) on both halves. Floors sit a little under today's figures, so a change that makes
// the reader worse fails here. bench/roleplay-questions.mjs prints the full figures.
import { readFileSync } from 'node:fs';
import { classifyTurn, type LabelledTurn, questionAgreement, readQuestion } from '../src/roleplay/index.js';

const load = (file: string): LabelledTurn[] => JSON.parse(readFileSync(new URL(`../test-data/${file}`, import.meta.url), 'utf8'));

describe('question reader on labelled seller turns', () => {
  it.each([
    // [file, turns, min accuracy, min kappa (open / closed / none), min kappa open vs closed]
    // Fitted to: 1.00 on all three.
    ['seller-turns.tuning.json', 200, 0.97, 0.95, 0.95],
    // Measured once, held out: accuracy 0.92, kappa 0.88, open-vs-closed kappa 0.97.
    ['seller-turns.test.json', 200, 0.9, 0.85, 0.94],
    // Two more writers' turns, labelled blind (seller-moves-{fifth,sixth}-writer.*.json), read before anything
    // was fitted: 0.93 / 0.88 / 0.96 and 0.90 / 0.82 / 0.98 (fifth), 0.89 / 0.84 / 0.98 and 0.89 / 0.83 / 0.92 (sixth).
    ['seller-moves-fifth-writer.tuning.json', 200, 0.93, 0.89, 0.95],
    ['seller-moves-fifth-writer.test.json', 200, 0.89, 0.82, 0.97],
    ['seller-moves-sixth-writer.tuning.json', 150, 0.88, 0.83, 0.97],
    ['seller-moves-sixth-writer.test.json', 150, 0.88, 0.82, 0.92],
    // Three more writers (seventh to ninth), read once, nothing fitted to them: 0.94 / 0.90 / 0.95 and
    // 0.91 / 0.84 / 0.93; 0.90 / 0.85 / 0.98 and 0.90 / 0.85 / 0.96; 0.89 / 0.82 / 0.95 and 0.89 / 0.83 / 0.94.
    ['seller-moves-seventh-writer.tuning.json', 150, 0.93, 0.89, 0.94],
    ['seller-moves-seventh-writer.test.json', 150, 0.89, 0.82, 0.92],
    ['seller-moves-eighth-writer.tuning.json', 150, 0.89, 0.83, 0.97],
    ['seller-moves-eighth-writer.test.json', 150, 0.89, 0.83, 0.94],
    ['seller-moves-ninth-writer.tuning.json', 150, 0.87, 0.81, 0.93],
    ['seller-moves-ninth-writer.test.json', 150, 0.87, 0.81, 0.92],
  ] as const)(
    '%s (%i turns): accuracy at least %d, kappa at least %d, open-vs-closed kappa at least %d',
    (file, count, minAccuracy, minKappa, minOpenClosed) => {
      const turns = load(file);
      expect(turns).toHaveLength(count);
      const agreement = questionAgreement(turns);
      expect(agreement.accuracy).toBeGreaterThanOrEqual(minAccuracy);
      expect(agreement.kappa).toBeGreaterThanOrEqual(minKappa);
      expect(agreement.openClosedKappa).toBeGreaterThanOrEqual(minOpenClosed);
      // Well above two humans' agreement with each other.
      expect(agreement.kappa).toBeGreaterThan(0.52);
    },
  );

  it('reads every labelled turn the same way in classifyTurn as in readQuestion', () => {
    for (const file of ['seller-turns.tuning.json', 'seller-turns.test.json', 'seller-moves-fifth-writer.test.json']) {
      for (const turn of load(file)) {
        const reading = classifyTurn(turn.text);
        const label = reading.openQuestions > 0 ? 'open' : reading.closedQuestions > 0 ? 'closed' : 'none';
        expect([turn.id, label]).toEqual([turn.id, readQuestion(turn.text)]);
      }
    }
  });
});
