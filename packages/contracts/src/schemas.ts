// Request schemas: one definition used by the services (validation) and the front ends (forms, types).
import { z } from 'zod';
import {
  DIFFICULTIES,
  EXPERIENCE_LEVELS,
  GUIDANCE_TYPES,
  INDUSTRIES,
  METHODOLOGIES,
  PERSONAS,
  ROLES,
  SCENARIOS,
  SESSION_TYPES,
  STAGES,
  TIERS,
} from './enums.js';
import { MAX_CHAT_MESSAGE, MAX_DEAL_NOTES, MAX_NAME, MAX_PROFILE_TEXT, MAX_SHORT_TEXT, PASSWORD_MAX, PASSWORD_MIN } from './limits.js';

/** A trimmed optional string: empty after trimming counts as absent ("optional values are omitted when empty"). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

// ---- auth ----
export const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('email must be a valid e-mail address')),
  password: z
    .string()
    .min(PASSWORD_MIN, `Password should be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password should be at most ${PASSWORD_MAX} characters`),
});
export type Credentials = z.input<typeof credentialsSchema>;

export const refreshSchema = z.object({ refresh_token: z.string().min(1).max(512) });

export const onboardingSchema = z.object({
  // Optional: a user who gives none is shown by e-mail (docs/product.md#display).
  firstName: optionalText(MAX_NAME),
  lastName: optionalText(MAX_NAME),
  role: z.enum(ROLES),
  industry: z.enum(INDUSTRIES),
  yearsExperience: z.enum(EXPERIENCE_LEVELS),
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;

export const SELLER_PROFILE_TEXT_FIELDS = [
  'productName',
  'website',
  'problemSolved',
  'industries',
  'competitors',
  'differentiation',
  'averageDealSize',
  'targetPersonas',
] as const;
export type SellerProfileTextField = (typeof SELLER_PROFILE_TEXT_FIELDS)[number];

// Strict: the save replaces the whole profile, so a body of unknown keys (a broken client, `__proto__`,
// `tier`) is refused rather than read as "every field empty".
export const sellerProfileSchema = z.strictObject({
  productName: optionalText(MAX_SHORT_TEXT),
  website: optionalText(MAX_SHORT_TEXT),
  problemSolved: optionalText(MAX_PROFILE_TEXT),
  industries: optionalText(MAX_PROFILE_TEXT),
  competitors: optionalText(MAX_PROFILE_TEXT),
  differentiation: optionalText(MAX_PROFILE_TEXT),
  averageDealSize: optionalText(MAX_SHORT_TEXT),
  targetPersonas: optionalText(MAX_PROFILE_TEXT),
  preferredMethodologies: z.array(z.enum(METHODOLOGIES)).max(METHODOLOGIES.length).optional(),
});
export type SellerProfileInput = z.input<typeof sellerProfileSchema>;
export type SellerProfile = z.output<typeof sellerProfileSchema>;

/** Internal (billing -> auth): set a user's tier. `version` orders updates so a late one never wins. */
export const setSubscriptionSchema = z.object({
  tier: z.enum(TIERS),
  currentPeriodEnd: z.iso.datetime().nullable(),
  version: z.number().int().nonnegative(),
});
export type SetSubscriptionInput = z.infer<typeof setSubscriptionSchema>;

// ---- chat (deals and roleplay) ----
export const chatMessageSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'message must not be empty')
    .max(MAX_CHAT_MESSAGE, `message must be at most ${MAX_CHAT_MESSAGE} characters`),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

// ---- deals ----
export const createDealAnalysisSchema = z.object({
  dealName: optionalText(MAX_SHORT_TEXT),
  prospectNames: optionalText(MAX_SHORT_TEXT * 2),
  prospectTitles: optionalText(MAX_SHORT_TEXT * 2),
  dealNotes: z
    .string()
    .trim()
    .min(1, 'dealNotes is required')
    .max(MAX_DEAL_NOTES, `dealNotes must be at most ${MAX_DEAL_NOTES} characters`),
  dealSize: optionalText(64),
  stage: z.enum(STAGES).optional(),
  methodology: z.enum(METHODOLOGIES),
});
export type CreateDealAnalysisInput = z.input<typeof createDealAnalysisSchema>;

// ---- roleplay ----
export const createRoleplaySessionSchema = z.object({
  scenario: z.enum(SCENARIOS),
  persona: z.enum(PERSONAS),
  buyerTitle: optionalText(MAX_SHORT_TEXT),
  methodology: z.enum(METHODOLOGIES),
  difficulty: z.enum(DIFFICULTIES),
  sessionType: z.enum(SESSION_TYPES).default('text'),
  guidanceType: z.enum(GUIDANCE_TYPES).default('end'),
  /** An element of the methodology the session aims at ("Practise this" on the progress page); the service checks it belongs. */
  focusElement: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters').optional(),
});
export type CreateRoleplaySessionInput = z.input<typeof createRoleplaySessionSchema>;

// ---- billing ----
export const checkoutSchema = z.object({ priceId: z.string().trim().min(1, 'priceId is required').max(200) });

// ---- deal coverage: the analysis as data ----
export const COVERAGE_STATUSES = ['covered', 'unconfirmed', 'missing'] as const;
export const MAX_COVERAGE_QUOTES = 2;

/**
 * One element of the methodology as the coach read it: covered (with the sentences that prove it),
 * not confirmed (the notes say it is unknown, quoted), or missing; what a complete answer still lacks,
 * and what to ask next. Both coaches produce it; the OpenAI coach is asked for this schema.
 */
export const elementCoverageSchema = z.strictObject({
  element: z.string().min(1).max(40),
  name: z.string().min(1).max(60),
  status: z.enum(COVERAGE_STATUSES),
  quotes: z.array(z.string().max(400)).max(MAX_COVERAGE_QUOTES),
  stillMissing: z.array(z.string().max(300)).max(4),
  nextQuestions: z.array(z.string().max(300)).max(3),
});
export type ElementCoverage = z.infer<typeof elementCoverageSchema>;

export const dealCoverageSchema = z.strictObject({
  elements: z.array(elementCoverageSchema).max(12),
  risks: z.array(z.string().max(400)).max(8),
  nextSteps: z.array(z.string().max(400)).max(8),
});
export type DealCoverage = z.infer<typeof dealCoverageSchema>;
