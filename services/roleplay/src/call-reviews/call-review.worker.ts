// Runs on a worker thread (see call-review-workers.ts): reading a transcript and scoring it is synchronous
// CPU work, a few milliseconds for a 40-turn call but up to a few hundred for a 200 KB, 1,000-turn one,
// so it runs here, not on the thread that answers everyone's requests. Problems with the transcript come
// back as data: an Error's class does not survive the trip between threads.
import { type CallScoreInput, type ScoredCall, scoreCall, TranscriptError, type TranscriptProblem } from '@blindspot/coach';

export type CallReviewTask = { kind: 'score'; input: CallScoreInput } | { kind: 'warm' };

export type CallReviewOutcome =
  | { ok: true; scored: ScoredCall }
  | { ok: false; problem: TranscriptProblem; message: string }
  | { ok: 'warm' };

export default function run(task: CallReviewTask): CallReviewOutcome {
  if (task.kind === 'warm') return { ok: 'warm' };
  try {
    return { ok: true, scored: scoreCall(task.input) };
  } catch (error) {
    if (error instanceof TranscriptError) return { ok: false, problem: error.problem, message: error.message };
    throw error;
  }
}
