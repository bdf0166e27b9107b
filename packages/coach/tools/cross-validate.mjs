// Leave-one-set-out cross-validation of the deal coach over the tuning sets only (the test halves are
// never read here): each tuning set is read by the rules and by an evidence model trained on the other
// sets, as tools/train-evidence-model.mjs does, and the figures are printed per held-out set and pooled,
// per methodology (recall / false finds, with counts). COACH_DIST=<dist dir> measures another build the
// same way, so a change is compared side by side. Run after `npm run build`:
//   node tools/cross-validate.mjs [--false-finds] [--misses] [--rules] [--above=0.25] [element...]
// --false-finds / --misses list the cross-validated mistakes with the sentence behind each (R: a rule
// read it, M: only the model did, with its probability); --rules lists the rules' mistakes alone.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { METHODOLOGY_LIST } from '@blindspot/methodologies';

const dist = process.env.COACH_DIST ? pathToFileURL(`${process.env.COACH_DIST.replace(/\/$/, '')}/`) : new URL('../dist/', import.meta.url);
const { assessElement } = await import(new URL('deal/coverage.js', dist));
const { EVIDENCE_ABOVE, evidenceProbability, trainEvidenceModel } = await import(new URL('deal/evidence-model.js', dist));
const { splitSentences } = await import(new URL('deal/notes.js', dist));

// The tuning sets the learned readers train on (test-data/training-sets.json); held-out halves are not among them.
const TUNING_SETS = JSON.parse(readFileSync(new URL('../test-data/training-sets.json', import.meta.url), 'utf8')).dealNotes;
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const above = Number(args.find((a) => a.startsWith('--above='))?.slice(8) ?? EVIDENCE_ABOVE);
const only = args.filter((a) => !a.startsWith('--'));

const sets = TUNING_SETS.map((f) => JSON.parse(readFileSync(new URL(`../test-data/${f}`, import.meta.url), 'utf8')));
const concepts = METHODOLOGY_LIST.flatMap((m) => m.concepts.map((c) => ({ ...c, methodology: m.name })));
const keys = concepts.map((c) => c.key);
const noModel = {};

// Per note: each concept's reading by the rules (first covered sentence) and by the held-out model.
const readings = [];
sets.forEach((notes, held) => {
  const model = trainEvidenceModel(sets.filter((_, i) => i !== held).flat(), keys);
  for (const note of notes) {
    const sentences = splitSentences(note.notes);
    for (const c of concepts) {
      let rule = null;
      let learned = null;
      for (const s of sentences) {
        const status = assessElement(c, [s], noModel).status;
        if (status === 'covered') {
          rule ??= s.text;
        } else if (status === 'missing') {
          // The model reads what the rules leave, as assessCoverage does (a rule's exclusion stops it too).
          const p = evidenceProbability(c.key, s, model);
          const read = above === EVIDENCE_ABOVE ? assessElement(c, [s], model).status === 'covered' : p > above;
          if (read && (!learned || p > learned.p)) learned = { p, text: s.text };
        }
      }
      readings.push({ set: TUNING_SETS[held], note, concept: c, expected: note.covers.includes(c.key), rule, learned });
    }
  }
});

const pct = (n, d) => `${d ? Math.round((100 * n) / d) : 0}%`;
function tally(rows, withModel) {
  const t = { tp: 0, fp: 0, fn: 0 };
  for (const r of rows) {
    const got = Boolean(r.rule || (withModel && r.learned));
    if (got && r.expected) t.tp++;
    else if (got) t.fp++;
    else if (r.expected) t.fn++;
  }
  return t;
}
const cell = (t) => `${pct(t.tp, t.tp + t.fn)}/${pct(t.fp, t.tp + t.fp)} (${t.tp},${t.fp},${t.fn})`.padEnd(22);
const groups = [['pooled', () => true], ...METHODOLOGY_LIST.map((m) => [m.name, (r) => r.concept.methodology === m.name])];

console.log(`leave-one-set-out over ${TUNING_SETS.length} tuning sets, model above ${above}; recall/false finds (tp,fp,fn)`);
for (const withModel of [false, true]) {
  console.log(`\n${withModel ? 'rules and model' : 'rules alone'}`);
  console.log(`${'held out'.padEnd(38)}${groups.map(([g]) => g.padEnd(22)).join('')}`);
  for (const set of [...TUNING_SETS, 'all']) {
    const rows = readings.filter((r) => set === 'all' || r.set === set);
    console.log(`${set.padEnd(38)}${groups.map(([, keep]) => cell(tally(rows.filter(keep), withModel))).join('')}`);
  }
}

const chosen = readings.filter((r) => !only.length || only.includes(r.concept.key));
const rulesOnly = flag('rules');
if (flag('false-finds')) {
  console.log('\nfalse finds');
  for (const r of chosen) {
    if (r.expected) continue;
    if (r.rule) console.log(`+ R ${r.concept.key.padEnd(17)} ${r.set.split('.')[0]} ${r.note.id}: ${r.rule}`);
    else if (r.learned && !rulesOnly)
      console.log(`+ M${r.learned.p.toFixed(2)} ${r.concept.key.padEnd(17)} ${r.set.split('.')[0]} ${r.note.id}: ${r.learned.text}`);
  }
}
if (flag('misses')) {
  console.log('\nmisses');
  for (const r of chosen) {
    if (!r.expected || r.rule || (r.learned && !rulesOnly)) continue;
    console.log(`- ${r.concept.key.padEnd(17)} ${r.set.split('.')[0]} ${r.note.id}: ${r.note.evidence?.[r.concept.key] ?? '?'}`);
  }
}
