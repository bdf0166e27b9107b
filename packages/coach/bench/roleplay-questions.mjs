// The roleplay question reader against human labels (test-data/seller-turns.*.json, LABELLING.md):
// accuracy, Cohen's kappa (open / closed / none) and kappa on open vs closed, the share of open questions
// the rubric scores, and the confusion matrix, for the tuning half (the rules were fitted to it) and the
// test half (held out: the figures the docs quote). Two humans agree at kappa 0.52 on such labels.
// Then the reader's time on hostile inputs at two lengths, to show it stays linear.
// Run after `npm run build`: node bench/roleplay-questions.mjs
//   OLD_COACH_DIST=<dir>  also measure another build's classifyTurn (e.g. the reader before the refit,
//                         built from git history) side by side; without it the figures recorded for the
//                         old reader are printed.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { classifyTurn, questionAgreement, readQuestion } from '../dist/roleplay/index.js';
import { labelledSets, testDataUrl } from './labelled-sets.mjs';

/** The reader before the refit (classifyTurn at commit 902d985), measured once on both halves. */
const RECORDED_OLD = {
  'first set: tuning half': { accuracy: 0.545, kappa: 0.338, openClosedKappa: 0.604, openShareRead: 0.263 },
  'first set: test half (held out)': { accuracy: 0.54, kappa: 0.329, openClosedKappa: 0.607, openShareRead: 0.292 },
};

const labelOf = (reading) => (reading.openQuestions > 0 ? 'open' : reading.closedQuestions > 0 ? 'closed' : 'none');
let old = null;
if (process.env.OLD_COACH_DIST) {
  const mod = await import(new URL(`file://${process.env.OLD_COACH_DIST.replace(/\/$/, '')}/roleplay/classify.js`).href);
  old = (text) => labelOf(mod.classifyTurn(text));
}

const f = (x) => x.toFixed(3);
const pct = (x) => `${Math.round(x * 100)}%`;
// The first writer's turns, then every other writer's turns labelled open / closed / none.
const halves = [...labelledSets('seller-turns'), ...labelledSets('seller-moves')]
  .map(([title, file]) => [title, JSON.parse(readFileSync(testDataUrl(file), 'utf8'))])
  .filter(([, turns]) => turns.every((t) => t.label));
for (const [title, turns] of halves) {
  const now = questionAgreement(turns, readQuestion);
  // classifyTurn must read every turn the same way.
  const inconsistent = turns.filter((t) => labelOf(classifyTurn(t.text)) !== readQuestion(t.text)).length;
  console.log(
    `\n${title}: ${turns.length} seller turns (${Object.entries(now.byStyle)
      .map(([s, v]) => `${v.turns} ${s}`)
      .join(', ')})`,
  );
  console.log(
    `  reader        accuracy ${f(now.accuracy)}  kappa ${f(now.kappa)}  open-vs-closed kappa ${f(now.openClosedKappa)}  open share ${pct(now.openShare.read)} (labels ${pct(now.openShare.labelled)})`,
  );
  for (const [style, v] of Object.entries(now.byStyle))
    console.log(`    ${style.padEnd(10)}  accuracy ${f(v.accuracy)}  kappa ${f(v.kappa)}`);
  if (old) {
    const before = questionAgreement(turns, old);
    console.log(
      `  old reader    accuracy ${f(before.accuracy)}  kappa ${f(before.kappa)}  open-vs-closed kappa ${f(before.openClosedKappa)}  open share ${pct(before.openShare.read)}  (${process.env.OLD_COACH_DIST})`,
    );
  } else if (RECORDED_OLD[title]) {
    const r = RECORDED_OLD[title];
    console.log(
      `  old reader    accuracy ${f(r.accuracy)}  kappa ${f(r.kappa)}  open-vs-closed kappa ${f(r.openClosedKappa)}  open share ${pct(r.openShareRead)}  (recorded)`,
    );
  }
  console.log(`  two humans    kappa 0.52`);
  console.log('  confusion (rows: label, columns: reader)');
  console.log(`    ${''.padEnd(7)}${['open', 'closed', 'none'].map((l) => l.padStart(7)).join('')}`);
  for (const label of ['open', 'closed', 'none']) {
    console.log(`    ${label.padEnd(7)}${['open', 'closed', 'none'].map((r) => String(now.confusion[label][r]).padStart(7)).join('')}`);
  }
  if (inconsistent > 0) {
    console.log(`  classifyTurn disagrees with readQuestion on ${inconsistent} turns`);
    process.exitCode = 1;
  }
}

// Hostile inputs: runs of digits, spaces and repeated cue words. Linear reading keeps the time in
// proportion to the length (4x the text, about 4x the time; a quadratic rule would show 16x).
console.log('\nclassifyTurn on hostile inputs (best of 5 runs)');
const hostile = {
  digits: '7',
  spaces: ' ',
  'digits and spaces': '1 ',
  'question words': 'so what ',
  requests: 'can you walk me through ',
  tags: "isn't it, right? ",
  'commas and question words': 'how ,,,,,,',
  acknowledgements: 'i hear you but ',
  insights: 'we are seeing most teams lose ',
};
for (const [name, unit] of Object.entries(hostile)) {
  const times = [20000, 80000].map((size) => {
    const text = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
    let best = Infinity;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      classifyTurn(text, { buyerBefore: text });
      best = Math.min(best, performance.now() - started);
    }
    return best;
  });
  console.log(
    `  ${name.padEnd(26)} 20,000 chars ${times[0].toFixed(1).padStart(6)} ms   80,000 chars ${times[1].toFixed(1).padStart(6)} ms`,
  );
}
