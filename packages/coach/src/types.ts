// The coach's provider interface and the contexts it works from.
import type { BuyerDebrief, ChatMessage, CoachName, DealCoverage, MethodologyId, SellerProfile, Stage } from '@blindspot/contracts';
import type { RoleplayScoreResult, RoleplaySetup } from './roleplay/types.js';

/** A deal as the coach reads it: the analysis fields plus the seller's own profile, when known. */
export interface DealContext {
  dealName?: string | null;
  prospectNames?: string | null;
  prospectTitles?: string | null;
  dealNotes: string;
  dealSize?: string | null;
  stage?: Stage | null;
  methodology: MethodologyId;
  sellerProfile?: Partial<SellerProfile> | null;
}

/** A roleplay session as the buyer and the scorer read it. */
export type RoleplayContext = RoleplaySetup;

/** The score of a finished roleplay: 0-10, what went well, what was missed, and the rubric's evidence. */
export type RoleplayScore = RoleplayScoreResult;

/** Per call: a signal that stops the work when the seller is gone (the tab closed, the request aborted). */
export interface CoachCallOptions {
  signal?: AbortSignal;
}

export interface CoachProvider {
  readonly name: CoachName;
  /** The deal read as data: each element's status with the quotes that prove it, risks, next steps. */
  assessDeal(ctx: DealContext, options?: CoachCallOptions): Promise<DealCoverage>;
  /** The first reply on a deal: a full analysis against its methodology, streamed as text chunks (Markdown). */
  analyzeDeal(ctx: DealContext, options?: CoachCallOptions): AsyncIterable<string>;
  /** A follow-up answer about the deal, grounded in its notes and the conversation so far. */
  answerDealQuestion(ctx: DealContext, history: ChatMessage[], question: string, options?: CoachCallOptions): AsyncIterable<string>;
  /** The simulated buyer's next turn; `history` ends with the seller's latest message. */
  buyerReply(ctx: RoleplayContext, history: ChatMessage[], options?: CoachCallOptions): AsyncIterable<string>;
  /** A short coaching hint about the seller's latest turn (step-by-step guidance). */
  coachingHint(ctx: RoleplayContext, history: ChatMessage[], options?: CoachCallOptions): Promise<string>;
  scoreRoleplay(ctx: RoleplayContext, history: ChatMessage[], options?: CoachCallOptions): Promise<RoleplayScore>;
  /** The buyer's side of a finished conversation: trust turn by turn, facts never earned, objections never raised. */
  buyerDebrief(ctx: RoleplayContext, history: ChatMessage[], options?: CoachCallOptions): Promise<Omit<BuyerDebrief, 'sessionId'>>;
}
