// Starts the auth service over HTTP on a fresh embedded PostgreSQL, with its signing key in a
// temporary folder and a stand-in for deals' internal usage route.

import { createPrivateKey, type KeyObject, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Session } from '@blindspot/contracts';
import { createTestDatabase } from '@blindspot/dev-postgres';
import { closeTestServices, startTestService } from '@blindspot/service-kit/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { type PurgeResult, SessionPurgeService } from '../../src/sessions/session-purge.service.js';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';
/** The gateway's token: only requests carrying it have their x-forwarded-for believed. */
export const GATEWAY_TOKEN = 'test-gateway-token-0123456789';

/** The headers the gateway adds for a client at `address`. */
export const viaGateway = (address: string) => ({ 'x-forwarded-for': address, 'x-gateway-token': GATEWAY_TOKEN });
export const PASSWORD = 'correct horse battery';

/** How the fake deals answers the usage route: a count, an error, a dropped connection, or never. */
export type DealsMode = 'ok' | 'error' | 'down' | 'hang';

export interface FakeDeals {
  url: string;
  mode: DealsMode;
  usage: Map<string, number>;
  /** Requests that carried the right internal token. */
  authorisedCalls: number;
  close(): Promise<void>;
}

async function startFakeDeals(): Promise<FakeDeals> {
  const hanging = new Set<import('node:http').ServerResponse>();
  const fake: FakeDeals = {
    url: '',
    mode: 'ok',
    usage: new Map(),
    authorisedCalls: 0,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((request, response) => {
    const match = /^\/internal\/users\/([^/]+)\/usage$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) return response.writeHead(404).end();
    if (request.headers['x-internal-token'] !== INTERNAL_TOKEN) return response.writeHead(401).end();
    fake.authorisedCalls += 1;
    if (fake.mode === 'down') return request.socket.destroy();
    if (fake.mode === 'error') return response.writeHead(503, { 'content-type': 'application/json' }).end('{"statusCode":503}');
    if (fake.mode === 'hang') return void hanging.add(response);
    const analysesThisMonth = fake.usage.get(decodeURIComponent(match[1])) ?? 0;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ analysesThisMonth }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

export interface AuthHarness {
  url: string;
  deals: FakeDeals;
  keysDir: string;
  /** The signing key auth generated on start (to forge expired tokens with a valid signature). */
  privateKey(): KeyObject;
  sql<Row = Record<string, any>>(text: string, parameters?: unknown[]): Promise<Row[]>;
  /** A client address no other test uses, so per-IP limits never leak between tests. */
  nextIp(): string;
  /** Runs one pass of the ended-session purge now (it otherwise runs hourly). */
  purgeSessions(): Promise<PurgeResult>;
  /** Signs up a new user from a fresh address. */
  signUp(email?: string): Promise<{ email: string; session: Session; ip: string }>;
  /** Starts another instance on the same database and signing key, as a scaled-out deployment runs. */
  startAnotherInstance(): Promise<{ url: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

let ipCounter = 0;

export async function startAuth(options: { env?: Record<string, string> } = {}): Promise<AuthHarness> {
  const database = await createTestDatabase('auth');
  const deals = await startFakeDeals();
  const keysDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'blindspot-auth-')), 'keys');
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    INTERNAL_TOKEN,
    DEALS_INTERNAL_URL: deals.url,
    AUTH_KEYS_DIR: keysDir,
    USAGE_TIMEOUT_MS: '300',
    GATEWAY_TOKEN,
    AUTH_RATE_LIMIT_PER_MINUTE: '5',
    ...options.env,
  };
  const service = await startTestService(AppModule, { env });
  const db = await new DataSource({ type: 'postgres', url: database.url, poolSize: 2 }).initialize();
  const nextIp = () => {
    ipCounter += 1;
    return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  };
  return {
    url: service.url,
    deals,
    keysDir,
    privateKey: () => createPrivateKey(fs.readFileSync(path.join(keysDir, 'private.pem'), 'utf8')),
    async sql(text, parameters) {
      const result = await db.query(text, parameters);
      return /^\s*(UPDATE|DELETE)/i.test(text) ? result[0] : result;
    },
    nextIp,
    purgeSessions: () => service.app.get(SessionPurgeService).purge(),
    async startAnotherInstance() {
      // Same settings (process.env keeps them), so the same database, key folder and limits.
      const other = await startTestService(AppModule, { env });
      return { url: other.url, close: () => other.close() };
    },
    async signUp(email = `seller-${randomUUID().slice(0, 8)}@example.com`) {
      const ip = nextIp();
      const response = await request(service.url).post('/api/auth/signup').set(viaGateway(ip)).send({ email, password: PASSWORD });
      if (response.status !== 200) throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { email, session: response.body.session as Session, ip };
    },
    async close() {
      const failed = await closeTestServices([service]);
      await db.destroy();
      await deals.close();
      await database.drop();
      fs.rmSync(path.dirname(keysDir), { recursive: true, force: true });
      if (failed) throw failed;
    },
  };
}

/** The decoded payload of a JWT (no verification: for reading claims in assertions). */
export function claimsOf(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

export const bearer = (session: Pick<Session, 'access_token'>) => ({ Authorization: `Bearer ${session.access_token}` });
