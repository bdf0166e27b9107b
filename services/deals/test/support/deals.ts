// Starts the deals service over HTTP on a fresh embedded PostgreSQL, with a token issuer and a
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

export interface DealsHarness {
  url: string;
  /** Seller profiles the fake auth serves, by user id. */
  profiles: Map<string, Partial<SellerProfile>>;
  /** How many seller-profile requests the fake auth has answered (each coach reply makes one first). */
  sellerProfileRequests(): number;
  /** Signs a sign-in out at the fake auth: deals refuses its tokens after its next poll. */
  revoke(sid: string): void;
  /** Makes deals poll the revoked sign-ins now. */
  pollRevocations(): Promise<void>;
  sql<Row = Record<string, any>>(text: string, parameters?: unknown[]): Promise<Row[]>;
  newUser(tier?: Tier): Promise<TestUser>;
  /** Validly signed tokens auth would never issue (no exp, iat or kid; a sub that is not a UUID). */
  malformedTokens(claims: AccessClaims): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startDeals(options: { env?: Record<string, string> } = {}): Promise<DealsHarness> {
  const database = await createTestDatabase('deals');
  const issuer = await startTestIssuer();
  const auth = await startFakeSellerProfiles(INTERNAL_TOKEN);
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    AUTH_JWKS_URL: issuer.jwksUrl,
    AUTH_INTERNAL_URL: auth.url,
    INTERNAL_TOKEN,
    ...options.env,
  };
  const service = await startTestService(AppModule, { env });
  const db = await new DataSource({ type: 'postgres', url: database.url, poolSize: 2 }).initialize();
  return {
    url: service.url,
    profiles: auth.profiles,
    sellerProfileRequests: () => auth.authorised(),
    revoke: (sid) => auth.revoke(sid),
    pollRevocations: () => service.app.get(RevokedSignIns).refresh(),
    async sql(text, parameters) {
      const result = await db.query(text, parameters);
      return /^\s*(UPDATE|DELETE)/i.test(text) ? result[0] : result;
    },
    newUser: (tier = 'free') => issuer.newUser(tier),
    malformedTokens: (claims) => issuer.malformedTokens(claims),
    async close() {
      const failed = await closeTestServices([service]);
      await db.destroy();
      await auth.close();
      await issuer.close();
      await database.drop();
      if (failed) throw failed;
    },
  };
}

/** Parses a server-sent events body into its events. */
export function parseEvents(body: string): Array<{ event: string; data: any }> {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : null };
    });
}
