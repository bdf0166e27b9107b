import { z } from 'zod';

const optionalText = z.string().trim().optional().transform((v) => v || undefined);

/** Deals' own settings, validated once at start-up (service-kit reports every missing one). */
export const dealsConfigSchema = z.object({
  /** Where auth serves `GET /internal/users/:id/seller-profile`. */
  AUTH_INTERNAL_URL: z.url().default('http://127.0.0.1:3001').transform((v) => v.replace(/\/+$/, '')),
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters'),
  /** How long to wait for the seller profile before answering without it. */
  SELLER_PROFILE_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  // The coach (see docs/coach.md): OpenAI-compatible when a key is set, offline otherwise.
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  OPENAI_MODEL: optionalText,
  COACH_TIMEOUT_MS: optionalText,
});

export type DealsConfig = z.infer<typeof dealsConfigSchema>;

/** Injection token of the validated deals settings. */
export const DEALS_CONFIG = Symbol('DEALS_CONFIG');
