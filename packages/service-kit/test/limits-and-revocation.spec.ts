// Limits counted in PostgreSQL (shared by every instance), the client address believed only from the
// gateway, the idempotency key, and revoked sign-ins refused within one poll of auth's list.
import { createTestDatabase } from '@blindspot/dev-postgres';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { RateLimiter, RevokedSignIns } from '../src/index.js';
import {
  type FakeSellerProfiles,
  startFakeSellerProfiles,
  startTestIssuer,
  startTestService,
  type TestIssuer,
  type TestService,
} from '../src/testing.js';
import { FixtureModule } from './fixture.module.js';

const INTERNAL_TOKEN = 'kit-test-internal-token-0123';
const GATEWAY_TOKEN = 'kit-test-gateway-token-0123';
const GATEWAY_TOKEN_NEXT = 'kit-test-gateway-token-next-0123';

let database: { url: string; drop(): Promise<void> };
let issuer: TestIssuer;
let auth: FakeSellerProfiles;
let service: TestService;

beforeAll(async () => {
  database = await createTestDatabase('kit_limits');
  issuer = await startTestIssuer();
  auth = await startFakeSellerProfiles(INTERNAL_TOKEN);
  service = await startTestService(FixtureModule, {
    openApi: 'off',
    env: {
      DATABASE_URL: database.url,
      AUTH_JWKS_URL: issuer.jwksUrl,
      AUTH_INTERNAL_URL: auth.url,
      INTERNAL_TOKEN,
      GATEWAY_TOKEN,
      GATEWAY_TOKEN_NEXT,
      FIXTURE_GREETING: 'hi',
      FIXTURE_LIMIT: '3',
      // Long enough that only the test's own refresh() polls between two requests.
      REVOKED_SIGN_INS_POLL_MS: '10000',
    },
  });
});
afterAll(async () => {
  await service?.close();
  await auth?.close();
  await issuer?.close();
  await database?.drop();
});

describe('per-user limits', () => {
  it('answers 429 with Retry-After past the limit, for that user only', async () => {
    const [a, b] = [await issuer.newUser('free'), await issuer.newUser('free')];
    const call = (user: typeof a) => request(service.url).post('/api/limited/per-user').set(user.auth);
    for (let i = 0; i < 3; i++) await call(a).expect(201);
    const limited = await call(a).expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.body.message).toMatch(/^Too many fixture calls; try again in \d+ seconds$/);
    // 3 per 60 s: the next one is allowed 20 s after the first.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(20);
    await call(b).expect(201);
  });

  it('keeps the count in the database, so every instance shares it', async () => {
    const user = await issuer.newUser('free');
    await request(service.url).post('/api/limited/per-user').set(user.auth).expect(201);
    // Another instance: its own limiter on its own connection to the same database spends the rest.
    const other = await new DataSource({ type: 'postgres', url: database.url, poolSize: 1 }).initialize();
    try {
      const limiter = new RateLimiter(other);
      expect((await limiter.hit('fixture-user', user.claims.sub, { limit: 3, windowSeconds: 60 })).allowed).toBe(true);
      expect((await limiter.hit('fixture-user', user.claims.sub, { limit: 3, windowSeconds: 60 })).allowed).toBe(true);
      expect((await limiter.hit('fixture-user', user.claims.sub, { limit: 3, windowSeconds: 60 })).allowed).toBe(false);
    } finally {
      await other.destroy();
    }
    await request(service.url).post('/api/limited/per-user').set(user.auth).expect(429);
  });

  it('lets exactly the limit through when many requests come at once', async () => {
    const user = await issuer.newUser('free');
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(service.url).post('/api/limited/per-user').set(user.auth)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5);
  });
});

describe('the client address', () => {
  const call = (headers: Record<string, string>) => request(service.url).post('/api/limited/per-address').set(headers);

  it('believes x-forwarded-for only on requests that carry the gateway token', async () => {
    const fromGateway = await call({ 'x-forwarded-for': '203.0.113.7', 'x-gateway-token': GATEWAY_TOKEN }).expect(201);
    expect(fromGateway.body.address).toBe('203.0.113.7');
    const direct = await call({ 'x-forwarded-for': '203.0.113.8' }).expect(201);
    expect(direct.body.address).toBe('127.0.0.1');
    const wrongToken = await call({ 'x-forwarded-for': '203.0.113.9', 'x-gateway-token': 'not-the-gateway-token-000' }).expect(201);
    expect(wrongToken.body.address).toBe('127.0.0.1');
  });

  it('believes the next gateway token too, so a rotation can roll the gateway after the services', async () => {
    const rotated = await call({ 'x-forwarded-for': '203.0.113.10', 'x-gateway-token': GATEWAY_TOKEN_NEXT }).expect(201);
    expect(rotated.body.address).toBe('203.0.113.10');
  });

  it('so a direct caller cannot escape a per-address limit by inventing addresses', async () => {
    // 127.0.0.1 has used 2 of its 3 above.
    await call({ 'x-forwarded-for': '198.51.100.1' }).expect(201);
    await call({ 'x-forwarded-for': '198.51.100.2' }).expect(429);
    // Through the gateway each client has its own budget.
    await call({ 'x-forwarded-for': '198.51.100.3', 'x-gateway-token': GATEWAY_TOKEN }).expect(201);
  });
});

describe('Idempotency-Key', () => {
  it('is read from the header, optional, and a malformed one is a 400', async () => {
    const key = '0b5d3c1e-8f3a-4c55-9a1b-2f6e7d8c9b0a';
    expect((await request(service.url).post('/api/limited/idempotent').set('Idempotency-Key', key).expect(201)).body).toEqual({ key });
    expect((await request(service.url).post('/api/limited/idempotent').expect(201)).body).toEqual({ key: null });
    const bad = await request(service.url).post('/api/limited/idempotent').set('Idempotency-Key', 'has spaces in it').expect(400);
    expect(bad.body.message).toMatch(/^Idempotency-Key: /);
    await request(service.url).post('/api/limited/idempotent').set('Idempotency-Key', 'k'.repeat(129)).expect(400);
  });
});

describe('revoked sign-ins', () => {
  it('refuses the tokens of a sign-in auth has revoked, from the next poll on, and only those', async () => {
    const user = await issuer.newUser('free');
    const sameSignIn = `Bearer ${await issuer.token(user.claims)}`;
    const other = await issuer.newUser('free');
    await request(service.url).get('/api/notes/me').set(user.auth).expect(200);
    auth.revoke(user.claims.sid);
    const polls = auth.revocationPolls();
    await service.app.get(RevokedSignIns).refresh();
    expect(auth.revocationPolls()).toBe(polls + 1);
    const refused = await request(service.url).get('/api/notes/me').set(user.auth).expect(401);
    expect(refused.body.message).toBe('Session has ended; sign in again');
    // Every token of that sign-in, not just the one that was used.
    await request(service.url).get('/api/notes/me').set('Authorization', sameSignIn).expect(401);
    await request(service.url).get('/api/notes/me').set(other.auth).expect(200);
  });

  it('polled auth at start-up, with the internal token', () => {
    expect(auth.revocationPolls()).toBeGreaterThanOrEqual(1);
  });
});
