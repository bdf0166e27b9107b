// Trains the deal evidence model (src/deal/evidence-model.ts) on the labelled tuning notes and writes
// its weights to src/deal/evidence-model.weights.json; prints leave-one-set-out cross-validation on
// those notes (rules alone against rules with the model), each set read by a model trained on the
// others, the nearest the tuning data comes to notes by another writer. The held-out half
// (deal-notes-traps.test.json) is never read here. Run after `npm run build`: node tools/train-evidence-model.mjs [--check]
import { readFileSync } from 'node:fs';
import { METHODOLOGY_LIST } from '@blindspot/methodologies';
import { assessElement } from '../dist/deal/coverage.js';
import { trainEvidenceModel } from '../dist/deal/evidence-model.js';
import { splitSentences } from '../dist/deal/notes.js';
import { serialiseModels } from '../dist/learning/logistic-regression.js';
import { writeOrCheckWeights } from './weights-file.mjs';

// The tuning sets listed in test-data/training-sets.json; held-out halves are not among them.
const TRAINING_SETS = JSON.parse(readFileSync(new URL('../test-data/training-sets.json', import.meta.url), 'utf8')).dealNotes;
const sets = TRAINING_SETS.map((f) => JSON.parse(readFileSync(new URL(`../test-data/${f}`, import.meta.url), 'utf8')));
const concepts = METHODOLOGY_LIST.flatMap((m) => m.concepts.map((c) => ({ ...c, methodology: m.name })));
const keys = concepts.map((c) => c.key);
const byKey = new Map(concepts.map((c) => [c.key, c]));

// Per sentence, once: what the rules read (covered or unknown) without the model.
const noModel = {};
const read = sets.map((notes) =>
  notes.map((note) => {
    const sentences = splitSentences(note.notes);
    return { note, sentences, rules: sentences.map((s) => new Map(concepts.map((c) => [c.key, assessElement(c, [s], noModel).status]))) };
  }),
);

function tally(found) {
  const per = new Map(METHODOLOGY_LIST.map((m) => [m.name, { tp: 0, fp: 0, fn: 0 }]));
  read.flat().forEach((r, i) => {
    for (const c of concepts) {
      const t = per.get(c.methodology),
        got = found[i].has(c.key),
        expected = r.note.covers.includes(c.key);
      if (got && expected) t.tp++;
      else if (got) t.fp++;
      else if (expected) t.fn++;
    }
  });
  const pct = ({ tp, fp, fn }) => `${Math.round((100 * tp) / (tp + fn))}%/${Math.round((100 * fp) / Math.max(1, tp + fp))}%`;
  const all = [...per.values()].reduce((a, b) => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn }));
  return `${pct(all)} (${[...per].map(([name, t]) => `${name} ${pct(t)}`).join(', ')})`;
}

const rulesOnly = read.flat().map((r) => new Set(keys.filter((k) => r.rules.some((m) => m.get(k) === 'covered'))));
const withModel = [];
sets.forEach((_, held) => {
  const model = trainEvidenceModel(sets.filter((__, i) => i !== held).flat(), keys);
  for (const r of read[held]) {
    withModel.push(
      new Set(
        keys.filter((k) =>
          r.sentences.some(
            (s, i) =>
              r.rules[i].get(k) === 'covered' ||
              (r.rules[i].get(k) === 'missing' && assessElement(byKey.get(k), [s], model).status === 'covered'),
          ),
        ),
      ),
    );
  }
});
console.log(`${read.flat().length} tuning notes in ${sets.length} sets, leave-one-set-out (recall / false finds)`);
console.log(`  rules alone:      ${tally(rulesOnly)}`);
console.log(`  rules and model:  ${tally(withModel)}`);

const source = serialiseModels(trainEvidenceModel(sets.flat(), keys));
const target = new URL('../src/deal/evidence-model.weights.json', import.meta.url);
writeOrCheckWeights(target, source, 'train-evidence-model.mjs');
