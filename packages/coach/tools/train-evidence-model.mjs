// Trains the deal evidence model (src/deal/evidence-model.ts) on the labelled tuning notes and writes
// its weights to src/deal/evidence-model.weights.json. The held-out halves are never read here; how the
// rules and the model read a set they were not trained on is tools/cross-validate.mjs (leave-one-set-out).
// Run after `npm run build`: node tools/train-evidence-model.mjs [--check]
import { readFileSync } from 'node:fs';
import { METHODOLOGY_LIST } from '@blindspot/methodologies';
import { trainEvidenceModel } from '../dist/deal/evidence-model.js';
import { serialiseModels } from '../dist/learning/logistic-regression.js';
import { writeOrCheckWeights } from './weights-file.mjs';

// The tuning sets listed in test-data/training-sets.json; held-out halves are not among them.
const TRAINING_SETS = JSON.parse(readFileSync(new URL('../test-data/training-sets.json', import.meta.url), 'utf8')).dealNotes;
const notes = TRAINING_SETS.flatMap((f) => JSON.parse(readFileSync(new URL(`../test-data/${f}`, import.meta.url), 'utf8')));
const keys = METHODOLOGY_LIST.flatMap((m) => m.concepts.map((c) => c.key));
console.log(`${notes.length} tuning notes in ${TRAINING_SETS.length} sets`);

// The reader in context, and the same reader of sentences alone (for a one-line note).
for (const [file, options] of [
  ['evidence-model.weights.json', {}],
  ['evidence-model.alone.weights.json', { alone: true }],
]) {
  const source = serialiseModels(trainEvidenceModel(notes, keys, options));
  writeOrCheckWeights(new URL(`../src/deal/${file}`, import.meta.url), source, 'train-evidence-model.mjs');
}
