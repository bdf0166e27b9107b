// A real call scored with the roleplay rubric: the transcript read (transcript.ts), the seller's turns
// on the `user` side, then `scoreTranscript`, exactly as a finished roleplay is scored. No model, no keys:
// the same transcript always gets the same review.
import type { CallTranscriptPreview, CallTurn, DeliveryMetrics, MethodologyId } from '@blindspot/contracts';
import { scoreTranscript } from '../roleplay/scoring.js';
import type { RoleplayScoreResult } from '../roleplay/types.js';
import { measureDelivery, timeCallTurns } from './delivery.js';
import { assignSeller, parseCallTranscript, type TranscriptLimits } from './transcript.js';

export interface CallScoreInput {
  transcript: string;
  /** The seller's speaker label, in any case. */
  sellerSpeaker: string;
  methodology: MethodologyId;
}

export interface ScoredCall {
  format: CallTranscriptPreview['format'];
  /** The seller's label as the transcript writes it. */
  sellerSpeaker: string;
  otherSpeakers: string[];
  turns: CallTurn[];
  result: RoleplayScoreResult;
}

/** How a transcript reads: its format and speakers (throws TranscriptError as `scoreCall` would). */
export function previewCallTranscript(transcript: string, limits?: TranscriptLimits): CallTranscriptPreview {
  const parsed = parseCallTranscript(transcript, limits);
  return { format: parsed.format, speakers: parsed.speakers, turns: parsed.turns.length, words: parsed.words };
}

/** Parses the transcript and scores the seller's side of it (throws TranscriptError for input it cannot score). */
export function scoreCall(input: CallScoreInput, limits?: TranscriptLimits): ScoredCall {
  const parsed = parseCallTranscript(input.transcript, limits);
  const { seller, turns, history } = assignSeller(parsed, input.sellerSpeaker);
  return {
    format: parsed.format,
    sellerSpeaker: seller,
    otherSpeakers: parsed.speakers.map((s) => s.name).filter((name) => name !== seller),
    turns,
    // A call with times (a recording, a WebVTT or SRT transcript) was spoken: its delivery is scored too.
    result: scoreTranscript({ methodology: input.methodology }, history, spokenCallDelivery(input.transcript, turns)),
  };
}

function spokenCallDelivery(transcript: string, turns: CallTurn[]): DeliveryMetrics | null {
  const delivery = measureDelivery(timeCallTurns(transcript, turns));
  return delivery?.timed ? delivery : null;
}
