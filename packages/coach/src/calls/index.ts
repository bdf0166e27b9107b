export {
  parseCallTranscript, assignSeller, assertTranscriptSize, detectFormat, isSpeakerLabel, readLine, TranscriptError,
  type ParsedTranscript, type ParsedTurn, type TranscriptLimits, type TranscriptProblem,
} from './transcript.js';
export { scoreCall, previewCallTranscript, type CallScoreInput, type ScoredCall } from './score-call.js';
export { measureDelivery, spokenDelivery, timeCallTurns, type TimedTurn } from './delivery.js';
