// The seller's progress (docs/product.md#progress): what the roleplay service and the deals service
// aggregate over the seller's own sessions and analyses, in SQL, for the progress page. The interfaces
// are what the code uses; the zod schemas below document the routes and are checked against them.
import { z } from 'zod';
import { DIFFICULTIES, type Difficulty, METHODOLOGIES, type MethodologyId, SCENARIOS, type Scenario } from './enums.js';

/** The progress page is Pro's "Performance analytics dashboard"; below Pro both routes answer 403 with this. */
export const PROGRESS_PRO_MESSAGE = 'Performance analytics is part of the Pro plan. Upgrade to Pro to see your progress.';

/** The latest scored sessions the score-over-time series shows (oldest first). */
export const PROGRESS_SERIES_LENGTH = 30;
/** An element's trend compares its coverage in the methodology's latest sessions with the ones before. */
export const PROGRESS_RECENT_SESSIONS = 5;
/** A change in coverage rate smaller than this reads as steady. */
export const PROGRESS_TREND_STEP = 0.1;

export const TRENDS = ['up', 'down', 'steady'] as const;
export type Trend = (typeof TRENDS)[number];

/** One scored session on the timeline. Ratios are 0..1; null for a session scored before they were kept. */
export interface ProgressPoint {
  sessionId: string;
  createdAt: string;
  score: number;
  /** Open questions among all the seller's questions; null when the seller asked none. */
  openQuestionRatio: number | null;
  /** The seller's share of the words spoken. */
  talkShare: number | null;
}

export interface ProgressAverage<K extends string> {
  key: K;
  sessions: number;
  /** Mean score, one decimal. */
  averageScore: number;
}

/** One methodology element over the seller's scored sessions of that methodology. */
export interface ElementProgress {
  methodology: MethodologyId;
  element: string;
  name: string;
  /** Scored sessions of the methodology (with element figures). */
  sessions: number;
  /** Of them, the sessions in which a seller turn covered the element. */
  covered: number;
  /** covered / sessions, two decimals. */
  rate: number;
  /** Coverage in the methodology's latest sessions (at most PROGRESS_RECENT_SESSIONS) and in the ones before. */
  recentRate: number;
  earlierRate: number | null;
  /** recentRate against earlierRate; null when there is nothing earlier to compare with. */
  trend: Trend | null;
}

/** The weakest element: the lowest coverage rate (ties: the one practised most), and a question to try. */
export interface PractiseNext {
  methodology: MethodologyId;
  element: string;
  name: string;
  rate: number;
  sessions: number;
  /** What covering it sounds like, from the methodology's coach pack. */
  example: string;
}

/** GET /api/roleplay-sessions/progress */
export interface RoleplayProgress {
  scoredSessions: number;
  averageScore: number | null;
  /** The latest PROGRESS_SERIES_LENGTH scored sessions, oldest first. */
  scoreOverTime: ProgressPoint[];
  byScenario: Array<ProgressAverage<Scenario>>;
  byMethodology: Array<ProgressAverage<MethodologyId>>;
  byDifficulty: Array<ProgressAverage<Difficulty>>;
  /** Every element of every methodology practised, in the methodology's order. */
  elements: ElementProgress[];
  practiseNext: PractiseNext | null;
}

/** One element over the seller's own analyses of that methodology, as the coverage checklist read them. */
export interface DealElementGap {
  methodology: MethodologyId;
  element: string;
  name: string;
  analyses: number;
  covered: number;
  unconfirmed: number;
  missing: number;
  /** (missing + unconfirmed) / analyses, two decimals. */
  gapRate: number;
}

/** GET /api/deal-analyses/progress: the elements most often missing from the seller's deals, most missing first. */
export interface DealProgress {
  /** Analyses with a coverage checklist (the first reply stores it). */
  analysesRead: number;
  elements: DealElementGap[];
}

// ---- response schemas (OpenAPI) ----

const rate = z.number().min(0).max(1);

const progressAverage = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object({ key: z.enum(keys), sessions: z.number().int(), averageScore: z.number() });

export const roleplayProgressSchema = z
  .object({
    scoredSessions: z.number().int(),
    averageScore: z.number().nullable(),
    scoreOverTime: z.array(
      z.object({
        sessionId: z.string(),
        createdAt: z.iso.datetime().describe('ISO 8601, UTC'),
        score: z.number(),
        openQuestionRatio: rate.nullable(),
        talkShare: rate.nullable(),
      }),
    ),
    byScenario: z.array(progressAverage(SCENARIOS)),
    byMethodology: z.array(progressAverage(METHODOLOGIES)),
    byDifficulty: z.array(progressAverage(DIFFICULTIES)),
    elements: z.array(
      z.object({
        methodology: z.enum(METHODOLOGIES),
        element: z.string(),
        name: z.string(),
        sessions: z.number().int(),
        covered: z.number().int(),
        rate,
        recentRate: rate,
        earlierRate: rate.nullable(),
        trend: z.enum(TRENDS).nullable(),
      }),
    ),
    practiseNext: z
      .object({
        methodology: z.enum(METHODOLOGIES),
        element: z.string(),
        name: z.string(),
        rate,
        sessions: z.number().int(),
        example: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'RoleplayProgress' });

export const dealProgressSchema = z
  .object({
    analysesRead: z.number().int(),
    elements: z.array(
      z.object({
        methodology: z.enum(METHODOLOGIES),
        element: z.string(),
        name: z.string(),
        analyses: z.number().int(),
        covered: z.number().int(),
        unconfirmed: z.number().int(),
        missing: z.number().int(),
        gapRate: rate,
      }),
    ),
  })
  .meta({ id: 'DealProgress' });

type Agrees<Schema, Interface> = [Schema] extends [Interface] ? ([Interface] extends [Schema] ? true : false) : false;
const agrees = <T extends true>(value: T): T => value;
agrees<Agrees<z.output<typeof roleplayProgressSchema>, RoleplayProgress>>(true);
agrees<Agrees<z.output<typeof dealProgressSchema>, DealProgress>>(true);
