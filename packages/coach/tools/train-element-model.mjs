// Trains the element model (src/roleplay/element-model.ts) on the labelled tuning turns and writes its
// weights to src/roleplay/element-model.weights.json; prints five-fold cross-validation on those turns
// (rules alone against rules checked by the model at the thresholds in element-model.ts), which is
// how the thresholds were chosen. The held-out half (seller-moves.test.json) is never read here.
// Run after `npm run build`: node tools/train-element-model.mjs [--check]
import { readFileSync } from 'node:fs';
import { wordFeatures } from '../dist/language/word-features.js';
import { serialiseModels } from '../dist/learning/logistic-regression.js';
import { PACKS } from '../dist/packs/index.js';
import { classifyTurn } from '../dist/roleplay/classify.js';
import { combineWithRules, elementProbabilities, trainElementModel } from '../dist/roleplay/element-model.js';
import { writeOrCheckWeights } from './weights-file.mjs';

// The tuning sets listed in test-data/training-sets.json; held-out halves are not among them.
const TRAINING_SETS = JSON.parse(readFileSync(new URL('../test-data/training-sets.json', import.meta.url), 'utf8')).sellerTurns;
const turns = TRAINING_SETS.flatMap((f) => JSON.parse(readFileSync(new URL(`../test-data/${f}`, import.meta.url), 'utf8')));
const METHODOLOGIES = Object.keys(PACKS);

const pct = (x) => `${(x * 100).toFixed(0)}%`;
function tally(predicted) {
  let tp = 0,
    fp = 0,
    fn = 0;
  turns.forEach((turn, i) => {
    for (const m of METHODOLOGIES) {
      const got = new Set(predicted[i][m]),
        expected = new Set(turn.elements[m]);
      for (const e of got) expected.has(e) ? tp++ : fp++;
      for (const e of expected) if (!got.has(e)) fn++;
    }
  });
  return `recall ${pct(tp / (tp + fn))}, false credit ${pct(fp / (tp + fp))}`;
}

const FOLDS = 5;
const readings = turns.map((t) => classifyTurn(t.text));
const rules = readings.map((r) => Object.fromEntries(METHODOLOGIES.map((m) => [m, PACKS[m].turnElements(r)])));
const combined = new Array(turns.length);
for (let fold = 0; fold < FOLDS; fold++) {
  const model = trainElementModel(turns.filter((_, i) => i % FOLDS !== fold));
  turns.forEach((turn, i) => {
    if (i % FOLDS !== fold) return;
    const features = wordFeatures(turn.text);
    combined[i] = Object.fromEntries(
      METHODOLOGIES.map((m) => [m, combineWithRules(rules[i][m], elementProbabilities(model, m, features), readings[i].pitch)]),
    );
  });
}
console.log(`${turns.length} tuning turns, ${FOLDS}-fold cross-validation`);
console.log(`  rules alone:            ${tally(rules)}`);
console.log(`  rules checked by model: ${tally(combined)}`);

const source = serialiseModels(trainElementModel(turns));
const target = new URL('../src/roleplay/element-model.weights.json', import.meta.url);
writeOrCheckWeights(target, source, 'train-element-model.mjs');
