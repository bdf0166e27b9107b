export { measureDelivery, spokenDelivery, type TimedTurn, timeCallTurns } from './delivery.js';
export { type CallScoreInput, previewCallTranscript, type ScoredCall, scoreCall } from './score-call.js';
export {
  assertTranscriptSize,
  assignSeller,
  detectFormat,
  isSpeakerLabel,
  type ParsedTranscript,
  type ParsedTurn,
  parseCallTranscript,
  readLine,
  TranscriptError,
  type TranscriptLimits,
  type TranscriptProblem,
} from './transcript.js';
