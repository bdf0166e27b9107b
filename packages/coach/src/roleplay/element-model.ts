// A learned second opinion on which methodology elements a seller turn works on. The turn reader's
// rules (classify.ts and the packs) know the moves they were written for; on turns worded by other
// people they miss moves and credit some empty ones. A logistic regression per element over the
// turn's words (../language/word-features.ts, ../learning/logistic-regression.ts), trained on the
// labelled tuning turns, checks them both ways: a rule's credit stands unless the model finds the
// element all but impossible, and the model alone credits an element it is fairly sure of, never in a pitch. The two thresholds were chosen by
// five-fold cross-validation on the tuning turns (tools/train-element-model.mjs prints it);
// docs/coach.md has the figures on the held-out half.
import { wordFeatures } from '../language/word-features.js';
import { probability, type StoredLogistic, storedModels, trainStoredLogistic } from '../learning/logistic-regression.js';
import type { TurnReading } from './classify.js';

/** Weights per element ("methodology:element"). */
export type ElementModel = Record<string, StoredLogistic>;

export interface LabelledTurn {
  text: string;
  elements: Record<string, readonly string[]>;
}

/** A rule's credit stands unless the model puts the element below this. */
export const KEEP_RULE_CREDIT_ABOVE = 0.005;
/** The model alone credits an element above this. */
export const CREDIT_ON_ITS_OWN_ABOVE = 0.3;
/** Weights this small change no decision; dropping them keeps the stored model small. */
const SMALLEST_WEIGHT = 0.1;

/** One model per element labelled anywhere in the turns. */
export function trainElementModel(turns: readonly LabelledTurn[]): ElementModel {
  const keys = [...new Set(turns.flatMap((t) => Object.entries(t.elements).flatMap(([m, els]) => els.map((e) => `${m}:${e}`))))].sort();
  const samples = turns.map((t) => wordFeatures(t.text));
  const model: ElementModel = {};
  for (const key of keys) {
    const [methodology, element] = key.split(':');
    model[key] = trainStoredLogistic(
      samples,
      turns.map((t) => (t.elements[methodology]?.includes(element) ? 1 : 0)),
      SMALLEST_WEIGHT,
    );
  }
  return model;
}

/** How likely the turn works on each element the model knows, for one methodology. */
export function elementProbabilities(model: ElementModel, methodology: string, features: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const [key, stored] of Object.entries(model)) {
    if (key.startsWith(`${methodology}:`)) out.set(key.slice(methodology.length + 1), probability(stored, features));
  }
  return out;
}

/** The rules' elements checked by the model, plus those the model is sure of on its own. */
export function combineWithRules(ruleElements: readonly string[], probabilities: Map<string, number>, pitch: boolean): string[] {
  const kept = ruleElements.filter((e) => (probabilities.get(e) ?? 1) > KEEP_RULE_CREDIT_ABOVE);
  if (pitch) return kept;
  const added = [...probabilities].filter(([e, p]) => p > CREDIT_ON_ITS_OWN_ABOVE && !kept.includes(e)).map(([e]) => e);
  return [...kept, ...added];
}

/** Where tools/train-element-model.mjs stores the trained weights (copied beside the built file). */
export const ELEMENT_MODEL_FILE = new URL('./element-model.weights.json', import.meta.url);
const storedModel = storedModels<ElementModel>(ELEMENT_MODEL_FILE);

const featuresOf = new WeakMap<TurnReading, string[]>();
/** The elements of the methodology a turn shows, given what the rules found in it. */
export function judgeTurnElements(methodology: string, reading: TurnReading, ruleElements: readonly string[]): readonly string[] {
  let features = featuresOf.get(reading);
  if (!features) {
    features = wordFeatures(reading.text);
    featuresOf.set(reading, features);
  }
  return combineWithRules(ruleElements, elementProbabilities(storedModel(), methodology, features), reading.pitch);
}
