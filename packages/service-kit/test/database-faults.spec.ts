// The database out of reach: refused connections, a server that stops answering, a statement that runs
// too long. Requests answer 503 with Retry-After within the timeouts, never 500 and never a hang.

import { createHash } from 'node:crypto';
import net, { type AddressInfo, type Socket } from 'node:net';
import { createTestDatabase } from '@blindspot/dev-postgres';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestIssuer, startTestService, type TestIssuer, type TestService } from '../src/testing.js';
import { FixtureModule } from './fixture.module.js';

const INTERNAL_TOKEN = 'kit-test-internal-token-0123';

/**
 * A TCP proxy in front of PostgreSQL (the network edge): it can refuse connections (as a stopped server
 * does) and freeze (connections stay open, nothing gets through, as a hung server or a lost network).
 */
async function startProxy(target: { host: string; port: number }) {
  const pairs = new Set<{ client: Socket; upstream: Socket; held: Array<[Socket, Buffer]> }>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream, held: [] as Array<[Socket, Buffer]> };
    pairs.add(pair);
    const forward = (to: Socket) => (chunk: Buffer) => (frozen ? pair.held.push([to, chunk]) : to.write(chunk));
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** Closes the port and every connection: new connections are refused. */
    async refuse() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
      });
    },
    async accept() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) for (const [to, chunk] of pair.held.splice(0)) to.write(chunk);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
      }),
  };
}

let database: { url: string; drop(): Promise<void> };
let issuer: TestIssuer;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let service: TestService;
let env: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase('kitfaults');
  const url = new URL(database.url);
  proxy = await startProxy({ host: url.hostname, port: Number(url.port) });
  url.port = String(proxy.port);
  issuer = await startTestIssuer();
  env = {
    DATABASE_URL: url.toString(),
    AUTH_JWKS_URL: issuer.jwksUrl,
    INTERNAL_TOKEN,
    FIXTURE_GREETING: 'hi',
    DATABASE_CONNECT_TIMEOUT_MS: '500',
    DATABASE_STATEMENT_TIMEOUT_MS: '500',
  };
  service = await startTestService(FixtureModule, { openApi: 'off', env });
});
afterAll(async () => {
  await service?.close();
  await proxy?.close();
  await issuer?.close();
  await database?.drop();
});

/** Polls until the service reads the database again. */
async function recovered(): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await request(service.url).get('/api/notes/count')).status !== 200) {
    if (Date.now() > deadline) throw new Error('the service did not recover');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('answers 503 with Retry-After while connections are refused, and serves again once the database is back', async () => {
  await request(service.url).get('/api/notes/count').expect(200, { count: 0 });
  await proxy.refuse();
  try {
    for (let i = 0; i < 3; i++) {
      const response = await request(service.url).get('/api/notes/count');
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toMatchObject({
        statusCode: 503,
        error: 'Service Unavailable',
        message: expect.stringMatching(/database is unavailable/),
      });
    }
    await request(service.url).get('/health').expect(503);
  } finally {
    await proxy.accept();
  }
  await recovered();
});

it('answers 503 within the timeouts when the database stops answering, instead of hanging', async () => {
  await request(service.url).get('/api/notes/count').expect(200);
  proxy.freeze();
  try {
    const started = Date.now();
    const responses = await Promise.all([0, 1, 2].map(() => request(service.url).get('/api/notes/count')));
    for (const response of responses) {
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    }
    // Statement timeout 500 ms: the client gives up 2 s after it, or after the 500 ms connect timeout.
    expect(Date.now() - started).toBeLessThan(6_000);
  } finally {
    proxy.thaw();
  }
  await recovered();
});

it('cancels a statement that runs past the statement timeout with 503', async () => {
  const started = Date.now();
  const response = await request(service.url).get('/api/notes/slow');
  expect(response.status).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(Date.now() - started).toBeLessThan(2_500);
});

it('still runs migrations that wait on another instance longer than the statement timeout', async () => {
  // Holds the migration lock as an instance migrating slowly would; a new instance must wait, not fail.
  const lockKey = createHash('sha256').update('migrations:fixture').digest().readBigInt64BE(0).toString();
  const db = await new DataSource({ type: 'postgres', url: database.url, poolSize: 1 }).initialize();
  const holder = db.createQueryRunner();
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock($1::bigint)', [lockKey]);
  const release = setTimeout(() => void holder.query('SELECT pg_advisory_unlock($1::bigint)', [lockKey]), 1_500);
  try {
    const second = await startTestService(FixtureModule, { openApi: 'off', env });
    await request(second.url).get('/api/notes/count').expect(200);
    await second.close();
  } finally {
    clearTimeout(release);
    await holder.release();
    await db.destroy();
  }
});
