export * from './calls/index.js';
export * from './config.js';
export { createCoach } from './create-coach.js';
export { assessCoverage, type CoverageStatus, type ElementCoverage } from './deal/coverage.js';
export { type ElementScore, evaluateCoverage, type LabelledNote } from './deal/evaluate.js';
export { answerDealFollowUp } from './deal/follow-up.js';
export { renderDealAnalysis } from './deal/report.js';
export { assessDealCoverage } from './deal/structured.js';
export * from './errors.js';
export { OfflineCoach } from './offline/offline-coach.js';
export { debriefMessages, groundDebrief, openAIBuyerDebrief } from './openai/debrief.js';
export { OpenAICoach } from './openai/openai-coach.js';
export { elementPack } from './packs/index.js';
export {
  type CustomScenarioBrief,
  customPersona,
  customScenarioFacts,
  customScenarioWorld,
  scenarioGoalResults,
  unknownScenarioGoals,
} from './roleplay/custom-scenario.js';
export { type BuyerDebriefReading, offlineBuyerDebrief, TOPIC_DEBRIEF } from './roleplay/debrief.js';
export {
  type BuyerPersonaCard,
  buildDealDrill,
  buyerBriefing,
  type CallTranscription,
  type ConversationMeasures,
  classifyTurn,
  createSpeechSynthesizer,
  createTranscriber,
  DEFAULT_SPEECH_MODEL,
  type DealDrillInput,
  drillGoalResults,
  elementLines,
  generateDrillWorld,
  generateRoleplayWorld,
  offlineBuyerReply,
  offlineCoachingHint,
  PERSONA_SPEECH_VOICES,
  type QuestionLabel,
  questionAgreement,
  type RecordingBody,
  type RoleplayWorld,
  type RoleplayWorldInput,
  readDealDrill,
  readQuestion,
  readQuestions,
  rescoreTranscript,
  type SpeechSynthesizer,
  scoreTranscript,
  scoreUnderEveryMethodology,
  type TargetAccount,
  type TranscribedSegment,
  type TranscribeOptions,
  type Transcriber,
  type Transcript,
  type TurnReading,
} from './roleplay/index.js';
export { fetchSellerProfile, type SellerProfileSource } from './seller-profile.js';
export { collect, streamText } from './stream.js';
export * from './types.js';
