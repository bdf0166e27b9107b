// Personal access tokens (docs/api.md): Pro only, shown once, stored as SHA-256, listed, revoked (and then
// listed in the revoked sign-ins feed), limited per user; introspected for the other services' guards.

import { createHash, randomUUID } from 'node:crypto';
import { PERSONAL_TOKEN_PATTERN, type Session } from '@blindspot/contracts';
import { type OpenApiDocument, openApiProblems, openApiResponseValidator } from '@blindspot/service-kit/testing';
import request from 'supertest';
import { type AuthHarness, bearer, INTERNAL_TOKEN, startAuth, viaGateway } from './support/auth.js';

let auth: AuthHarness;
let document: OpenApiDocument;
let validator: ReturnType<typeof openApiResponseValidator>;
let subscriptionVersion = 0;

beforeAll(async () => {
  auth = await startAuth({ env: { PERSONAL_TOKEN_CREATE_PER_HOUR: '5' } });
  document = (await request(auth.url).get('/openapi.json').expect(200)).body;
  validator = openApiResponseValidator(document);
});
afterAll(async () => {
  await auth?.close();
});

/** A signed-up user moved to `tier` (as billing does), with a session whose access token carries it. */
async function userOn(tier: 'free' | 'practice' | 'pro'): Promise<{ id: string; session: Session }> {
  const { session, ip } = await auth.signUp();
  if (tier === 'free') return { id: session.user.id, session };
  subscriptionVersion += 1;
  await request(auth.url)
    .put(`/internal/users/${session.user.id}/subscription`)
    .set('x-internal-token', INTERNAL_TOKEN)
    .send({ tier, currentPeriodEnd: null, version: subscriptionVersion })
    .expect(200);
  const refreshed = await request(auth.url)
    .post('/api/auth/refresh')
    .set(viaGateway(ip))
    .send({ refresh_token: session.refresh_token })
    .expect(200);
  return { id: session.user.id, session: refreshed.body.session };
}

const create = (session: Session, body: object) => request(auth.url).post('/api/auth/personal-tokens').set(bearer(session)).send(body);
const introspect = (token: string) =>
  request(auth.url).post('/internal/personal-tokens/introspect').set('x-internal-token', INTERNAL_TOKEN).send({ token });

describe('creating a token', () => {
  it('is for Pro only: Free and Practice get 403 naming the way out, and nothing is stored', async () => {
    for (const tier of ['free', 'practice'] as const) {
      const { id, session } = await userOn(tier);
      const refused = await create(session, { name: 'CI', scopes: ['deals:read'] }).expect(403);
      expect(refused.body.message).toBe('Personal access tokens are only available on the Pro plan. Upgrade to Pro to use the API.');
      validator.check('post', '/api/auth/personal-tokens', 403, refused.body);
      expect(await auth.sql('SELECT 1 FROM personal_access_tokens WHERE user_id = $1', [id])).toHaveLength(0);
    }
  });

  it('shows the token once, keeps only its SHA-256 and lists it without the secret', async () => {
    const { id, session } = await userOn('pro');
    const created = await create(session, { name: '  CRM sync  ', scopes: ['roleplay:read', 'deals:read'] }).expect(201);
    validator.check('post', '/api/auth/personal-tokens', 201, created.body);
    expect(created.headers['cache-control']).toBe('no-store');
    const { token } = created.body;
    expect(token).toMatch(PERSONAL_TOKEN_PATTERN);
    expect(created.body).toMatchObject({
      name: 'CRM sync',
      scopes: ['deals:read', 'roleplay:read'],
      prefix: token.slice(0, 8),
      lastUsedAt: null,
      expiresAt: null,
    });

    // At rest: the hash, never the token (nor any column that would give it back).
    const [row] = await auth.sql('SELECT * FROM personal_access_tokens WHERE user_id = $1', [id]);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    for (const value of Object.values(row)) expect(JSON.stringify(value ?? null)).not.toContain(token.slice(8));

    const list = await request(auth.url).get('/api/auth/personal-tokens').set(bearer(session)).expect(200);
    validator.check('get', '/api/auth/personal-tokens', 200, list.body);
    expect(list.body.items).toEqual([{ ...created.body, token: undefined }].map(({ token: _, ...rest }) => rest));
    expect(JSON.stringify(list.body)).not.toContain(token.slice(8));
  });

  it('takes an expiry in days, and refuses bad input naming the field', async () => {
    const { session } = await userOn('pro');
    const created = await create(session, { name: 'Temp', scopes: ['deals:write'], expiresInDays: 7 }).expect(201);
    const days = (Date.parse(created.body.expiresAt) - Date.parse(created.body.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    // Another user: every attempt counts against the hourly limit (5 here), refused ones too.
    const { session: other } = await userOn('pro');
    for (const [body, message] of [
      [{ name: '', scopes: ['deals:read'] }, /^name: name is required/],
      [{ name: 'x', scopes: [] }, /^scopes: scopes: pick at least one/],
      [{ name: 'x', scopes: ['admin'] }, /^scopes\.0: each scope must be one of deals:read, deals:write, roleplay:read, roleplay:write/],
      [{ name: 'x', scopes: ['deals:read'], expiresInDays: 0 }, /^expiresInDays: expiresInDays must be at least 1/],
      [{ name: 'x', scopes: ['deals:read'], owner: 'someone' }, /owner/],
    ] as const) {
      const refused = await create(other, body).expect(400);
      expect(refused.body.message).toMatch(message);
    }
  });

  it('is limited per user (429 with Retry-After), and to 20 working tokens (409)', async () => {
    const { id, session } = await userOn('pro');
    for (let i = 0; i < 5; i++) await create(session, { name: `t${i}`, scopes: ['deals:read'] }).expect(201);
    const limited = await create(session, { name: 'one more', scopes: ['deals:read'] }).expect(429);
    expect(limited.body.message).toMatch(/^Too many new personal access tokens; try again in \d+ seconds$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    validator.check('post', '/api/auth/personal-tokens', 429, limited.body);

    const other = await userOn('pro');
    for (let i = 0; i < 20; i++) {
      await auth.sql(
        `INSERT INTO personal_access_tokens (id, user_id, name, scopes, token_hash, prefix) VALUES ($1, $2, 'seeded', '{deals:read}', $3, 'bsp_xxxx')`,
        [randomUUID(), other.id, createHash('sha256').update(randomUUID()).digest('hex')],
      );
    }
    const full = await create(other.session, { name: 'one too many', scopes: ['deals:read'] }).expect(409);
    expect(full.body.message).toBe('You have 20 personal access tokens, the most you can hold; revoke one first');
    // An expired one does not count.
    await auth.sql(
      `UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = (SELECT id ` +
        `FROM personal_access_tokens WHERE user_id = $1 LIMIT 1)`,
      [other.id],
    );
    await create(other.session, { name: 'in its place', scopes: ['deals:read'] }).expect(201);
    expect(id).not.toBe(other.id);
  });
});

describe('introspection (for the services)', () => {
  it('vouches for a working token with the user as it is now and the token id as sid, and marks it used', async () => {
    const { id, session } = await userOn('pro');
    const { body: created } = await create(session, { name: 'CI', scopes: ['deals:write'] }).expect(201);
    const answer = await introspect(created.token).expect(200);
    expect(answer.body).toEqual({
      active: true,
      tokenId: created.id,
      scopes: ['deals:write'],
      claims: { sub: id, email: session.user.email, tier: 'pro', sid: created.id },
    });
    const list = await request(auth.url).get('/api/auth/personal-tokens').set(bearer(session)).expect(200);
    expect(Date.parse(list.body.items[0].lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
  });

  it('says inactive for unknown, malformed, expired tokens and owners no longer on Pro', async () => {
    const { id, session } = await userOn('pro');
    const { body: kept } = await create(session, { name: 'kept', scopes: ['deals:read'] }).expect(201);
    const { body: expiring } = await create(session, { name: 'expiring', scopes: ['deals:read'] }).expect(201);
    await auth.sql(`UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.id]);
    expect((await introspect(expiring.token).expect(200)).body).toEqual({ active: false });
    expect((await introspect(`${kept.token.slice(0, -1)}${kept.token.endsWith('A') ? 'B' : 'A'}`).expect(200)).body).toEqual({
      active: false,
    });
    expect((await introspect('bsp_short').expect(200)).body).toEqual({ active: false });
    expect((await introspect(kept.token).expect(200)).body.active).toBe(true);
    subscriptionVersion += 1;
    await request(auth.url)
      .put(`/internal/users/${id}/subscription`)
      .set('x-internal-token', INTERNAL_TOKEN)
      .send({ tier: 'free', currentPeriodEnd: null, version: subscriptionVersion })
      .expect(200);
    expect((await introspect(kept.token).expect(200)).body).toEqual({ active: false });
  });

  it('is internal: no internal token, no answer', async () => {
    await request(auth.url).post('/internal/personal-tokens/introspect').send({ token: 'bsp_x' }).expect(401);
    const { session } = await userOn('pro');
    await request(auth.url).post('/internal/personal-tokens/introspect').set(bearer(session)).send({ token: 'bsp_x' }).expect(401);
  });
});

describe('revoking a token', () => {
  it('stops it at once at auth, lists it in the revoked feed, and hides it from the list', async () => {
    const { session } = await userOn('pro');
    const { body: created } = await create(session, { name: 'CI', scopes: ['deals:read'] }).expect(201);
    const since = new Date(Date.now() - 5_000).toISOString();
    await request(auth.url).delete(`/api/auth/personal-tokens/${created.id}`).set(bearer(session)).expect(204);
    expect((await introspect(created.token).expect(200)).body).toEqual({ active: false });
    const feed = await request(auth.url)
      .get('/internal/sign-ins/revoked')
      .query({ since })
      .set('x-internal-token', INTERNAL_TOKEN)
      .expect(200);
    expect(feed.body.revoked).toContain(created.id);
    const list = await request(auth.url).get('/api/auth/personal-tokens').set(bearer(session)).expect(200);
    expect(list.body.items).toEqual([]);
    await request(auth.url).delete(`/api/auth/personal-tokens/${created.id}`).set(bearer(session)).expect(404);
  });

  it("treats another user's token, an unknown and a malformed id as not found", async () => {
    const owner = await userOn('pro');
    const stranger = await userOn('pro');
    const { body: created } = await create(owner.session, { name: 'mine', scopes: ['deals:read'] }).expect(201);
    const refused = await request(auth.url).delete(`/api/auth/personal-tokens/${created.id}`).set(bearer(stranger.session)).expect(404);
    validator.check('delete', '/api/auth/personal-tokens/{id}', 404, refused.body);
    await request(auth.url).delete(`/api/auth/personal-tokens/${randomUUID()}`).set(bearer(owner.session)).expect(404);
    await request(auth.url).delete('/api/auth/personal-tokens/not-an-id').set(bearer(owner.session)).expect(404);
    expect((await introspect(created.token).expect(200)).body.active).toBe(true);
    const list = await request(auth.url).get('/api/auth/personal-tokens').set(bearer(stranger.session)).expect(200);
    expect(list.body.items).toEqual([]);
  });

  it('works after leaving Pro (tokens can always be cleaned up)', async () => {
    const { id, session } = await userOn('pro');
    const { body: created } = await create(session, { name: 'old', scopes: ['deals:read'] }).expect(201);
    subscriptionVersion += 1;
    await request(auth.url)
      .put(`/internal/users/${id}/subscription`)
      .set('x-internal-token', INTERNAL_TOKEN)
      .send({ tier: 'free', currentPeriodEnd: null, version: subscriptionVersion })
      .expect(200);
    await request(auth.url).delete(`/api/auth/personal-tokens/${created.id}`).set(bearer(session)).expect(204);
  });
});

describe('where personal tokens are not taken', () => {
  it("auth's own routes want a signed-in session: a token cannot list, make or revoke tokens, nor read the user", async () => {
    const { session } = await userOn('pro');
    const { body: created } = await create(session, {
      name: 'CI',
      scopes: ['deals:read', 'deals:write', 'roleplay:read', 'roleplay:write'],
    }).expect(201);
    const pat = { Authorization: `Bearer ${created.token}` };
    for (const call of [
      request(auth.url).get('/api/auth/personal-tokens').set(pat),
      request(auth.url)
        .post('/api/auth/personal-tokens')
        .set(pat)
        .send({ name: 'x', scopes: ['deals:read'] }),
      request(auth.url).delete(`/api/auth/personal-tokens/${created.id}`).set(pat),
      request(auth.url).get('/api/auth/user').set(pat),
      request(auth.url).get('/api/seller-profile').set(pat),
    ]) {
      const refused = await call.expect(401);
      expect(refused.body.message).toBe('This route takes the access token of a signed-in session, not a personal access token');
    }
  });
});

describe("auth's OpenAPI document", () => {
  it('is valid OpenAPI 3.1 and documents every public route of auth, none for personal tokens', async () => {
    expect(await openApiProblems(document)).toEqual([]);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method} ${path} ${JSON.stringify((operation as any).security)}`),
    );
    const signedIn = '[{"bearer":[]}]';
    expect(operations.sort()).toEqual([
      `delete /api/auth/personal-tokens/{id} ${signedIn}`,
      `delete /api/user ${signedIn}`,
      'get /api/auth/.well-known/jwks.json []',
      `get /api/auth/personal-tokens ${signedIn}`,
      `get /api/auth/user ${signedIn}`,
      `get /api/seller-profile ${signedIn}`,
      `patch /api/user/onboarding ${signedIn}`,
      'post /api/auth/login []',
      `post /api/auth/logout ${signedIn}`,
      `post /api/auth/personal-tokens ${signedIn}`,
      'post /api/auth/refresh []',
      'post /api/auth/signup []',
      `put /api/seller-profile ${signedIn}`,
    ]);
    const { session } = await userOn('pro');
    validator.check('get', '/api/auth/user', 200, (await request(auth.url).get('/api/auth/user').set(bearer(session)).expect(200)).body);
  });
});
