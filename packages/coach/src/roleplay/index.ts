export * from './types.js';
export { classifyTurn, quote, TOPICS, type Topic, type TurnReading } from './classify.js';
export { sellerTurns, type SellerTurn } from './conversation.js';
export { generateRoleplayWorld, type RoleplayWorld, type RoleplayWorldInput } from './world.js';
export { buyerFacts, type BuyerFacts } from './facts.js';
export { offlineBuyerReply, replayConversation, GUARDEDNESS } from './buyer.js';
export { offlineCoachingHint } from './hint.js';
export { buyerBriefing } from './prompts.js';
export { scoreTranscript, RUBRIC_POINTS, EMPTY_SCORE } from './scoring.js';
