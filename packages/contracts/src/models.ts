// Response shapes of the public API (docs/product.md, "API"; each service's README lists the routes that answer them).

import type { CustomScenarioRef } from './custom-scenarios.js';
import type { ChatRole, Difficulty, GuidanceType, MethodologyId, Persona, Scenario, SessionType, Stage, Tier } from './enums.js';
import type { DealDrill, RetryOrigin } from './practice-session.js';
import type { DealCoverage } from './schemas.js';

/** GET /api/auth/user. analysesThisMonth is null when the deals service could not be asked. */
export interface User {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  subscriptionTier: Tier;
  analysesThisMonth: number | null;
  currentPeriodEnd: string | null;
  onboardingComplete: boolean;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  /** Unix seconds. */
  expires_at: number;
  user: User;
}

/** Claims of an access token, as every service reads them. */
export interface AccessClaims {
  sub: string;
  email: string;
  tier: Tier;
  /** The sign-in (refresh family) the token belongs to. */
  sid: string;
}

export type CoachName = 'offline' | 'openai';

export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** Local voice recordings only (webm); never stored on the server. */
  audioUrl?: string;
  /** A seller turn spoken in a voice session: its timing, for delivery (docs/voice.md). */
  spoken?: { seconds: number; answerSeconds: number | null };
}

export interface DealAnalysis {
  id: string;
  dealName: string | null;
  prospectNames: string | null;
  prospectTitles: string | null;
  dealNotes: string;
  dealSize: string | null;
  stage: Stage | null;
  methodology: MethodologyId;
  createdAt: string;
  messages: ChatMessage[];
  /** Which coach wrote the latest assistant message. */
  coach: CoachName | null;
  /** The first reply's reading of the notes as data (null before it, and for analyses made before it existed). */
  coverage: DealCoverage | null;
}

/** GET /api/deal-analyses: the list view (notes and messages left out), newest first. */
export type DealAnalysisSummary = Pick<
  DealAnalysis,
  'id' | 'dealName' | 'prospectNames' | 'dealSize' | 'stage' | 'methodology' | 'createdAt'
>;

/** Deals' internal `GET /internal/users/:id/usage`. */
export interface DealUsage {
  analysesThisMonth: number;
}

export interface DealMessagesResponse {
  messages: ChatMessage[];
  coach: CoachName;
  coverage: DealCoverage | null;
}

export interface RoleplaySession {
  id: string;
  scenario: Scenario;
  persona: Persona;
  buyerTitle: string | null;
  methodology: MethodologyId;
  difficulty: Difficulty;
  sessionType: SessionType;
  guidanceType: GuidanceType;
  completed: boolean;
  /**
   * Whether the completed session was scored. A session ended with no seller turn is completed but not
   * scored: its score means nothing and it counts in no average.
   */
  scored: boolean;
  score: number;
  createdAt: string;
  /** JSON-encoded list of {role, content}. */
  messages: string;
  targetAccountCompany: string;
  targetAccountIndustry: string;
  targetAccountSize: string;
  targetAccountRevenue: string;
  targetAccountSituation: string;
  buyerPersonaName: string;
  buyerPersonaRole: string;
  buyerPersonaProfile: string;
  buyerPersonaGoal: string;
  didWell: string[] | null;
  missed: string[] | null;
  keyTakeaway: string | null;
  /** After completion: the scoring rubric line by line, the evidence behind the score. */
  rubric: RoleplayRubricCheck[] | null;
  coach: CoachName | null;
  /** A retry: the session and seller turn it was retried from (`RetryOrigin`); null otherwise. */
  retriedFrom?: RetryOrigin | null;
  /** A drill built from a deal analysis: what it was built from and its goals (`DealDrill`); null otherwise. */
  dealDrill?: DealDrill | null;
  /** The methodology element the session aims at (started from the progress page); null otherwise. */
  focusElement?: string | null;
  /** Started from one of the seller's custom scenarios: its id, name and goals; null otherwise. */
  customScenario?: CustomScenarioRef | null;
  /** A voice session's delivery, from its spoken turns' timing (docs/voice.md); null without a spoken turn. */
  delivery?: import('./voice.js').DeliveryMetrics | null;
}

/** One line of the roleplay scoring rubric: what was checked, the points earned and the seller turns that show it. */
export interface RoleplayRubricCheck {
  id: string;
  label: string;
  points: number;
  maxPoints: number;
  /** 1-based seller turn numbers that are the evidence (empty when nothing was found). */
  turns: number[];
  detail: string;
}

/** The fields of a session that its list shows (GET /api/roleplay-sessions: messages and feedback left out). */
export const ROLEPLAY_SESSION_SUMMARY_FIELDS = [
  'id',
  'scenario',
  'persona',
  'methodology',
  'difficulty',
  'sessionType',
  'completed',
  'scored',
  'score',
  'createdAt',
  'targetAccountCompany',
  'buyerPersonaName',
] as const satisfies ReadonlyArray<keyof RoleplaySession>;

/** GET /api/roleplay-sessions: the list view. */
export type RoleplaySessionSummary = Pick<RoleplaySession, (typeof ROLEPLAY_SESSION_SUMMARY_FIELDS)[number]>;

/** `{ field: true }` for each field: the mask that zod's `pick` and TypeORM's `select` take. */
export const fieldMask = <Field extends string>(fields: readonly Field[]) =>
  Object.fromEntries(fields.map((field) => [field, true])) as Record<Field, true>;

/** The named fields of `value`, and only those. */
export const pickFields = <T, Field extends keyof T>(value: T, fields: readonly Field[]) =>
  Object.fromEntries(fields.map((field) => [field, value[field]])) as Pick<T, Field>;

export interface RoleplayReply {
  content: string;
  /** Step-by-step guidance only: a coaching hint about the seller's last turn. */
  hint?: string;
  coach: CoachName;
}

/** GET /api/roleplay-sessions/transcription: whether recordings are transcribed by a real speech-to-text provider. */
export interface TranscriptionStatus {
  available: boolean;
}

/** POST /api/roleplay-sessions/{id}/transcription (body: the webm recording). */
export interface TranscriptionResult {
  text: string;
}

export interface Plan {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  tier: Tier;
  priceId: string | null;
  popular?: boolean;
}

export interface UrlResponse {
  url: string;
}

/** Stripe's subscription statuses, plus `none` for a user who never subscribed. */
export type SubscriptionStatus =
  | 'none'
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'unpaid'
  | 'paused';

/** GET /api/stripe/subscription: the signed-in user's own subscription. */
export interface SubscriptionSummary {
  /** The tier the user is entitled to now (what the access token carries once refreshed). */
  tier: Tier;
  status: SubscriptionStatus;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** Who signs access tokens and for whom; every verifier checks both. */
export const ACCESS_TOKEN_ISSUER = 'blindspot-auth';
export const ACCESS_TOKEN_AUDIENCE = 'blindspot-api';
