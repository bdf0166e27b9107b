// Leave-one-set-out cross-validation of the deal coach over the tuning sets only (the test halves are
// never read here): each tuning set is read by the rules and by an evidence model trained on the other
// sets, as tools/train-evidence-model.mjs does, and the figures are printed per held-out set and pooled,
// per methodology (recall / false finds, with counts). COACH_DIST=<dist dir> measures another build the
// same way, so a change is compared side by side. Run after `npm run build`:
//   node tools/cross-validate.mjs [--false-finds] [--misses] [--rules] [--above=0.25] [--grid] [element...]
// --false-finds / --misses list the cross-validated mistakes with the sentence behind each (R: a rule
// read it, M: only the model did, with its probability); --rules lists the rules' mistakes alone. --grid
// prints the pooled figures for pairs of the two thresholds (the model's own reading, and the veto of a
// rule's reading), over all sets and over the sets no rule was fitted to: how the thresholds are chosen.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { METHODOLOGY_LIST } from '@blindspot/methodologies';

const dist = process.env.COACH_DIST ? pathToFileURL(`${process.env.COACH_DIST.replace(/\/$/, '')}/`) : new URL('../dist/', import.meta.url);
const { assessElement } = await import(new URL('deal/coverage.js', dist));
const { EVIDENCE_ABOVE, KEEP_RULE_READING_ABOVE, evidenceProbability, keepsRuleReading, trainEvidenceModel } = await import(
  new URL('deal/evidence-model.js', dist)
);
const { splitSentences } = await import(new URL('deal/notes.js', dist));

// The tuning sets the learned readers train on (test-data/training-sets.json); held-out halves are not among them.
const TRAINING = JSON.parse(readFileSync(new URL('../test-data/training-sets.json', import.meta.url), 'utf8'));
const TUNING_SETS = TRAINING.dealNotes;
// Tuning sets no rule was ever fitted to: held out, they show how the rules and the model read a writer
// neither has seen, which the sets the rules were fitted on cannot (docs/coach.md).
const UNFITTED = new Set(TRAINING.dealNotesNoRuleFittedTo);
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const above = Number(args.find((a) => a.startsWith('--above='))?.slice(8) ?? EVIDENCE_ABOVE);
const only = args.filter((a) => !a.startsWith('--'));

const sets = TUNING_SETS.map((f) => JSON.parse(readFileSync(new URL(`../test-data/${f}`, import.meta.url), 'utf8')));
const concepts = METHODOLOGY_LIST.flatMap((m) => m.concepts.map((c) => ({ ...c, methodology: m.name })));
const keys = concepts.map((c) => c.key);
const noModel = {};
/** A model sure of every sentence: what it covers is what the learned reader may read at all. */
const certain = (key) => ({ [key]: { bias: 50, weights: {} } });
/** A model sure no sentence is evidence: a rule's reading it leaves standing is one no model overrules. */
const impossible = (key) => ({ [key]: { bias: -50, weights: {} } });

// Per note: each concept's reading by the rules (first covered sentence) and by the held-out model.
const readings = [];
sets.forEach((notes, held) => {
  const model = trainEvidenceModel(sets.filter((_, i) => i !== held).flat(), keys);
  for (const note of notes) {
    const sentences = splitSentences(note.notes);
    for (const c of concepts) {
      let rule = null;
      let learned = null;
      // Every threshold pair at once (--grid): the held-out model's probability of each sentence a rule
      // reads, and its best probability among the sentences it may read itself.
      const ruleP = [];
      let learnedP = 0;
      for (const s of sentences) {
        const status = assessElement(c, [s], noModel).status;
        const p = evidenceProbability(c.key, s, model);
        if (status === 'covered') {
          // A reading even a model sure it is wrong leaves standing is one the model never overrules (rulesStand).
          const stands = assessElement(c, [s], impossible(c.key)).status === 'covered';
          ruleP.push(stands ? 1 : p);
          // The held-out model vetoes a rule's reading it finds all but impossible, as assessCoverage does.
          if (stands || keepsRuleReading(c.key, s, model)) rule ??= s.text;
        } else if (status === 'missing' && assessElement(c, [s], certain(c.key)).status === 'covered') {
          // The model reads what the rules leave, as assessCoverage does (a rule's exclusion, a question
          // or a fragment stops it too).
          learnedP = Math.max(learnedP, p);
          if (p > above && (!learned || p > learned.p)) learned = { p, text: s.text };
        }
      }
      readings.push({ set: TUNING_SETS[held], note, concept: c, expected: note.covers.includes(c.key), rule, learned, ruleP, learnedP });
    }
  }
});

const pct = (n, d) => `${d ? Math.round((100 * n) / d) : 0}%`;
/** True, false and missed finds over the readings, `found` telling which the coach reads as covered. */
function tally(rows, found) {
  const t = { tp: 0, fp: 0, fn: 0 };
  for (const r of rows) {
    const got = found(r);
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
  for (const set of [...TUNING_SETS, 'all', 'no rule fitted to']) {
    const rows = readings.filter((r) => set === 'all' || r.set === set || (set === 'no rule fitted to' && UNFITTED.has(r.set)));
    console.log(
      `${set.padEnd(38)}${groups.map(([, keep]) => cell(tally(rows.filter(keep), (r) => Boolean(r.rule || (withModel && r.learned))))).join('')}`,
    );
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

if (flag('grid')) {
  console.log('\nthresholds: reader above / rule kept above -> recall / false finds (tp,fp,fn), margin to the targets (90% / 10%)');
  for (const [title, keep] of [
    ['all', () => true],
    ['no rule fitted to', (r) => UNFITTED.has(r.set)],
  ]) {
    console.log(title);
    for (const readAbove of [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.45, 0.55, 0.65])
      for (const keepAbove of [0, 0.01, 0.02, 0.05, 0.075, 0.1, 0.15]) {
        const t = tally(readings.filter(keep), (r) => r.ruleP.some((p) => p > keepAbove) || r.learnedP > readAbove);
        const recall = (100 * t.tp) / (t.tp + t.fn);
        const falseFinds = (100 * t.fp) / (t.tp + t.fp);
        const margin = Math.min(recall - 90, 10 - falseFinds);
        console.log(
          `  ${readAbove} / ${keepAbove}`.padEnd(16),
          `${recall.toFixed(1)}% / ${falseFinds.toFixed(1)}% (${t.tp},${t.fp},${t.fn})`.padEnd(30),
          margin.toFixed(1),
        );
      }
  }
}

if (flag('veto-by-element')) {
  console.log(
    `\nthe veto at ${KEEP_RULE_READING_ABOVE} per element, sets no rule was fitted to / the others: false finds removed, true finds lost`,
  );
  for (const key of keys) {
    const cell = (rows) => {
      let removed = 0;
      let lost = 0;
      for (const r of rows) {
        if (r.concept.key !== key || !r.ruleP.length || r.ruleP.some((p) => p > KEEP_RULE_READING_ABOVE) || r.learnedP > EVIDENCE_ABOVE)
          continue;
        if (r.expected) lost++;
        else removed++;
      }
      return `${removed} / ${lost}`;
    };
    console.log(
      `  ${key.padEnd(18)} ${cell(readings.filter((r) => UNFITTED.has(r.set))).padEnd(10)} ${cell(readings.filter((r) => !UNFITTED.has(r.set)))}`,
    );
  }
}
