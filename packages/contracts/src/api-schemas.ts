// Response schemas of the public API, as zod, for the OpenAPI documents the services generate (issue 12).
// The TypeScript interfaces in models.ts, history.ts and practice.ts stay what the code uses; each schema
// here is checked against its interface at compile time (`Agrees` below), so the two cannot drift apart:
// a field added to one and not the other fails the type check. The `id` in each `.meta()` names the
// schema's component in the OpenAPI documents.
import { z } from 'zod';
import type { BuyerModel } from './buyer-model.js';
import { CALL_TRANSCRIPT_FORMATS, type CallReview, type CallReviewPage, type CallTranscriptPreview } from './call-reviews.js';
import { CHAT_ROLES, DIFFICULTIES, GUIDANCE_TYPES, METHODOLOGIES, PERSONAS, SCENARIOS, SESSION_TYPES, STAGES, TIERS } from './enums.js';
import type { ApiErrorBody } from './errors.js';
import type { DealAnalysisPage, RoleplaySessionPage, RoleplayStats } from './history.js';
import {
  type ChatMessage,
  type DealAnalysis,
  type DealAnalysisSummary,
  type DealMessagesResponse,
  fieldMask,
  type Plan,
  ROLEPLAY_SESSION_SUMMARY_FIELDS,
  type RoleplayReply,
  type RoleplayRubricCheck,
  type RoleplaySession,
  type RoleplaySessionSummary,
  type Session,
  type SubscriptionSummary,
  type TranscriptionResult,
  type TranscriptionStatus,
  type UrlResponse,
  type User,
} from './models.js';
import type {
  DealDrill,
  DealDrillProgress,
  DealDrillSummary,
  MethodologyRescore,
  RoleplayMethodologyScores,
  RubricElementLine,
  SessionAttempts,
} from './practice.js';
import type { SellerProfile } from './schemas.js';
import { dealCoverageSchema } from './schemas.js';
import { deliveryMetricsSchema } from './voice.js';

/** True when each type is assignable to the other: what a response schema and its interface must be. */
type Agrees<Schema, Interface> = [Schema] extends [Interface] ? ([Interface] extends [Schema] ? true : false) : false;
/** Compiles only for `true`: `agrees<...>(true)` fails the type check when a schema and its interface differ. */
const agrees = <T extends true>(value: T): T => value;

const timestamp = z.iso.datetime().describe('ISO 8601, UTC');
const coachName = z
  .enum(['offline', 'openai'])
  .describe('Which coach wrote the reply: the built-in offline coach or an OpenAI-compatible model');

export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ApiError', description: 'Every error, from every service and the gateway.' });
agrees<Agrees<z.output<typeof apiErrorSchema>, ApiErrorBody>>(true);

export const chatMessageOutSchema = z
  .object({ role: z.enum(CHAT_ROLES), content: z.string(), audioUrl: z.string().optional() })
  .meta({ id: 'ChatMessage' });
agrees<Agrees<z.output<typeof chatMessageOutSchema>, ChatMessage>>(true);

// ---- auth ----

export const userSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    profileImageUrl: z.string().nullable(),
    subscriptionTier: z.enum(TIERS),
    analysesThisMonth: z.number().int().nullable().describe('null when the deals service could not be asked'),
    currentPeriodEnd: timestamp.nullable(),
    onboardingComplete: z.boolean(),
  })
  .meta({ id: 'User' });
agrees<Agrees<z.output<typeof userSchema>, User>>(true);

// ---- deals ----

export const dealAnalysisSchema = z
  .object({
    id: z.uuid(),
    dealName: z.string().nullable(),
    prospectNames: z.string().nullable(),
    prospectTitles: z.string().nullable(),
    dealNotes: z.string(),
    dealSize: z.string().nullable(),
    stage: z.enum(STAGES).nullable(),
    methodology: z.enum(METHODOLOGIES),
    createdAt: timestamp,
    messages: z.array(chatMessageOutSchema),
    coach: coachName.nullable(),
    coverage: dealCoverageSchema.nullable().describe("The first reply's reading of the notes as data; null before it"),
  })
  .meta({ id: 'DealAnalysis' });
agrees<Agrees<z.output<typeof dealAnalysisSchema>, DealAnalysis>>(true);

export const dealAnalysisSummarySchema = dealAnalysisSchema
  .pick({ id: true, dealName: true, prospectNames: true, dealSize: true, stage: true, methodology: true, createdAt: true })
  .meta({ id: 'DealAnalysisSummary' });
agrees<Agrees<z.output<typeof dealAnalysisSummarySchema>, DealAnalysisSummary>>(true);

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next (older) page; null on the last page'),
    total: z.number().int().describe('Items matching the search and filters, over all pages'),
  });

export const dealAnalysisPageSchema = page(dealAnalysisSummarySchema).meta({ id: 'DealAnalysisPage' });
agrees<Agrees<z.output<typeof dealAnalysisPageSchema>, DealAnalysisPage>>(true);

/** GET /api/deal-analyses: the whole list without a query string, one page with any paging or filter parameter. */
export const dealAnalysisListResponseSchema = z.union([z.array(dealAnalysisSummarySchema), dealAnalysisPageSchema]);

export const dealMessagesResponseSchema = z
  .object({ messages: z.array(chatMessageOutSchema), coach: coachName, coverage: dealCoverageSchema.nullable() })
  .meta({ id: 'DealMessagesResponse' });
agrees<Agrees<z.output<typeof dealMessagesResponseSchema>, DealMessagesResponse>>(true);

// ---- roleplay ----

export const roleplayRubricCheckSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    points: z.number(),
    maxPoints: z.number(),
    turns: z.array(z.number().int()).describe('1-based seller turns that are the evidence'),
    detail: z.string(),
  })
  .meta({ id: 'RoleplayRubricCheck' });
agrees<Agrees<z.output<typeof roleplayRubricCheckSchema>, RoleplayRubricCheck>>(true);

const dealDrillPersonSchema = z.object({ name: z.string(), title: z.string().nullable() });

export const dealDrillSchema = z
  .object({
    dealAnalysisId: z.uuid(),
    dealName: z.string().nullable(),
    methodology: z.enum(METHODOLOGIES),
    stage: z.enum(STAGES).nullable(),
    dealSize: z.string().nullable(),
    company: z.string(),
    industry: z.string().nullable(),
    buyer: dealDrillPersonSchema.describe('Who the seller talks to'),
    people: z.array(dealDrillPersonSchema),
    economicBuyer: dealDrillPersonSchema.nullable(),
    competitors: z.array(z.string()),
    facts: z.array(z.string()).describe("Sentences of the deal's notes the buyer knows to be true"),
    goals: z
      .array(
        z.object({ element: z.string(), name: z.string(), status: z.enum(['missing', 'unconfirmed']), question: z.string().nullable() }),
      )
      .describe("The analysis's elements not covered yet: what the drill asks the seller to find out"),
    difficulty: z.enum(DIFFICULTIES),
  })
  .meta({ id: 'DealDrill' });
agrees<Agrees<z.output<typeof dealDrillSchema>, DealDrill>>(true);

export const roleplaySessionSchema = z
  .object({
    id: z.uuid(),
    scenario: z.enum(SCENARIOS),
    persona: z.enum(PERSONAS),
    buyerTitle: z.string().nullable(),
    methodology: z.enum(METHODOLOGIES),
    difficulty: z.enum(DIFFICULTIES),
    sessionType: z.enum(SESSION_TYPES),
    guidanceType: z.enum(GUIDANCE_TYPES),
    completed: z.boolean(),
    scored: z.boolean().describe('A session ended with no seller turn is completed but not scored'),
    score: z.number().min(0).max(10),
    createdAt: timestamp,
    messages: z.string().describe('JSON-encoded list of {role, content}'),
    targetAccountCompany: z.string(),
    targetAccountIndustry: z.string(),
    targetAccountSize: z.string(),
    targetAccountRevenue: z.string(),
    targetAccountSituation: z.string(),
    buyerPersonaName: z.string(),
    buyerPersonaRole: z.string(),
    buyerPersonaProfile: z.string(),
    buyerPersonaGoal: z.string(),
    didWell: z.array(z.string()).nullable(),
    missed: z.array(z.string()).nullable(),
    keyTakeaway: z.string().nullable(),
    rubric: z.array(roleplayRubricCheckSchema).nullable(),
    coach: coachName.nullable(),
    retriedFrom: z
      .object({ sessionId: z.uuid(), messageIndex: z.number().int(), turn: z.number().int() })
      .nullable()
      .optional()
      .describe('A retry: the session and seller turn it was retried from'),
    dealDrill: dealDrillSchema.nullable().optional().describe('A drill built from a deal analysis: what it was built from and its goals'),
    focusElement: z
      .string()
      .nullable()
      .optional()
      .describe('The methodology element the session aims at, when started from the progress page'),
    customScenario: z
      .object({ id: z.uuid(), name: z.string(), goals: z.array(z.string()) })
      .nullable()
      .optional()
      .describe('Started from one of your custom scenarios: its id, name and goals'),
    delivery: deliveryMetricsSchema
      .nullable()
      .optional()
      .describe('A voice session: pace, fillers, longest monologue, talk share and answer time from its spoken turns'),
  })
  .meta({ id: 'RoleplaySession' });
agrees<Agrees<z.output<typeof roleplaySessionSchema>, RoleplaySession>>(true);

export const roleplaySessionSummarySchema = roleplaySessionSchema
  .pick(fieldMask(ROLEPLAY_SESSION_SUMMARY_FIELDS))
  .meta({ id: 'RoleplaySessionSummary' });
agrees<Agrees<z.output<typeof roleplaySessionSummarySchema>, RoleplaySessionSummary>>(true);

export const roleplaySessionPageSchema = page(roleplaySessionSummarySchema).meta({ id: 'RoleplaySessionPage' });
agrees<Agrees<z.output<typeof roleplaySessionPageSchema>, RoleplaySessionPage>>(true);

/** GET /api/roleplay-sessions: the whole list without a query string, one page with any paging or filter parameter. */
export const roleplaySessionListResponseSchema = z.union([z.array(roleplaySessionSummarySchema), roleplaySessionPageSchema]);

export const roleplayReplySchema = z
  .object({
    content: z.string(),
    hint: z.string().optional().describe('Step-by-step guidance only: a coaching hint about the last seller turn'),
    coach: coachName,
  })
  .meta({ id: 'RoleplayReply' });
agrees<Agrees<z.output<typeof roleplayReplySchema>, RoleplayReply>>(true);

export const roleplayStatsSchema = z
  .object({
    completed: z.number().int(),
    averageScore: z.number().nullable(),
    saved: z.number().int(),
    allowance: z.number().int().nullable().describe("The plan's saved-session allowance; null for no limit"),
  })
  .meta({ id: 'RoleplayStats' });
agrees<Agrees<z.output<typeof roleplayStatsSchema>, RoleplayStats>>(true);

const rubricElementLineSchema = z.object({
  element: z.string(),
  name: z.string(),
  turn: z.number().int().nullable(),
  quote: z.string().nullable(),
});
agrees<Agrees<z.output<typeof rubricElementLineSchema>, RubricElementLine>>(true);

const methodologyRescoreSchema = z.object({
  methodology: z.enum(METHODOLOGIES),
  name: z.string(),
  score: z.number(),
  keyTakeaway: z.string(),
  rubric: z.array(roleplayRubricCheckSchema),
  elements: z.array(rubricElementLineSchema),
});
agrees<Agrees<z.output<typeof methodologyRescoreSchema>, MethodologyRescore>>(true);

export const roleplayMethodologyScoresSchema = z
  .object({
    sessionId: z.uuid(),
    scorer: z.literal('rubric'),
    sessionCoach: coachName.nullable(),
    sessionMethodology: z.enum(METHODOLOGIES),
    results: z.array(methodologyRescoreSchema),
  })
  .meta({ id: 'RoleplayMethodologyScores' });
agrees<Agrees<z.output<typeof roleplayMethodologyScoresSchema>, RoleplayMethodologyScores>>(true);

// ---- roleplay: practising from what happened (retries, drills) ----

const sessionAttemptSchema = z.object({
  id: z.uuid(),
  retriedFromTurn: z.number().int().nullable().describe('null for the origin itself'),
  completed: z.boolean(),
  scored: z.boolean(),
  score: z.number().min(0).max(10),
  createdAt: timestamp,
});

export const sessionAttemptsSchema = z
  .object({
    origin: sessionAttemptSchema.nullable().describe('The session retried from (or this one); null when it was deleted'),
    retries: z.array(sessionAttemptSchema).describe('Every retry of the origin, oldest first'),
  })
  .meta({ id: 'SessionAttempts' });
agrees<Agrees<z.output<typeof sessionAttemptsSchema>, SessionAttempts>>(true);

export const dealDrillProgressSchema = z
  .object({
    dealAnalysisId: z.uuid(),
    dealName: z.string().nullable(),
    goals: z.array(
      z.object({
        element: z.string(),
        name: z.string(),
        status: z.enum(['missing', 'unconfirmed']),
        question: z.string().nullable(),
        closed: z.boolean(),
        turn: z.number().int().nullable().describe('1-based seller turn that closed it; null while open'),
        quote: z.string().nullable(),
        answer: z.string().nullable().optional().describe("The buyer's reply to that turn (what the seller learned); null while open"),
      }),
    ),
  })
  .meta({ id: 'DealDrillProgress' });
agrees<Agrees<z.output<typeof dealDrillProgressSchema>, DealDrillProgress>>(true);

export const dealDrillSummaryListSchema = z.array(
  z
    .object({
      id: z.uuid(),
      createdAt: timestamp,
      difficulty: z.enum(DIFFICULTIES),
      completed: z.boolean(),
      scored: z.boolean(),
      score: z.number().min(0).max(10),
      goals: z.number().int().describe('How many goals the drill set'),
    })
    .meta({ id: 'DealDrillSummary' }),
);
agrees<Agrees<z.output<typeof dealDrillSummaryListSchema>, DealDrillSummary[]>>(true);

export const buyerModelSchema = z
  .object({
    coach: coachName,
    model: z.string().nullable().describe('The configured model for the openai coach; null for the offline coach'),
  })
  .meta({ id: 'BuyerModel' });
agrees<Agrees<z.output<typeof buyerModelSchema>, BuyerModel>>(true);

export const transcriptionStatusSchema = z.object({ available: z.boolean() }).meta({ id: 'TranscriptionStatus' });
agrees<Agrees<z.output<typeof transcriptionStatusSchema>, TranscriptionStatus>>(true);

export const transcriptionResultSchema = z.object({ text: z.string() }).meta({ id: 'TranscriptionResult' });
agrees<Agrees<z.output<typeof transcriptionResultSchema>, TranscriptionResult>>(true);

// ---- roleplay: real calls ----

const callSpeakerSchema = z.object({ name: z.string(), turns: z.number().int(), words: z.number().int(), sample: z.string() });

export const callTranscriptPreviewOutSchema = z
  .object({
    format: z.enum(CALL_TRANSCRIPT_FORMATS),
    speakers: z.array(callSpeakerSchema).describe('In order of first appearance'),
    turns: z.number().int(),
    words: z.number().int(),
  })
  .meta({ id: 'CallTranscriptPreview' });
agrees<Agrees<z.output<typeof callTranscriptPreviewOutSchema>, CallTranscriptPreview>>(true);

export const callReviewSchema = z
  .object({
    id: z.uuid(),
    title: z.string().nullable(),
    methodology: z.enum(METHODOLOGIES),
    format: z.enum(CALL_TRANSCRIPT_FORMATS),
    sellerSpeaker: z.string(),
    otherSpeakers: z.array(z.string()),
    turns: z.array(
      z.object({
        speaker: z.string(),
        text: z.string(),
        sellerTurn: z.number().int().nullable(),
        start: z.number().optional(),
        end: z.number().optional(),
      }),
    ),
    score: z.number().min(0).max(10),
    didWell: z.array(z.string()),
    missed: z.array(z.string()),
    keyTakeaway: z.string(),
    rubric: z.array(roleplayRubricCheckSchema),
    delivery: deliveryMetricsSchema.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'CallReview' });
agrees<Agrees<z.output<typeof callReviewSchema>, CallReview>>(true);

export const callReviewPageSchema = page(
  callReviewSchema
    .pick({
      id: true,
      title: true,
      methodology: true,
      format: true,
      sellerSpeaker: true,
      otherSpeakers: true,
      score: true,
      createdAt: true,
    })
    .extend({ turnCount: z.number().int() })
    .meta({ id: 'CallReviewSummary' }),
).meta({ id: 'CallReviewPage' });
agrees<Agrees<z.output<typeof callReviewPageSchema>, CallReviewPage>>(true);

// ---- auth: sign-up, sign-in, the account ----

export const sessionSchema = z
  .object({
    access_token: z.string().describe('A JWT (RS256), 15 minutes'),
    refresh_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().describe('Seconds'),
    expires_at: z.number().int().describe('Unix seconds'),
    user: userSchema,
  })
  .meta({ id: 'Session' });
agrees<Agrees<z.output<typeof sessionSchema>, Session>>(true);

export const sessionResponseSchema = z.object({ session: sessionSchema }).meta({ id: 'SessionResponse' });

const profileText = z.string().optional();
export const storedSellerProfileSchema = z
  .object({
    productName: profileText,
    website: profileText,
    problemSolved: profileText,
    industries: profileText,
    competitors: profileText,
    differentiation: profileText,
    averageDealSize: profileText,
    targetPersonas: profileText,
    preferredMethodologies: z.array(z.enum(METHODOLOGIES)).optional(),
  })
  .meta({ id: 'SellerProfile', description: 'Only the fields that hold something' });
agrees<Agrees<z.output<typeof storedSellerProfileSchema>, Partial<SellerProfile>>>(true);

export const jwksSchema = z
  .object({
    keys: z.array(
      z
        .looseObject({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() })
        .describe('A public key (JWK) access tokens may be signed with'),
    ),
  })
  .meta({ id: 'JsonWebKeySet' });

// ---- billing ----

export const planListSchema = z.array(
  z
    .object({
      name: z.string(),
      price: z.string(),
      period: z.string(),
      description: z.string(),
      features: z.array(z.string()),
      tier: z.enum(TIERS),
      priceId: z.string().nullable().describe('What to send to create-checkout-session; null for the free plan'),
      popular: z.boolean().optional(),
    })
    .meta({ id: 'Plan' }),
);
agrees<Agrees<z.output<typeof planListSchema>, Plan[]>>(true);

export const subscriptionSummarySchema = z
  .object({
    tier: z.enum(TIERS),
    status: z.enum(['none', 'active', 'trialing', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused']),
    currentPeriodEnd: timestamp.nullable(),
    cancelAtPeriodEnd: z.boolean(),
  })
  .meta({ id: 'SubscriptionSummary' });
agrees<Agrees<z.output<typeof subscriptionSummarySchema>, SubscriptionSummary>>(true);

export const urlResponseSchema = z.object({ url: z.string() }).meta({ id: 'UrlResponse' });
agrees<Agrees<z.output<typeof urlResponseSchema>, UrlResponse>>(true);

export const webhookReceiptSchema = z
  .object({ received: z.literal(true), outcome: z.enum(['applied', 'unchanged', 'duplicate', 'ignored']) })
  .meta({ id: 'WebhookReceipt' });
