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
  NODE_ENV: z.string().trim().optional(),
  /**
   * The local test checkout (free upgrades, no payment) when Stripe keys are missing: `1` on, `0` off;
   * unset, on only when NODE_ENV is not `production`, so a production deployment never gives plans away.
   */
  BILLING_TEST_MODE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.enum(['0', '1'], { error: 'BILLING_TEST_MODE must be 1 (on) or 0 (off)' }).optional()),
});

export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** `stripe`: real payments; `test`: the local test checkout; `off`: checkout and portal answer 503. */
export type PaymentMode = 'stripe' | 'test' | 'off';

type ModeSettings = Partial<Pick<BillingConfig, 'STRIPE_SECRET_KEY' | 'BILLING_TEST_MODE' | 'NODE_ENV'>>;

export function paymentModeOf(config: ModeSettings): PaymentMode {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  if (config.BILLING_TEST_MODE) return config.BILLING_TEST_MODE === '1' ? 'test' : 'off';
  return config.NODE_ENV === 'production' ? 'off' : 'test';
}

/** The start-up line that says which mode billing is in; loud (warn) unless real payments are on. */
export function paymentModeNotice(config: ModeSettings): {
  level: 'info' | 'warn';
  message: string;
} {
  const why = `NODE_ENV=${config.NODE_ENV ?? '(unset)'}, BILLING_TEST_MODE=${config.BILLING_TEST_MODE ?? '(unset)'}, no STRIPE_SECRET_KEY`;
  switch (paymentModeOf(config)) {
    case 'stripe':
      return { level: 'info', message: 'payments go through Stripe (Checkout, Customer Portal, webhooks)' };
    case 'test':
      return {
        level: 'warn',
        message:
          `LOCAL TEST CHECKOUT IS ON (${why}): any signed-in user can take a paid plan without paying. Never ` +
          `expose this to real users; set the Stripe keys, or BILLING_TEST_MODE=0.`,
      };
    case 'off':
      return {
        level: 'warn',
        message:
          `PAYMENTS ARE NOT CONFIGURED (${why}): checkout and the portal answer 503. Set STRIPE_SECRET_KEY and ` +
          `STRIPE_WEBHOOK_SECRET (or BILLING_TEST_MODE=1 for a local test checkout).`,
      };
  }
}

/** Injection token of the validated billing settings. */
export const BILLING_CONFIG = Symbol('BILLING_CONFIG');
