// The learned element model: how it combines with the rules, that training learns what the labels
// say, and that the stored weights are what training on the tuning turns gives today.
import { readFileSync } from 'node:fs';
import { wordFeatures } from '../language/word-features.js';
import { modelDifferences } from '../learning/logistic-regression.js';
import {
  CREDIT_ON_ITS_OWN_ABOVE,
  combineWithRules,
  ELEMENT_MODEL_FILE,
  elementProbabilities,
  KEEP_RULE_CREDIT_ABOVE,
  type LabelledTurn,
  trainElementModel,
} from './element-model.js';

/** The tuning sets the stored weights are trained on; held-out halves are not among them. */
const trainingSets = JSON.parse(readFileSync(new URL('../../test-data/training-sets.json', import.meta.url), 'utf8')) as {
  dealNotes: string[];
  sellerTurns: string[];
};

describe('combining the model with the rules', () => {
  const probabilities = new Map([
    ['metrics', KEEP_RULE_CREDIT_ABOVE / 2],
    ['identify-pain', CREDIT_ON_ITS_OWN_ABOVE + 0.1],
    ['champion', CREDIT_ON_ITS_OWN_ABOVE - 0.1],
    ['decision-process', 0.5],
  ]);

  it('keeps a rule credit the model finds possible and drops one it finds all but impossible', () => {
    expect(combineWithRules(['metrics', 'champion'], probabilities, false)).toEqual(['champion', 'identify-pain', 'decision-process']);
  });

  it('adds what the model is sure of on its own, but never in a pitch', () => {
    expect(combineWithRules([], probabilities, false)).toEqual(['identify-pain', 'decision-process']);
    expect(combineWithRules(['champion'], probabilities, true)).toEqual(['champion']);
  });

  it('keeps a rule credit for an element the model has no weights for', () => {
    expect(combineWithRules(['tailor'], new Map(), false)).toEqual(['tailor']);
  });
});

describe('training', () => {
  const turn = (text: string, meddic: string[]): LabelledTurn => ({ text, elements: { meddic, spin: [], gap: [], challenger: [] } });
  const turns = [
    turn('Who signs off on the budget for this?', ['economic-buyer']),
    turn('Who holds the budget for the project?', ['economic-buyer']),
    turn('Whose budget does this come out of?', ['economic-buyer']),
    turn('How many people are on the team today?', []),
    turn('What tools does the team use right now?', []),
    turn('Great to meet you, how was the weekend?', []),
  ];

  it('learns from the labels: a new wording of a labelled move scores above an unrelated turn', () => {
    const model = trainElementModel(turns);
    const p = (text: string) => elementProbabilities(model, 'meddic', wordFeatures(text)).get('economic-buyer') ?? 0;
    expect(p('So who actually signs off on budget like this?')).toBeGreaterThan(0.5);
    expect(p('How was the conference last week?')).toBeLessThan(0.5);
  });

  it('stores the weights that training on the tuning turns gives (run tools/train-element-model.mjs after changing either)', () => {
    const tuning = trainingSets.sellerTurns.flatMap(
      (file) => JSON.parse(readFileSync(new URL(`../../test-data/${file}`, import.meta.url), 'utf8')) as LabelledTurn[],
    );
    const stored = JSON.parse(readFileSync(ELEMENT_MODEL_FILE, 'utf8'));
    const trained = trainElementModel(tuning);
    // Equal up to rounding (a weight at the pruning edge may be kept on one side only).
    expect(modelDifferences(stored, trained, 0.11)).toEqual([]);
  });
});
