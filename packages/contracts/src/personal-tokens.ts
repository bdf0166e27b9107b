// Personal access tokens (issue 12, "API access for teams"): a Pro user's own bearer tokens for the public
// API, each with a name and scopes. One definition for auth (validation), the services' guard (scopes)
// and the account pages.
import { z } from 'zod';
import { MAX_SHORT_TEXT } from './limits.js';

/** What a personal token may do: read or write deal analyses and roleplay sessions. */
export const PERSONAL_TOKEN_SCOPES = ['deals:read', 'deals:write', 'roleplay:read', 'roleplay:write'] as const;
export type PersonalTokenScope = (typeof PERSONAL_TOKEN_SCOPES)[number];
export const PERSONAL_TOKEN_SCOPE_LABELS: Record<PersonalTokenScope, string> = {
  'deals:read': 'Read deal analyses',
  'deals:write': 'Create, chat with and delete deal analyses',
  'roleplay:read': 'Read roleplay sessions and stats',
  'roleplay:write': 'Start, play, complete and delete roleplay sessions',
};

/** Every personal token starts with this, so a service can tell one from a signed access token at a glance. */
export const PERSONAL_TOKEN_PREFIX = 'bsp_';
/** `bsp_` and 43 base64url characters (256 random bits). */
export const PERSONAL_TOKEN_PATTERN = /^bsp_[A-Za-z0-9_-]{43}$/;
/** How many characters of a token are kept in clear to tell tokens apart in a list (`bsp_` and 4 more). */
export const PERSONAL_TOKEN_SHOWN_PREFIX = 8;
/** Active (unrevoked, unexpired) tokens a user may hold at once. */
export const MAX_PERSONAL_TOKENS = 20;
export const MAX_PERSONAL_TOKEN_DAYS = 366;

/** Personal access tokens are a Pro feature ("API access for teams" on the Pro card): auth's 403. */
export const PERSONAL_TOKEN_PRO_MESSAGE = 'Personal access tokens are only available on the Pro plan. Upgrade to Pro to use the API.';

/** POST /api/auth/personal-tokens. */
export const createPersonalTokenSchema = z
  .strictObject({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, 'name is required')
      .max(MAX_SHORT_TEXT, `name must be at most ${MAX_SHORT_TEXT} characters`)
      .describe('What the token is for ("CRM sync"); shown in the list.'),
    scopes: z
      .array(z.enum(PERSONAL_TOKEN_SCOPES, { error: `each scope must be one of ${PERSONAL_TOKEN_SCOPES.join(', ')}` }))
      .min(1, 'scopes: pick at least one')
      .max(PERSONAL_TOKEN_SCOPES.length)
      .describe('What the token may do: `deals:read`, `deals:write`, `roleplay:read`, `roleplay:write`.'),
    expiresInDays: z
      .number({ error: 'expiresInDays must be a whole number of days' })
      .int('expiresInDays must be a whole number of days')
      .min(1, 'expiresInDays must be at least 1')
      .max(MAX_PERSONAL_TOKEN_DAYS, `expiresInDays must be at most ${MAX_PERSONAL_TOKEN_DAYS}`)
      .nullable()
      .optional()
      .describe('Days until the token stops working; null or absent: until revoked.'),
  })
  .meta({ id: 'CreatePersonalTokenInput' });
export type CreatePersonalTokenInput = z.input<typeof createPersonalTokenSchema>;

/** A personal token as listed: never the secret itself. */
export const personalTokenSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    scopes: z.array(z.enum(PERSONAL_TOKEN_SCOPES)),
    /** The first characters of the token (`bsp_` and 4 more), to tell it apart. */
    prefix: z.string().describe('The first characters of the token (`bsp_` and 4 more), to tell tokens apart.'),
    createdAt: z.iso.datetime(),
    /** Updated at most once a minute per service instance (introspection is cached). */
    lastUsedAt: z.iso.datetime().nullable().describe('When the token last opened the API (to the minute); null: never.'),
    expiresAt: z.iso.datetime().nullable().describe('When the token stops working; null: when revoked.'),
  })
  .meta({ id: 'PersonalToken' });
export type PersonalToken = z.infer<typeof personalTokenSchema>;

/** POST /api/auth/personal-tokens: the new token with its secret, shown this once. */
export const createdPersonalTokenSchema = personalTokenSchema
  .extend({ token: z.string().regex(PERSONAL_TOKEN_PATTERN).describe('The secret: shown this once, stored only as its SHA-256 hash.') })
  .meta({ id: 'CreatedPersonalToken' });
export type CreatedPersonalToken = z.infer<typeof createdPersonalTokenSchema>;

/** GET /api/auth/personal-tokens: the user's tokens that still work, newest first. */
export const personalTokenListSchema = z.strictObject({ items: z.array(personalTokenSchema) }).meta({ id: 'PersonalTokenList' });
export type PersonalTokenList = z.infer<typeof personalTokenListSchema>;

/**
 * Auth's internal `POST /internal/personal-tokens/introspect` `{ token }`: whom a token speaks for and what it
 * may do, or `{ active: false }`. `claims.sid` is the token's id, so a revoked token is listed like an ended sign-in.
 */
export type PersonalTokenIntrospection =
  | { active: true; tokenId: string; scopes: PersonalTokenScope[]; claims: { sub: string; email: string; tier: 'pro'; sid: string } }
  | { active: false };
