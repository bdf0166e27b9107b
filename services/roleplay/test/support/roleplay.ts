// Starts the roleplay service over HTTP on a fresh embedded PostgreSQL, with a token issuer and a
// stand-in for auth's internal seller-profile route.
import type { AccessClaims, SellerProfile, Tier } from '@blindspot/contracts';
import { createTestDatabase } from '@blindspot/dev-postgres';
import { startTestIssuer, startTestService } from '@blindspot/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';

export interface TestUser {
  claims: AccessClaims;
  auth: { Authorization: string };
}

export interface RoleplayHarness {
  url: string;
  /** Seller profiles the fake auth serves, by user id. */
  profiles: Map<string, Partial<SellerProfile>>;
  /** How many seller-profile requests carried the right internal token. */
  profileRequests: () => number;
  sql<Row = Record<string, any>>(text: string, parameters?: unknown[]): Promise<Row[]>;
  startInstance(): Promise<{ url: string; close(): Promise<void> }>;
  newUser(tier?: Tier): Promise<TestUser>;
  close(): Promise<void>;
}

async function startFakeAuth(profiles: Map<string, Partial<SellerProfile>>) {
  let authorised = 0;
  const server: Server = createServer((request, response) => {
    const match = /^\/internal\/users\/([^/]+)\/seller-profile$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) return response.writeHead(404).end();
    if (request.headers['x-internal-token'] !== INTERNAL_TOKEN) return response.writeHead(401).end();
    authorised++;
    const profile = profiles.get(decodeURIComponent(match[1]));
    if (!profile) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...profile, website: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    authorised: () => authorised,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function startRoleplay(options: { env?: Record<string, string> } = {}): Promise<RoleplayHarness> {
  const database = await createTestDatabase('roleplay');
  const issuer = await startTestIssuer();
  const profiles = new Map<string, Partial<SellerProfile>>();
  const auth = await startFakeAuth(profiles);
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    AUTH_JWKS_URL: issuer.jwksUrl,
    AUTH_INTERNAL_URL: auth.url,
    INTERNAL_TOKEN,
    // The offline coach and no speech-to-text unless a test asks for them.
    OPENAI_API_KEY: '',
    TRANSCRIPTION_MODEL: '',
    ...options.env,
  };
  const instances = [await startTestService(AppModule, { env })];
  const db = await new DataSource({ type: 'postgres', url: database.url, poolSize: 2 }).initialize();
  return {
    url: instances[0].url,
    profiles,
    profileRequests: auth.authorised,
    async sql(text, parameters) {
      const result = await db.query(text, parameters);
      return /^\s*(UPDATE|DELETE)/i.test(text) ? result[0] : result;
    },
    async startInstance() {
      const instance = await startTestService(AppModule, { env });
      instances.push(instance);
      return instance;
    },
    async newUser(tier = 'practice') {
      const claims: AccessClaims = { sub: randomUUID(), email: `seller-${randomUUID().slice(0, 8)}@example.com`, tier, sid: randomUUID() };
      return { claims, auth: { Authorization: `Bearer ${await issuer.token(claims)}` } };
    },
    async close() {
      for (const instance of instances) await instance.close();
      await db.destroy();
      await auth.close();
      await issuer.close();
      await database.drop();
    },
  };
}
