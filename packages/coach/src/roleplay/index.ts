export { GUARDEDNESS, offlineBuyerReply, replayConversation } from './buyer.js';
export { classifyTurn, quote, TOPICS, type Topic, type TurnContext, type TurnReading } from './classify.js';
export { type SellerTurn, sellerTurns } from './conversation.js';
export {
  buildDealDrill,
  type DealDrillInput,
  drillGoalResults,
  drillPersona,
  drillScenario,
  generateDrillWorld,
  readDealDrill,
} from './deal-drill.js';
export { inBuyerVoice, sessionFacts } from './drill-facts.js';
export { type BuyerFacts, buyerFacts } from './facts.js';
export { offlineCoachingHint } from './hint.js';
export { buyerBriefing } from './prompts.js';
export { cohensKappa, type LabelledTurn, QUESTION_LABELS, type QuestionAgreement, questionAgreement } from './question-quality.js';
export { type QuestionKind, type QuestionLabel, type QuestionReading, readQuestion, readQuestions, splitSentences } from './questions.js';
export { elementLines, rescoreTranscript, scoreUnderEveryMethodology } from './rescore.js';
export { EMPTY_SCORE, FINDING_WEIGHTS, RUBRIC_POINTS, scoreTranscript } from './scoring.js';
export { createSpeechSynthesizer, DEFAULT_SPEECH_MODEL, PERSONA_SPEECH_VOICES, type SpeechSynthesizer } from './speech.js';
export {
  type CallTranscription,
  createTranscriber,
  type RecordingBody,
  type TranscribedSegment,
  type TranscribeOptions,
  type Transcriber,
} from './transcription.js';
export * from './types.js';
export { generateRoleplayWorld, type RoleplayWorld, type RoleplayWorldInput } from './world.js';
