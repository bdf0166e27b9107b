// A learned second opinion on which methodology elements a seller turn works on. The turn reader's
// rules (classify.ts and the packs) know the moves they were written for; on turns worded by other
// people they miss moves and credit some empty ones. A logistic regression per element over the
// turn's words (../language/word-features.ts), trained on the labelled tuning turns, checks them both
// ways: a rule's credit stands unless the model finds the element all but impossible, and the model
// alone credits an element it is fairly sure of, never in a pitch. The two thresholds were chosen by
// five-fold cross-validation on the tuning turns (tools/train-element-model.mjs prints it);
// docs/coach.md has the figures on the held-out half.
import { wordFeatures } from '../language/word-features.js';
import { readFileSync } from 'node:fs';
import type { TurnReading } from './classify.js';

/** Weights per element ("methodology:element"): a bias and one weight per word feature. */
export interface ElementModel {
  [element: string]: { bias: number; weights: Record<string, number> };
}

export interface LabelledTurn {
  text: string;
  elements: Record<string, readonly string[]>;
}

/** A rule's credit stands unless the model puts the element below this. */
export const KEEP_RULE_CREDIT_ABOVE = 0.005;
/** The model alone credits an element above this. */
export const CREDIT_ON_ITS_OWN_ABOVE = 0.3;

const TRAINING = { epochs: 30, learningRate: 0.2, l2: 1e-3 } as const;
/** Weights this small change no decision; dropping them keeps the stored model small. */
const SMALLEST_WEIGHT = 0.1;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Logistic regression on sparse binary features by stochastic gradient descent with L2 shrinkage. The
 * visiting order is a fixed permutation per epoch, so training is reproducible.
 */
export function trainLogistic(samples: readonly string[][], labels: readonly number[]): { bias: number; weights: Map<string, number> } {
  const weights = new Map<string, number>();
  let bias = 0;
  const order = samples.map((_, i) => i);
  for (let epoch = 0; epoch < TRAINING.epochs; epoch++) {
    for (let k = order.length - 1; k > 0; k--) {
      const j = (k * 7919 + epoch * 104729) % (k + 1);
      [order[k], order[j]] = [order[j], order[k]];
    }
    for (const i of order) {
      let z = bias;
      for (const f of samples[i]) z += weights.get(f) ?? 0;
      const error = sigmoid(z) - labels[i];
      for (const f of samples[i]) {
        const w = weights.get(f) ?? 0;
        weights.set(f, w - TRAINING.learningRate * (error + TRAINING.l2 * w));
      }
      bias -= TRAINING.learningRate * error;
    }
  }
  return { bias, weights };
}

/** One model per element labelled anywhere in the turns, rounded and pruned as it is stored. */
export function trainElementModel(turns: readonly LabelledTurn[]): ElementModel {
  const keys = [...new Set(turns.flatMap((t) => Object.entries(t.elements).flatMap(([m, els]) => els.map((e) => `${m}:${e}`))))].sort();
  const samples = turns.map((t) => wordFeatures(t.text));
  const model: ElementModel = {};
  for (const key of keys) {
    const [methodology, element] = key.split(':');
    const { bias, weights } = trainLogistic(samples, turns.map((t) => (t.elements[methodology]?.includes(element) ? 1 : 0)));
    const kept = [...weights].filter(([, w]) => Math.abs(w) >= SMALLEST_WEIGHT).sort(([a], [b]) => a.localeCompare(b));
    model[key] = { bias: round(bias), weights: Object.fromEntries(kept.map(([f, w]) => [f, round(w)])) };
  }
  return model;
}

const round = (x: number) => Math.round(x * 1e3) / 1e3;

/** How likely the turn works on each element the model knows, for one methodology. */
export function elementProbabilities(model: ElementModel, methodology: string, features: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const [key, { bias, weights }] of Object.entries(model)) {
    if (!key.startsWith(`${methodology}:`)) continue;
    let z = bias;
    for (const f of features) z += weights[f] ?? 0;
    out.set(key.slice(methodology.length + 1), sigmoid(z));
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
let stored: ElementModel | undefined;
const storedModel = (): ElementModel => (stored ??= JSON.parse(readFileSync(ELEMENT_MODEL_FILE, 'utf8')) as ElementModel);

const featuresOf = new WeakMap<TurnReading, string[]>();
/** The elements of the methodology a turn shows, given what the rules found in it. */
export function judgeTurnElements(methodology: string, reading: TurnReading, ruleElements: readonly string[]): readonly string[] {
  let features = featuresOf.get(reading);
  if (!features) featuresOf.set(reading, (features = wordFeatures(reading.text)));
  return combineWithRules(ruleElements, elementProbabilities(storedModel(), methodology, features), reading.pitch);
}
