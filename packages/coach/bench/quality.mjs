// Per-element precision and recall of the offline deal coach on each labelled set, printed apart:
// every labelled set, tuning halves first, then the held-out halves (the figures to quote).
// Run after `npm run build`: node bench/quality.mjs [--errors]
import { existsSync, readFileSync } from 'node:fs';
import { labelledSets, testDataUrl } from './labelled-sets.mjs';

// COACH_DIST measures another build of the coach (e.g. an older one) on the same sets.
const { assessCoverage, evaluateCoverage } = await import(process.env.COACH_DIST ?? '../dist/index.js');
const { METHODOLOGY_LIST } = await import('@blindspot/methodologies');

// Every labelled set in test-data/ (bench/labelled-sets.mjs); a second annotator's labels are read below.
const sets = labelledSets('deal-notes', { except: ['second-annotator'] });
const showErrors = process.argv.includes('--errors');
const pct = (x) => `${(x * 100).toFixed(0)}%`.padStart(5);
/** Recall / false finds per methodology, from per-element scores. */
const byMethodology = (scores) =>
  METHODOLOGY_LIST.map((m) => {
    const own = scores.filter((sc) => m.concepts.some((c) => c.key === sc.element));
    const t = own.reduce((n, sc) => n + sc.truePositives, 0),
      f = own.reduce((n, sc) => n + sc.falsePositives, 0),
      m2 = own.reduce((n, sc) => n + sc.falseNegatives, 0);
    return `${m.name} ${pct(t / (t + m2)).trim()} / ${pct(f / Math.max(1, t + f)).trim()}`;
  }).join(', ');
for (const [title, file] of sets) {
  const data = JSON.parse(readFileSync(testDataUrl(file), 'utf8'));
  const scores = evaluateCoverage(data);
  const sum = (key) => scores.reduce((t, s) => t + s[key], 0);
  const tp = sum('truePositives'),
    fp = sum('falsePositives'),
    fn = sum('falseNegatives');
  console.log(
    `\n${title}: ${data.length} notes; recall ${pct(tp / (tp + fn))}, false finds ${pct(fp / (tp + fp))} (share of "covered" claims that are wrong)`,
  );
  console.log(`per methodology (recall / false finds): ${byMethodology(scores)}`);
  console.log(`${'element'.padEnd(18)} precision  recall   tp  fp  fn`);
  for (const s of scores) {
    console.log(
      `${s.element.padEnd(18)} ${pct(s.precision)}     ${pct(s.recall)}  ${String(s.truePositives).padStart(3)} ${String(s.falsePositives).padStart(3)} ${String(s.falseNegatives).padStart(3)}${showErrors ? `  ${s.errors.join(' ')}` : ''}`,
    );
  }
}

// Two annotators. Some notes were labelled again, blind, by a second annotator who saw only LABELLING.md
// and the notes. Their disagreement bounds what any reader can score against one writer's labels, so
// the coach is read against both: the writer's labels stay the figure to quote.
const SECOND_ANNOTATOR = [
  [
    'tuning notes',
    'deal-notes-second-annotator.tuning.json',
    ['deal-notes-fourth-writer.tuning.json', 'deal-notes-variety.tuning.json', 'deal-notes-traps.tuning.json'],
  ],
  [
    'held-out notes',
    'deal-notes-second-annotator.test.json',
    ['deal-notes-fourth-writer.test.json', 'deal-notes-traps.test.json', 'deal-notes-fifth-writer.test.json'],
  ],
  [
    'held-out notes of the eighth to tenth writers',
    'deal-notes-second-annotator.later-writers.test.json',
    ['deal-notes-eighth-writer.test.json', 'deal-notes-ninth-writer.test.json', 'deal-notes-tenth-writer.test.json'],
  ],
  [
    'held-out notes of the twenty-first to thirty-second writers',
    'deal-notes-second-annotator.twenty-first-to-thirty-second-writers.test.json',
    'twenty-first twenty-second twenty-third twenty-fourth twenty-fifth twenty-sixth twenty-seventh twenty-eighth twenty-ninth thirtieth thirty-first thirty-second'
      .split(' ')
      .map((writer) => `deal-notes-${writer}-writer.test.json`),
  ],
];

/** Recall / false finds of `found` (covers per note id) against `expected`, as evaluateCoverage scores them. */
function agreement(notes, found, expected) {
  const keys = METHODOLOGY_LIST.flatMap((m) => m.concepts.map((c) => c.key));
  return keys.map((element) => {
    let truePositives = 0,
      falsePositives = 0,
      falseNegatives = 0;
    for (const note of notes) {
      const got = found.get(note.id).includes(element),
        want = expected.get(note.id).includes(element);
      if (got && want) truePositives++;
      else if (got) falsePositives++;
      else if (want) falseNegatives++;
    }
    return { element, truePositives, falsePositives, falseNegatives };
  });
}
for (const [title, file, originals] of SECOND_ANNOTATOR) {
  const url = testDataUrl(file);
  if (!existsSync(url)) continue;
  const second = JSON.parse(readFileSync(url, 'utf8'));
  const byId = new Map(originals.flatMap((f) => JSON.parse(readFileSync(testDataUrl(f), 'utf8'))).map((n) => [n.id, n]));
  const notes = second.map((s) => byId.get(s.id));
  const writer = new Map(notes.map((n) => [n.id, n.covers]));
  const annotator = new Map(second.map((s) => [s.id, s.covers]));
  const covered = (text) =>
    METHODOLOGY_LIST.flatMap((m) =>
      assessCoverage(text, m.id)
        .filter((e) => e.status === 'covered')
        .map((e) => e.concept.key),
    );
  const coach = new Map(notes.map((n) => [n.id, covered(n.notes)]));
  const line = (label, scores) => {
    const tp = scores.reduce((t, s) => t + s.truePositives, 0),
      fp = scores.reduce((t, s) => t + s.falsePositives, 0),
      fn = scores.reduce((t, s) => t + s.falseNegatives, 0);
    console.log(`  ${label.padEnd(40)} ${pct(tp / (tp + fn))} / ${pct(fp / (tp + fp))}   ${byMethodology(scores)}`);
  };
  console.log(`\nsecond annotator, ${title} (${notes.length} notes labelled twice, blind); recall / false finds`);
  line('second annotator against the writers', agreement(notes, annotator, writer));
  line('coach against the writers', agreement(notes, coach, writer));
  line('coach against the second annotator', agreement(notes, coach, annotator));
}
