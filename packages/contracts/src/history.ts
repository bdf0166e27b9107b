// The seller's history: paged lists of deal analyses and roleplay sessions, the roleplay stats and the
// saved-session allowance per plan. One definition for the services (validation) and the front ends.
import { z } from 'zod';
import { DIFFICULTIES, METHODOLOGIES, SCENARIOS, STAGES, TIER_LABELS, TIERS, type Tier } from './enums.js';
import { MAX_SHORT_TEXT } from './limits.js';
import type { DealAnalysisSummary, RoleplaySessionSummary } from './models.js';

/** A page of a list when the caller asks for one (`limit`, `cursor` or a filter), newest first. */
export interface Page<T> {
  items: T[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** How many items match the search and filters, over all pages. */
  total: number;
}

export type DealAnalysisPage = Page<DealAnalysisSummary>;
export type RoleplaySessionPage = Page<RoleplaySessionSummary>;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Longest search text. */
export const MAX_SEARCH = MAX_SHORT_TEXT;
/** Longest cursor a list hands out (a timestamp and a UUID, encoded); longer is refused before decoding. */
export const MAX_CURSOR = 120;

/** A query-string integer: digits only (no sign, exponent or fraction), then range-checked. */
const pageSize = z
  .string()
  .regex(/^\d{1,4}$/, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .transform(Number)
  .pipe(z.number().int().min(1, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`).max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`))
  .default(DEFAULT_PAGE_SIZE);

const search = z
  .string()
  .trim()
  .max(MAX_SEARCH, `must be at most ${MAX_SEARCH} characters`)
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const cursor = z.string().min(1, 'must not be empty').max(MAX_CURSOR, 'is not a cursor this list handed out').optional();

/** GET /api/deal-analyses with paging: search in the deal name and prospect names; methodology and stage. */
export const dealAnalysisListQuerySchema = z.strictObject({
  limit: pageSize,
  cursor,
  q: search,
  methodology: z.enum(METHODOLOGIES).optional(),
  stage: z.enum(STAGES).optional(),
});
export type DealAnalysisListQuery = z.input<typeof dealAnalysisListQuerySchema>;

/** Where a roleplay session stands: being practised, scored, or ended with no seller turn (not scored). */
export const SESSION_STATUSES = ['in-progress', 'scored', 'not-scored'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  'in-progress': 'In progress',
  scored: 'Scored',
  'not-scored': 'Not scored',
};

export const sessionStatus = (session: Pick<RoleplaySessionSummary, 'completed' | 'scored'>): SessionStatus =>
  !session.completed ? 'in-progress' : session.scored ? 'scored' : 'not-scored';

/**
 * GET /api/roleplay-sessions with paging: search in the scenario and persona names, the company and the
 * buyer's name; methodology, scenario, difficulty and status.
 */
export const roleplaySessionListQuerySchema = z.strictObject({
  limit: pageSize,
  cursor,
  q: search,
  methodology: z.enum(METHODOLOGIES).optional(),
  scenario: z.enum(SCENARIOS).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  status: z.enum(SESSION_STATUSES).optional(),
});
export type RoleplaySessionListQuery = z.input<typeof roleplaySessionListQuerySchema>;

/**
 * Saved roleplay sessions each plan keeps (every session counts, whatever its status), null for no limit.
 * Practice and Pro as the pricing cards sell them; Free keeps 10, enough to try the arena for a while.
 */
export const SAVED_SESSION_ALLOWANCE: Record<Tier, number | null> = { free: 10, practice: 100, pro: null };

/** The allowance of a tier as a token carries it (an unknown or missing tier is Free's). */
export const savedSessionAllowance = (tier: Tier | null | undefined): number | null =>
  SAVED_SESSION_ALLOWANCE[(TIERS as readonly unknown[]).includes(tier) ? (tier as Tier) : 'free'];

/** The service's refusal of a new session at the plan's allowance (403); it names the way out. */
export function sessionLimitMessage(tier: Tier): string {
  const upgrade = tier === 'free' ? 'upgrade' : 'upgrade to Pro (unlimited)';
  return (
    `Your ${TIER_LABELS[tier]} plan keeps up to ${savedSessionAllowance(tier)} saved roleplay sessions ` +
    `and you have reached it. Delete old sessions or ${upgrade} to start a new one.`
  );
}

/** GET /api/roleplay-sessions/stats: the dashboard's figures and the allowance, counted by the service. */
export interface RoleplayStats {
  /** Scored sessions (a session ended with no seller turn is not scored and not counted). */
  completed: number;
  /** Mean score of the scored sessions, one decimal; null when there are none. */
  averageScore: number | null;
  /** Every saved session, whatever its status: what the allowance counts. */
  saved: number;
  /** The plan's allowance (from the token's tier); null for no limit. */
  allowance: number | null;
}
