// Starts the billing service over HTTP on a fresh embedded PostgreSQL, with a token issuer, a fake auth
// and (in Stripe mode) a fake Stripe API.
import type { AccessClaims, Tier } from '@blindspot/contracts';
import { createTestDatabase } from '@blindspot/dev-postgres';
import { RevokedSignIns } from '@blindspot/service-kit';
import { closeTestServices, startTestIssuer, startTestService, type TestUser } from '@blindspot/service-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { type FakeAuth, startFakeAuth } from './fake-auth.js';
import { type FakeStripe, startFakeStripe } from './fake-stripe.js';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';
export const WEBHOOK_SECRET = 'whsec_test_secret';
export const PUBLIC_URL = 'http://app.blindspot.test';

export interface BillingHarness {
  url: string;
  auth: FakeAuth;
  stripe: FakeStripe | null;
  /** Runs SQL on the service's database, returning the rows (to look at what the API does not show). */
  sql<Row = Record<string, any>>(text: string, parameters?: unknown[]): Promise<Row[]>;
  /** Starts one more billing instance on the same database (several instances behind the gateway), with settings changed by `env`. */
  startInstance(env?: Record<string, string>): Promise<{ url: string; close(): Promise<void> }>;
  /** Signs a sign-in out at the fake auth and has the first instance poll the revoked list now. */
  revokeAndPoll(sid: string): Promise<void>;
  /** A signed-in user with a fresh id and its bearer header. */
  newUser(tier?: Tier): Promise<TestUser>;
  /** Validly signed tokens auth would never issue (no exp, iat or kid; a sub that is not a UUID). */
  malformedTokens(claims: AccessClaims): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startBilling(options: { stripe?: boolean; env?: Record<string, string> } = {}): Promise<BillingHarness> {
  const database = await createTestDatabase('billing');
  const issuer = await startTestIssuer();
  const auth = await startFakeAuth(INTERNAL_TOKEN);
  const stripe = options.stripe ? await startFakeStripe() : null;
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    AUTH_JWKS_URL: issuer.jwksUrl,
    INTERNAL_TOKEN,
    AUTH_INTERNAL_URL: auth.url,
    PUBLIC_URL,
    OUTBOX_POLL_MS: '100',
    OUTBOX_RETRY_BASE_MS: '50',
    EXPIRY_SWEEP_MS: '200',
    ...(stripe ? { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url } : {}),
    ...options.env,
  };
  const instances = [await startTestService(AppModule, { env })];
  const db = await new DataSource({ type: 'postgres', url: database.url, poolSize: 2 }).initialize();

  return {
    url: instances[0].url,
    auth,
    stripe,
    async sql(text, parameters) {
      const result = await db.query(text, parameters);
      // UPDATE … RETURNING comes back as [rows, count].
      return /^\s*(UPDATE|DELETE)/i.test(text) ? result[0] : result;
    },
    async startInstance(overrides = {}) {
      const instance = await startTestService(AppModule, { env: { ...env, ...overrides } });
      instances.push(instance);
      return instance;
    },
    async revokeAndPoll(sid) {
      auth.revoked.push(sid);
      await instances[0].app.get(RevokedSignIns).refresh();
    },
    newUser: (tier = 'free') => issuer.newUser(tier),
    malformedTokens: (claims) => issuer.malformedTokens(claims),
    async close() {
      const failed = await closeTestServices(instances);
      await db.destroy();
      await auth.down();
      await stripe?.close();
      await issuer.close();
      await database.drop();
      if (failed) throw failed;
    },
  };
}

/** Polls `check` until it returns a truthy value (or fails after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5_000): Promise<Exclude<T, false | null | undefined>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | null | undefined>;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The path (and query) of an absolute URL, to request it from the service under test. */
export const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
