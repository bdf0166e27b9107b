// A real call scored with no keys: reading the transcript (plain text, WebVTT, SRT) and scoring it with
// the roleplay rubric, in process, as the roleplay service does for POST /api/call-reviews. Prints p50 and
// p95 for a 40-turn call in each format (target: well under a second; the service's own budget is 50 ms),
// the worst case at the limits (200 KB, 1,000 turns), and hostile inputs at the size limit and four
// times it, whose ratio shows the reader stays linear (a quadratic one would take ~16x as long).
// Run after `npm run build -w @blindspot/coach` (or through `npm run bench`): node packages/coach/bench/call-review.mjs
import { performance } from 'node:perf_hooks';
import { MAX_CALL_TRANSCRIPT_BYTES, MAX_CALL_TURNS } from '@blindspot/contracts';
import { generateRoleplayWorld, offlineBuyerReply, parseCallTranscript, scoreCall, TranscriptError } from '../dist/index.js';
import { GOOD_DISCOVERY_LINES, STRONG_CALL_LINES } from '../dist/roleplay/fixtures/transcripts.js';

const TARGET_MS = 50;
const RUNS = 300;

// A 40-turn call: 20 seller turns (the strong call and the discovery call's lines), each answered by the offline buyer.
const choice = {
  seed: 'bench-call',
  scenario: 'discovery',
  persona: 'cfo',
  methodology: 'meddic',
  difficulty: 'medium',
  buyerTitle: null,
  sellerProfile: null,
};
const setup = { ...choice, ...generateRoleplayWorld(choice) };
const history = [];
for (const line of [...STRONG_CALL_LINES, ...GOOD_DISCOVERY_LINES]) {
  history.push({ role: 'user', content: line });
  history.push({ role: 'assistant', content: offlineBuyerReply(setup, history) });
}
const SELLER = 'Alex Rivera';
const BUYER = 'Dana Cho';
const clock = (s, sep) =>
  `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}${sep}000`;
const who = (m) => (m.role === 'user' ? SELLER : BUYER);
const formats = {
  'plain text': history.map((m, i) => `[${clock(i * 20, '.').slice(0, 8)}] ${who(m)}: ${m.content}`).join('\n'),
  WebVTT: `WEBVTT\n\n${history.map((m, i) => `${i + 1}\n${clock(i * 20, '.')} --> ${clock(i * 20 + 19, '.')}\n<v ${who(m)}>${m.content}</v>`).join('\n\n')}\n`,
  SRT: `${history.map((m, i) => `${i + 1}\n${clock(i * 20, ',')} --> ${clock(i * 20 + 19, ',')}\n${who(m)}: ${m.content}`).join('\n\n')}\n`,
};

function time(fn, runs = RUNS) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[times.length >> 1], p95: times[Math.floor(times.length * 0.95)], max: times.at(-1) };
}
const ms = (n) => `${n.toFixed(2)} ms`;

console.log(`call review, 40-turn call (${history.length} turns, 20 by the seller), parse + score, ${RUNS} runs:`);
for (const [name, text] of Object.entries(formats)) {
  const scored = scoreCall({ transcript: text, sellerSpeaker: SELLER, methodology: 'meddic' });
  if (scored.turns.length !== history.length) throw new Error(`${name}: read ${scored.turns.length} turns, expected ${history.length}`);
  const t = time(() => scoreCall({ transcript: text, sellerSpeaker: SELLER, methodology: 'meddic' }));
  const parse = time(() => parseCallTranscript(text));
  console.log(
    `  ${name.padEnd(10)} ${(Buffer.byteLength(text) / 1024).toFixed(1).padStart(5)} KB  score ${scored.result.score}/10  ` +
      `p50 ${ms(t.p50)}, p95 ${ms(t.p95)} (parsing alone p95 ${ms(parse.p95)}) ${t.p95 <= TARGET_MS ? 'OK' : 'SLOW'} (target ≤ ${TARGET_MS} ms; "under a second")`,
  );
}

// The limits: 1,000 turns of real sentences filling ~200 KB.
const lines = [];
let bytes = 0;
for (let i = 0; lines.length < MAX_CALL_TURNS; i++) {
  const m = history[i % history.length];
  const line = `${who(m)}: ${m.content}`;
  if (bytes + line.length + 1 > MAX_CALL_TRANSCRIPT_BYTES) break;
  lines.push(line);
  bytes += line.length + 1;
}
const largest = lines.join('\n');
const big = time(() => scoreCall({ transcript: largest, sellerSpeaker: SELLER, methodology: 'meddic' }), 30);
console.log(
  `  largest accepted (${lines.length} turns, ${(Buffer.byteLength(largest) / 1024).toFixed(0)} KB): p50 ${ms(big.p50)}, p95 ${ms(big.p95)}, max ${ms(big.max)}`,
);

// Hostile inputs: the same unit repeated to the limit and to four times it (limit raised for the reader).
const hostile = {
  colons: ':',
  'digits and colons': '1:2',
  'almost labels': 'Aa Bb Cc Dd Ee Ff Gg ',
  'spaces after a label': null,
  '< in a cue': '<',
  '& in a cue': '&amp',
  'timing arrows': '00:00:01.000 --> ',
};
const build = (name, unit, size) => {
  if (name === 'spaces after a label') return `Alex${' '.repeat(size - 10)}:`;
  const body = unit.repeat(Math.floor((size - 60) / unit.length));
  return name.endsWith('in a cue') ? `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nAlex: ${body}` : body;
};
console.log('hostile input, parse only (1x = the 200 KB limit; linear reads ~4x at 4x):');
for (const [name, unit] of Object.entries(hostile)) {
  const run = (size) => {
    const text = build(name, unit, size);
    return time(() => {
      try {
        parseCallTranscript(text, { maxBytes: size * 4, maxTurns: Number.MAX_SAFE_INTEGER });
      } catch (error) {
        if (!(error instanceof TranscriptError)) throw error;
      }
    }, 10).p50;
  };
  const one = run(MAX_CALL_TRANSCRIPT_BYTES);
  const four = run(MAX_CALL_TRANSCRIPT_BYTES * 4);
  console.log(
    `  ${name.padEnd(22)} 1x ${ms(one).padStart(10)}   4x ${ms(four).padStart(10)}   ratio ${(four / Math.max(one, 0.01)).toFixed(1)}`,
  );
}
