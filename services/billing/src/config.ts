import { DEFAULT_PRICE_IDS } from '@blindspot/contracts';
import { z } from 'zod';

const optionalSecret = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Billing's own settings, validated once at start-up (service-kit reports every missing one). */
export const billingConfigSchema = z.object({
  /** Set: real Stripe (Checkout, Customer Portal, webhooks). Unset: the local test mode. */
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  STRIPE_PRICE_PRACTICE: z.string().trim().min(1).default(DEFAULT_PRICE_IDS.practice),
  STRIPE_PRICE_PRO: z.string().trim().min(1).default(DEFAULT_PRICE_IDS.pro),
  /** Where Stripe's API lives; only changed to point the SDK at a stand-in server. */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** The public origin users see (the gateway); checkout and portal return here. */
  PUBLIC_URL: z
    .url()
    .default('http://localhost:8080')
    .transform((v) => v.replace(/\/+$/, '')),
  AUTH_INTERNAL_URL: z
    .url()
    .default('http://127.0.0.1:3001')
    .transform((v) => v.replace(/\/+$/, '')),
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters'),
  /** How often the outbox looks for due deliveries, and the first retry delay (doubling after each failure). */
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().positive().default(1000),
  /** How often subscriptions past their period end are re-evaluated (cancelled ones fall back to free). */
  EXPIRY_SWEEP_MS: z.coerce.number().int().positive().default(60_000),
});

export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const isStripeMode = (config: BillingConfig): boolean => Boolean(config.STRIPE_SECRET_KEY);

/** Injection token of the validated billing settings. */
export const BILLING_CONFIG = Symbol('BILLING_CONFIG');
