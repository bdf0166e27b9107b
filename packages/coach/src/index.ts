export * from './types.js';
export * from './errors.js';
export * from './config.js';
export { createCoach } from './create-coach.js';
export { OfflineCoach } from './offline/offline-coach.js';
export { OpenAICoach } from './openai/openai-coach.js';
export { streamText, collect } from './stream.js';
export { renderDealAnalysis } from './deal/report.js';
export { assessDealCoverage } from './deal/structured.js';
export { answerDealFollowUp } from './deal/follow-up.js';
export { assessCoverage, type ElementCoverage, type CoverageStatus } from './deal/coverage.js';
export {
  generateRoleplayWorld, buyerBriefing, offlineBuyerReply, offlineCoachingHint, scoreTranscript, createTranscriber, type Transcriber,
  classifyTurn, readQuestion, readQuestions, questionAgreement, type TurnReading, type QuestionLabel,
  type RoleplayWorld, type RoleplayWorldInput, type TargetAccount, type BuyerPersonaCard, type Transcript, type ConversationMeasures,
} from './roleplay/index.js';
export { evaluateCoverage, type LabelledNote, type ElementScore } from './deal/evaluate.js';
export { fetchSellerProfile, type SellerProfileSource } from './seller-profile.js';
export { elementLines, rescoreTranscript, scoreUnderEveryMethodology } from './roleplay/index.js';
export { elementPack } from './packs/index.js';
export * from './calls/index.js';
export { buildDealDrill, readDealDrill, generateDrillWorld, drillGoalResults, type DealDrillInput } from './roleplay/index.js';
export { createSpeechSynthesizer, DEFAULT_SPEECH_MODEL, PERSONA_SPEECH_VOICES, type SpeechSynthesizer, type CallTranscription, type TranscribedSegment } from './roleplay/index.js';
export { offlineBuyerDebrief, TOPIC_DEBRIEF, type BuyerDebriefReading } from './roleplay/debrief.js';
export { openAIBuyerDebrief, groundDebrief, debriefMessages } from './openai/debrief.js';
export {
  customPersona, customScenarioFacts, customScenarioWorld, scenarioGoalResults, unknownScenarioGoals, type CustomScenarioBrief,
} from './roleplay/custom-scenario.js';
