// Practising from what already happened (issue 14): a finished session re-scored under every methodology,
// a retry from one seller turn, a drill built from a deal analysis. One definition for the roleplay
// service and the front ends.
import { z } from 'zod';
import { DIFFICULTIES, type Difficulty, GUIDANCE_TYPES, type MethodologyId } from './enums.js';
import { MAX_CHAT_MESSAGE, MAX_SHORT_TEXT } from './limits.js';
import type { CoachName, RoleplayRubricCheck } from './models.js';
import type { DealDrillGoal } from './practice-session.js';
import { createDealAnalysisSchema, dealCoverageSchema } from './schemas.js';

export * from './practice-session.js';

/** One element of a methodology as the rubric read the transcript: the first seller turn that shows it, quoted. */
export interface RubricElementLine {
  /** The element's key in `@blindspot/methodologies` (`economic-buyer`, `implication`...). */
  element: string;
  name: string;
  /** 1-based seller turn; null when no turn shows it. */
  turn: number | null;
  /** The turn's words, shortened ("..."); null when not covered. */
  quote: string | null;
}

/** One methodology's rubric result for a transcript. */
export interface MethodologyRescore {
  methodology: MethodologyId;
  /** The methodology's display name ("MEDDIC", "SPIN Selling"). */
  name: string;
  /** 0-10, as the session's own score is computed by the offline rubric. */
  score: number;
  keyTakeaway: string;
  rubric: RoleplayRubricCheck[];
  elements: RubricElementLine[];
}

/**
 * GET /api/roleplay-sessions/:id/methodology-scores: the completed session's transcript scored by the
 * offline rubric under every methodology (MEDDIC, Challenger, SPIN, Gap, in that order). The rubric is
 * deterministic; a session the OpenAI coach scored keeps its own score, and these are the rubric's.
 */
export interface RoleplayMethodologyScores {
  sessionId: string;
  /** Always the offline rubric, whatever coach played and scored the session. */
  scorer: 'rubric';
  /** Who scored the session itself (its `score`): `openai` means the model's judgement, not the rubric's. */
  sessionCoach: CoachName | null;
  sessionMethodology: MethodologyId;
  results: MethodologyRescore[];
}

// ---- retry from a seller turn ----

/** Highest transcript index a retry may name (a transcript is far shorter; the service checks its real length). */
export const MAX_RETRY_INDEX = 10_000;

/** POST /api/roleplay-sessions/:id/retry: the transcript index (0-based, in `messages`) of the seller turn to try again. */
export const retrySessionSchema = z.strictObject({
  messageIndex: z
    .number({ error: 'messageIndex must be a whole number' })
    .int('messageIndex must be a whole number')
    .min(0, 'messageIndex must be 0 or more')
    .max(MAX_RETRY_INDEX, `messageIndex must be at most ${MAX_RETRY_INDEX}`),
});
export type RetrySessionInput = z.infer<typeof retrySessionSchema>;

/** One try at the same moment: the origin or one of its retries. */
export interface SessionAttempt {
  id: string;
  /** null for the origin itself. */
  retriedFromTurn: number | null;
  completed: boolean;
  scored: boolean;
  score: number;
  createdAt: string;
}

/**
 * GET /api/roleplay-sessions/:id/attempts: the session's family of tries, to compare their scores: the
 * origin (the session itself, or the one it was retried from; null when that was deleted) and every retry
 * of that origin, oldest first.
 */
export interface SessionAttempts {
  origin: SessionAttempt | null;
  retries: SessionAttempt[];
}

// ---- deal -> drill ----

/**
 * POST /api/roleplay-sessions/drills: a roleplay built from one of the seller's deal analyses. The client
 * (the deal analysis page) sends the analysis as it has it: its fields and notes (bounded as an analysis
 * is), its reading as data (`coverage`, whose elements not covered become the goals; without it the
 * service reads the notes itself) and the difficulty. Everything the drill needs is copied into the
 * session, so deleting the analysis never breaks it.
 */
export const createDealDrillSchema = z.strictObject({
  dealAnalysisId: z.uuid('dealAnalysisId must be a UUID'),
  ...createDealAnalysisSchema.shape,
  coverage: dealCoverageSchema.nullable().optional(),
  difficulty: z.enum(DIFFICULTIES).default('medium'),
  guidanceType: z.enum(GUIDANCE_TYPES).default('end'),
});
export type CreateDealDrillInput = z.input<typeof createDealDrillSchema>;

/** GET /api/roleplay-sessions/drills?dealAnalysisId=<uuid>: the drills started from one analysis. */
export const dealDrillListQuerySchema = z.strictObject({ dealAnalysisId: z.uuid('dealAnalysisId must be a UUID') });

/** One goal of a drill read against its transcript: closed when a seller turn covers the element (the rubric's credit). */
export interface DealDrillGoalResult extends DealDrillGoal {
  closed: boolean;
  /** 1-based seller turn that closed it; null when still open. */
  turn: number | null;
  quote: string | null;
  /** What the buyer answered to that turn (what the seller learned); null when still open. */
  answer?: string | null;
}

/** GET /api/roleplay-sessions/:id/drill-goals: the drill's goals, closed or open, from the transcript so far. */
export interface DealDrillProgress {
  dealAnalysisId: string;
  dealName: string | null;
  goals: DealDrillGoalResult[];
}

/** GET /api/roleplay-sessions/drills: one drill of the analysis, newest first. */
export interface DealDrillSummary {
  id: string;
  createdAt: string;
  difficulty: Difficulty;
  completed: boolean;
  scored: boolean;
  score: number;
  goals: number;
}

// ---- what a drill taught, back into the deal ----

/** At most this many findings in one "Add what you learned" (a drill has at most one goal per element). */
export const MAX_DEAL_LEARNINGS = 12;

/** One thing the buyer revealed in a drill: the goal it closed, the seller's question and the buyer's answer, as said. */
export const dealLearningSchema = z.strictObject({
  element: z.string().trim().min(1, 'element is required').max(64, 'element must be at most 64 characters'),
  name: z.string().trim().min(1, 'name is required').max(MAX_SHORT_TEXT, `name must be at most ${MAX_SHORT_TEXT} characters`),
  turn: z
    .number()
    .int('turn must be a whole number')
    .min(1, 'turn must be 1 or more')
    .max(MAX_RETRY_INDEX, `turn must be at most ${MAX_RETRY_INDEX}`),
  answer: z.string().trim().min(1, 'answer is required').max(MAX_CHAT_MESSAGE, `answer must be at most ${MAX_CHAT_MESSAGE} characters`),
});
export type DealLearning = z.infer<typeof dealLearningSchema>;

/**
 * POST /api/deal-analyses/:id/learnings: what a drill of this analysis uncovered, appended to its notes (once
 * per session) before the notes are read again. The client sends what the drill's goals say (the seller
 * only ever writes into their own deal), so deals never reads roleplay's data.
 */
export const addDealLearningsSchema = z.strictObject({
  sessionId: z.uuid('sessionId must be a UUID'),
  findings: z
    .array(dealLearningSchema)
    .min(1, 'findings: add at least one')
    .max(MAX_DEAL_LEARNINGS, `findings: at most ${MAX_DEAL_LEARNINGS}`),
});
export type AddDealLearningsInput = z.infer<typeof addDealLearningsSchema>;
