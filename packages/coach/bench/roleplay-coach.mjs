// Offline buyer reply and offline scoring, in process: p95 over many runs (target ≤ 50 ms each).
// Run after `npm run build`: node packages/coach/bench/roleplay-coach.mjs
import { performance } from 'node:perf_hooks';
import { generateRoleplayWorld, offlineBuyerReply, scoreTranscript } from '../dist/index.js';
import { GOOD_DISCOVERY_LINES } from '../dist/roleplay/fixtures/transcripts.js';

const TARGET_MS = 50;
const RUNS = 500;

function setupFor(seed) {
  const choice = { seed, scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium', buyerTitle: null };
  const sellerProfile = { industries: 'SaaS, healthcare', competitors: 'Clari, Gong', problemSolved: 'Forecasts nobody trusts' };
  return { ...choice, sellerProfile, ...generateRoleplayWorld({ ...choice, sellerProfile }) };
}

/** A long call: the ten written discovery lines played three times over (30 seller turns). */
function longTranscript(setup) {
  const history = [];
  for (const line of [...GOOD_DISCOVERY_LINES, ...GOOD_DISCOVERY_LINES, ...GOOD_DISCOVERY_LINES]) {
    history.push({ role: 'user', content: line });
    history.push({ role: 'assistant', content: offlineBuyerReply(setup, history) });
  }
  return history;
}

function p95(label, fn) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const value = times[Math.floor(times.length * 0.95)];
  console.log(
    `${label}: p95 ${value.toFixed(2)} ms, median ${times[times.length >> 1].toFixed(2)} ms (${RUNS} runs, target ≤ ${TARGET_MS} ms) ${value <= TARGET_MS ? 'OK' : 'SLOW'}`,
  );
  return value <= TARGET_MS;
}

const setups = Array.from({ length: 20 }, (_, i) => setupFor(`bench-session-${i}`));
const transcripts = setups.map(longTranscript);
// The reply to the 30th turn replays all 29 before it: the worst case of a stateless buyer.
const replyHistories = transcripts.map((t) => t.slice(0, -1));

const ok = [
  p95('offline buyer reply (30th turn)', (i) => offlineBuyerReply(setups[i % 20], replyHistories[i % 20])),
  p95('offline scoring (30-turn call)', (i) => scoreTranscript(setups[i % 20], transcripts[i % 20])),
].every(Boolean);
if (!ok) process.exitCode = 1;
