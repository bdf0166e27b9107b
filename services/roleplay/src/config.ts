import { defaultThreads } from '@blindspot/service-kit';
import { z } from 'zod';

/** Roleplay's own settings, validated once at start-up (service-kit reports every missing one). */
export const roleplayConfigSchema = z.object({
  /** Where auth serves `GET /internal/users/:id/seller-profile`. */
  AUTH_INTERNAL_URL: z
    .url()
    .default('http://127.0.0.1:3001')
    .transform((v) => v.replace(/\/+$/, '')),
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters'),
  /** How long to wait for the seller profile before going on without it. */
  SELLER_PROFILE_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  /**
   * Coach calls per user (turns and completions together), counted in PostgreSQL so every instance shares
   * one budget: this many at once, then one every 60 s / this; past it, 429 with Retry-After.
   */
  COACH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Worker threads that score real calls (default: one fewer than the cores, 1 to 4), started by the first review. */
  CALL_REVIEW_THREADS: z.coerce.number().int().min(1).max(16).default(defaultThreads),
  /** Call reviews that may wait for a thread; past that, 503 with Retry-After. */
  CALL_REVIEW_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  /** Longest one call review may take, waiting included; then its thread is stopped and the answer is 504. */
  CALL_REVIEW_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type RoleplayConfig = z.infer<typeof roleplayConfigSchema>;

/** Injection token of the validated roleplay settings. */
export const ROLEPLAY_CONFIG = Symbol('ROLEPLAY_CONFIG');
