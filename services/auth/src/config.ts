import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** Auth's own settings, validated once at start-up (service-kit reports every missing one). */
export const authConfigSchema = z.object({
  /** Auth both serves `/internal/*` (billing, deals, roleplay) and calls deals' internal usage route. */
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters'),
  /** Where the signing key is generated on first start (mode 0600) and read afterwards. */
  AUTH_KEYS_DIR: z
    .string()
    .trim()
    .min(1)
    .default(() => path.join(process.cwd(), '.data', 'auth-keys')),
  /** An RSA private key (PEM; `\n` escapes allowed) that wins over AUTH_KEYS_DIR: several instances must share one. */
  AUTH_PRIVATE_KEY: optionalText.transform((v) => v?.replace(/\\n/g, '\n')),
  /**
   * Verify-only keys (PEM, public or private; `\n` escapes allowed), published in the JWKS and accepted but never
   * used to sign: the next key, published before it signs, and the previous one, kept until the tokens it signed
   * have expired. Unset, they are read from `next.pem` and `previous.pem` in AUTH_KEYS_DIR when there.
   */
  AUTH_NEXT_KEY: optionalText.transform((v) => v?.replace(/\\n/g, '\n')),
  AUTH_PREVIOUS_KEY: optionalText.transform((v) => v?.replace(/\\n/g, '\n')),
  /** Where deals serves `GET /internal/users/:id/usage`. */
  DEALS_INTERNAL_URL: z
    .url()
    .default('http://127.0.0.1:3002')
    .transform((v) => v.replace(/\/+$/, '')),
  /** Where roleplay and billing serve `DELETE /internal/users/:id/data` (account deletion, docs/accounts.md). */
  ROLEPLAY_INTERNAL_URL: z
    .url()
    .default('http://127.0.0.1:3003')
    .transform((v) => v.replace(/\/+$/, '')),
  BILLING_INTERNAL_URL: z
    .url()
    .default('http://127.0.0.1:3004')
    .transform((v) => v.replace(/\/+$/, '')),
  /** How often each instance asks the services that still owe a deleted account's deletion, and the first retry's delay (it doubles). */
  ACCOUNT_DELETION_POLL_MS: z.coerce.number().int().positive().default(5000),
  ACCOUNT_DELETION_RETRY_BASE_MS: z.coerce.number().int().positive().default(1000),
  /** How long `GET /api/auth/user` waits for deals before answering with analysesThisMonth null. */
  USAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(1000),
  /** Access-token lifetime; at most 15 minutes, the longest another service may honour a token after logout. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(900),
  /** Lifetime of each refresh token (every rotation starts a new one). */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long a used refresh token may come back without counting as reuse: two tabs of one browser that
   * refresh together both get a session. Later, it revokes the sign-in. 0 turns the allowance off.
   */
  REFRESH_TOKEN_REUSE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /** How often each instance deletes expired refresh tokens and ended sign-ins. */
  SESSION_PURGE_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Requests per client address and window on each of signup, login and refresh (counted in PostgreSQL). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Sign-in attempts on one account that go through at once before each must wait (see LoginThrottle). */
  LOGIN_FREE_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  /** The longest wait between two attempts on one account: the delay doubles from 1 s up to this. */
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(900).default(60),
  /** An account's count starts again after this long without an attempt. */
  LOGIN_ATTEMPTS_RESET_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** New personal access tokens per user and hour (counted in PostgreSQL; 429 with Retry-After past it). */
  PERSONAL_TOKEN_CREATE_PER_HOUR: z.coerce.number().int().positive().default(10),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

/** Injection token of the validated auth settings. */
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
