// Starts the roleplay service over HTTP on a fresh embedded PostgreSQL, with a token issuer and a
// stand-in for auth's internal seller-profile route.
import type { AccessClaims, SellerProfile, Tier } from '@blindspot/contracts';
import { createTestDatabase } from '@blindspot/dev-postgres';
import { RevokedSignIns } from '@blindspot/service-kit';
import {
  closeTestServices,
  startFakeSellerProfiles,
  startTestIssuer,
  startTestService,
  type TestUser,
} from '@blindspot/service-kit/testing';

export type { TestUser };

import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';

export interface RoleplayHarness {
  url: string;
  /** Seller profiles the fake auth serves, by user id. */
  profiles: Map<string, Partial<SellerProfile>>;
  /** How many seller-profile requests carried the right internal token. */
  profileRequests: () => number;
  /** Signs a sign-in out at the fake auth, and has the first instance poll the list now. */
  revokeAndPoll(sid: string): Promise<void>;
  sql<Row = Record<string, any>>(text: string, parameters?: unknown[]): Promise<Row[]>;
  startInstance(): Promise<{ url: string; close(): Promise<void> }>;
  newUser(tier?: Tier): Promise<TestUser>;
  /** The bearer header of a token for these claims (the same user at another tier, say). */
  authFor(claims: AccessClaims): Promise<TestUser['auth']>;
  /** Validly signed tokens auth would never issue (no exp, iat or kid; a sub that is not a UUID). */
  malformedTokens(claims: AccessClaims): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startRoleplay(options: { env?: Record<string, string> } = {}): Promise<RoleplayHarness> {
  const database = await createTestDatabase('roleplay');
  const issuer = await startTestIssuer();
  const auth = await startFakeSellerProfiles(INTERNAL_TOKEN);
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    AUTH_JWKS_URL: issuer.jwksUrl,
    AUTH_INTERNAL_URL: auth.url,
    INTERNAL_TOKEN,
    // The offline coach and no speech-to-text unless a test asks for them.
    OPENAI_API_KEY: '',
    TRANSCRIPTION_MODEL: '',
    // The tests share a few users across many turns; the per-user coach limit has its own test file.
    COACH_RATE_LIMIT_PER_MINUTE: '1000',
    ...options.env,
  };
  const instances = [await startTestService(AppModule, { env })];
  const db = await new DataSource({ type: 'postgres', url: database.url, poolSize: 2 }).initialize();
  return {
    url: instances[0].url,
    profiles: auth.profiles,
    profileRequests: auth.authorised,
    async revokeAndPoll(sid) {
      auth.revoke(sid);
      await instances[0].app.get(RevokedSignIns).refresh();
    },
    async sql(text, parameters) {
      const result = await db.query(text, parameters);
      return /^\s*(UPDATE|DELETE)/i.test(text) ? result[0] : result;
    },
    async startInstance() {
      const instance = await startTestService(AppModule, { env });
      instances.push(instance);
      return instance;
    },
    newUser: (tier = 'practice') => issuer.newUser(tier),
    authFor: async (claims) => ({ Authorization: `Bearer ${await issuer.token(claims)}` }),
    malformedTokens: (claims) => issuer.malformedTokens(claims),
    async close() {
      const failed = await closeTestServices(instances);
      await db.destroy();
      await auth.close();
      await issuer.close();
      await database.drop();
      if (failed) throw failed;
    },
  };
}

/** A stand-in for a value `beforeAll` fills in: reads go to the value once it is there, and fail clearly before. */
function filledLater<T extends object>(read: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = read();
      if (!value) throw new Error(`${what} was read before the spec's beforeAll started it`);
      const field = Reflect.get(value, key);
      return typeof field === 'function' ? field.bind(value) : field;
    },
  });
}

/**
 * The set-up the session specs share: one roleplay service for the file (started before its tests and
 * stopped after them) and one user per name at the tier given, `{ seller: 'practice', other: 'pro' }` by
 * default. Destructure it at the top of a `describe`: `const { rp, seller, other } = useRoleplay();`.
 */
export function useRoleplay<const Users extends Record<string, Tier> = { seller: 'practice'; other: 'pro' }>(
  users: Users = { seller: 'practice', other: 'pro' } as unknown as Users,
  options: { env?: Record<string, string> } = {},
): { rp: RoleplayHarness } & { [Name in keyof Users]: TestUser } {
  let harness: RoleplayHarness | undefined;
  const made = new Map<string, TestUser>();
  beforeAll(async () => {
    harness = await startRoleplay(options);
    for (const [name, tier] of Object.entries(users)) made.set(name, await harness.newUser(tier));
  });
  afterAll(() => harness?.close());
  const named = Object.fromEntries(Object.keys(users).map((name) => [name, filledLater(() => made.get(name), `the user "${name}"`)]));
  return { rp: filledLater(() => harness, 'the roleplay service'), ...named } as { rp: RoleplayHarness } & {
    [Name in keyof Users]: TestUser;
  };
}
