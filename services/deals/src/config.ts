import { defaultThreads } from '@blindspot/service-kit';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** Deals' own settings, validated once at start-up (service-kit reports every missing one). */
export const dealsConfigSchema = z.object({
  /** Where auth serves `GET /internal/users/:id/seller-profile`. */
  AUTH_INTERNAL_URL: z
    .url()
    .default('http://127.0.0.1:3001')
    .transform((v) => v.replace(/\/+$/, '')),
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters'),
  /** How long to wait for the seller profile before answering without it. */
  SELLER_PROFILE_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  // The coach (see docs/coach.md): OpenAI-compatible when a key is set, offline otherwise.
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  OPENAI_MODEL: optionalText,
  COACH_TIMEOUT_MS: optionalText,
  /**
   * Coach calls per user (analysis creations and chat messages together), counted in PostgreSQL so that
   * every instance shares one budget: this many at once, then one every 60 s / this; past it, 429.
   */
  COACH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Worker threads of the offline coach (default: one fewer than the cores, 1 to 4). */
  OFFLINE_COACH_THREADS: z.coerce.number().int().min(1).max(16).default(defaultThreads),
  /** Offline coach replies that may wait for a thread; past that, 503 with Retry-After. */
  OFFLINE_COACH_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  /** Longest an offline coach reply may take, waiting included; then its thread is stopped and the answer is 504. */
  OFFLINE_COACH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
});

export type DealsConfig = z.infer<typeof dealsConfigSchema>;

/** Injection token of the validated deals settings. */
export const DEALS_CONFIG = Symbol('DEALS_CONFIG');
