// The user record, onboarding, seller profile and the internal routes, over HTTP on a real PostgreSQL.

import { randomUUID } from 'node:crypto';
import type { Session } from '@blindspot/contracts';
import request from 'supertest';
import { type AuthHarness, bearer, claimsOf, INTERNAL_TOKEN, startAuth, viaGateway } from './support/auth.js';

let auth: AuthHarness;

beforeAll(async () => {
  auth = await startAuth();
});

afterEach(() => {
  auth.deals.mode = 'ok';
});

afterAll(async () => {
  await auth?.close();
});

const api = () => request(auth.url);
const internal = { 'x-internal-token': INTERNAL_TOKEN };

describe('GET /api/auth/user', () => {
  it('gives a new user its starting fields: free tier, onboarding not complete, this month’s analyses from deals', async () => {
    const { email, session } = await auth.signUp();
    auth.deals.usage.set(session.user.id, 2);
    const calls = auth.deals.authorisedCalls;
    const response = await api().get('/api/auth/user').set(bearer(session));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: session.user.id,
      firstName: null,
      lastName: null,
      email,
      profileImageUrl: null,
      subscriptionTier: 'free',
      analysesThisMonth: 2,
      currentPeriodEnd: null,
      onboardingComplete: false,
    });
    expect(auth.deals.authorisedCalls).toBe(calls + 1);
  });

  it.each(['error', 'down', 'hang'] as const)('still answers 200 with analysesThisMonth null when deals is %s', async (mode) => {
    const { session } = await auth.signUp();
    auth.deals.mode = mode;
    const response = await api().get('/api/auth/user').set(bearer(session));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: session.user.id, analysesThisMonth: null, subscriptionTier: 'free' });
  });
});

describe('PATCH /api/user/onboarding', () => {
  it('stores the answers and marks onboarding complete', async () => {
    const { session } = await auth.signUp();
    const response = await api()
      .patch('/api/user/onboarding')
      .set(bearer(session))
      .send({ role: 'sales_manager', industry: 'saas', yearsExperience: '10+' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: session.user.id, onboardingComplete: true });
    expect((await api().get('/api/auth/user').set(bearer(session))).body.onboardingComplete).toBe(true);
    const [row] = await auth.sql('SELECT role, industry, years_experience FROM users WHERE id = $1', [session.user.id]);
    expect(row).toEqual({ role: 'sales_manager', industry: 'saas', years_experience: '10+' });
    expect(response.body).toMatchObject({ firstName: null, lastName: null });
  });

  it('stores the optional first and last name, trimmed, and an empty one as absent', async () => {
    const { session } = await auth.signUp();
    const answers = { role: 'ae', industry: 'saas', yearsExperience: '1-3' };
    const named = await api()
      .patch('/api/user/onboarding')
      .set(bearer(session))
      .send({ ...answers, firstName: '  Dana ', lastName: 'Ortiz' });
    expect(named.status).toBe(200);
    expect((await api().get('/api/auth/user').set(bearer(session))).body).toMatchObject({ firstName: 'Dana', lastName: 'Ortiz' });
    const emptied = await api()
      .patch('/api/user/onboarding')
      .set(bearer(session))
      .send({ ...answers, firstName: 'Dana', lastName: '  ' });
    expect(emptied.body).toMatchObject({ firstName: 'Dana', lastName: null });
  });

  it('refuses a name over 100 characters, naming the field', async () => {
    const { session } = await auth.signUp();
    const response = await api()
      .patch('/api/user/onboarding')
      .set(bearer(session))
      .send({ role: 'ae', industry: 'saas', yearsExperience: '1-3', lastName: 'x'.repeat(101) });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('lastName');
    expect((await api().get('/api/auth/user').set(bearer(session))).body.onboardingComplete).toBe(false);
  });

  it.each([
    [{ role: 'ceo', industry: 'saas', yearsExperience: '1-3' }, 'role'],
    [{ role: 'ae', industry: 'retail', yearsExperience: '1-3' }, 'industry'],
    [{ role: 'ae', industry: 'saas', yearsExperience: '20+' }, 'yearsExperience'],
    [{ role: 'ae', industry: 'saas' }, 'yearsExperience'],
  ])('rejects %j naming %s, leaving onboarding incomplete', async (body, field) => {
    const { session } = await auth.signUp();
    const response = await api().patch('/api/user/onboarding').set(bearer(session)).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.body.message).toContain(field);
    expect((await api().get('/api/auth/user').set(bearer(session))).body.onboardingComplete).toBe(false);
  });

  it('needs a bearer token', async () => {
    expect((await api().patch('/api/user/onboarding').send({ role: 'ae', industry: 'saas', yearsExperience: '1-3' })).status).toBe(401);
  });
});

describe('seller profile', () => {
  const full = {
    productName: 'Acme Analytics',
    website: 'https://acme.example',
    problemSolved: 'Forecasts that miss by 30%',
    industries: 'Retail, logistics',
    competitors: 'Globex',
    differentiation: 'Works with messy CRM data',
    averageDealSize: '$40,000',
    targetPersonas: 'VP Sales, RevOps leads',
    preferredMethodologies: ['spin', 'meddic'],
  };

  it('is empty before the first save', async () => {
    const { session } = await auth.signUp();
    const response = await api().get('/api/seller-profile').set(bearer(session));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
  });

  it('refuses unknown fields (400 naming one) and keeps the profile: a save replaces it whole', async () => {
    const { session } = await auth.signUp();
    await api().put('/api/seller-profile').set(bearer(session)).send(full).expect(200);
    for (const body of ['{"isAdmin":true,"tier":"pro"}', '{"__proto__":{"polluted":true}}', '{"a":[[[[]]]]}']) {
      const refused = await api()
        .put('/api/seller-profile')
        .set(bearer(session))
        .set('content-type', 'application/json')
        .send(body)
        .expect(400);
      expect(refused.body.message).toMatch(/isAdmin|tier|__proto__|"a"/);
    }
    const kept = await api().get('/api/seller-profile').set(bearer(session)).expect(200);
    expect(kept.body.productName).toBe(full.productName);
    expect((await api().get('/api/auth/user').set(bearer(session))).body.subscriptionTier).toBe('free');
  });

  it('stores what was sent, trimmed, without empty values, and gives it back', async () => {
    const { session } = await auth.signUp();
    const put = await api()
      .put('/api/seller-profile')
      .set(bearer(session))
      .send({ ...full, productName: '  Acme Analytics  ', competitors: '', averageDealSize: '   ' });
    expect(put.status).toBe(200);
    const { competitors, averageDealSize, ...expected } = full;
    expect(put.body).toEqual({ ...expected, preferredMethodologies: ['meddic', 'spin'] });
    const get = await api().get('/api/seller-profile').set(bearer(session));
    expect(get.body).toEqual(put.body);
    const [row] = await auth.sql('SELECT competitors, average_deal_size FROM seller_profiles WHERE user_id = $1', [session.user.id]);
    expect(row).toEqual({ competitors: null, average_deal_size: null });
    expect((await api().get('/api/auth/user').set(bearer(session))).body.subscriptionTier).toBe('free');
  });

  it('replaces the whole profile on each save, and an empty save removes it', async () => {
    const { session } = await auth.signUp();
    await api().put('/api/seller-profile').set(bearer(session)).send(full).expect(200);
    const second = await api().put('/api/seller-profile').set(bearer(session)).send({ productName: 'Only this' });
    expect(second.body).toEqual({ productName: 'Only this' });
    const cleared = await api().put('/api/seller-profile').set(bearer(session)).send({ productName: '', preferredMethodologies: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({});
    expect(await auth.sql('SELECT 1 FROM seller_profiles WHERE user_id = $1', [session.user.id])).toHaveLength(0);
  });

  it('keeps each user’s profile to that user', async () => {
    const a = await auth.signUp();
    const b = await auth.signUp();
    await api().put('/api/seller-profile').set(bearer(a.session)).send(full).expect(200);
    expect((await api().get('/api/seller-profile').set(bearer(b.session))).body).toEqual({});
  });

  it.each([
    [{ preferredMethodologies: ['meddic', 'sandler'] }, 'preferredMethodologies'],
    [{ preferredMethodologies: 'meddic' }, 'preferredMethodologies'],
    [{ productName: 'x'.repeat(201) }, 'productName'],
    [{ differentiation: 'x'.repeat(2001) }, 'differentiation'],
    [{ productName: 42 }, 'productName'],
  ])('rejects %#: %s with 400 naming the field', async (body, field) => {
    const { session } = await auth.signUp();
    const response = await api().put('/api/seller-profile').set(bearer(session)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  it('answers a 1 MB body with 413 and a 600 KB field with 400, never 5xx', async () => {
    const { session } = await auth.signUp();
    const huge = await api()
      .put('/api/seller-profile')
      .set(bearer(session))
      .send({ problemSolved: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    const big = await api()
      .put('/api/seller-profile')
      .set(bearer(session))
      .send({ problemSolved: 'x'.repeat(600 * 1024) });
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('problemSolved');
  });

  it('keeps the profile when a broken client sends an empty, form, text, non-object or invalid UTF-8 body', async () => {
    const { session } = await auth.signUp();
    await api().put('/api/seller-profile').set(bearer(session)).send(full).expect(200);
    const put = () => api().put('/api/seller-profile').set(bearer(session));
    const empty = await put().set('content-type', 'application/json').send('').expect(400);
    expect(empty.body.message).toBe('The request body is empty; send a JSON object');
    await put().expect(400);
    const form = await put().type('form').send('productName=Other').expect(415);
    expect(form.body.message).toMatch(/must be JSON/);
    await put()
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ productName: 'Other' }))
      .expect(415);
    for (const raw of ['[]', 'null', '"x"']) await put().set('content-type', 'application/json').send(raw).expect(400);
    const invalidUtf8 = await fetch(`${auth.url}/api/seller-profile`, {
      method: 'PUT',
      headers: { ...bearer(session), 'content-type': 'application/json' },
      body: Buffer.concat([Buffer.from('{"productName":"Acme '), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    });
    expect(invalidUtf8.status).toBe(400);
    expect((await invalidUtf8.json()).message).toBe('The request body is not valid UTF-8');
    expect((await api().get('/api/seller-profile').set(bearer(session)).expect(200)).body).toEqual({
      ...full,
      preferredMethodologies: ['meddic', 'spin'],
    });
  });

  it('refuses NUL and lone surrogates in any field with 400 naming it, and changes nothing', async () => {
    const { session } = await auth.signUp();
    await api().put('/api/seller-profile').set(bearer(session)).send(full).expect(200);
    const nul = await api()
      .put('/api/seller-profile')
      .set(bearer(session))
      .send({ ...full, competitors: 'Globex\u0000' })
      .expect(400);
    expect(nul.body.message).toBe('competitors: must not contain NUL characters (U+0000)');
    const surrogate = await api()
      .put('/api/seller-profile')
      .set(bearer(session))
      .send({ ...full, productName: 'Acme \ud800' })
      .expect(400);
    expect(surrogate.body.message).toMatch(/^productName: must not contain unpaired surrogates/);
    const listItem = await api()
      .put('/api/seller-profile')
      .set(bearer(session))
      .send({ ...full, preferredMethodologies: ['spin', '\u0000'] })
      .expect(400);
    expect(listItem.body.message).toMatch(/^preferredMethodologies\.1: /);
    expect((await api().get('/api/seller-profile').set(bearer(session))).body.productName).toBe('Acme Analytics');
  });

  it('needs a bearer token', async () => {
    expect((await api().get('/api/seller-profile')).status).toBe(401);
    expect((await api().put('/api/seller-profile').send(full)).status).toBe(401);
  });
});

describe('GET /internal/users/:id/seller-profile', () => {
  it('gives deals and roleplay the profile, 404 when there is none', async () => {
    const { session } = await auth.signUp();
    const route = `/internal/users/${session.user.id}/seller-profile`;
    expect((await api().get(route).set(internal)).status).toBe(404);
    await api()
      .put('/api/seller-profile')
      .set(bearer(session))
      .send({ competitors: 'Globex', preferredMethodologies: ['gap'] })
      .expect(200);
    const response = await api().get(route).set(internal);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ competitors: 'Globex', preferredMethodologies: ['gap'] });
    expect((await api().get('/internal/users/not-a-uuid/seller-profile').set(internal)).status).toBe(404);
  });

  it('opens only to the internal token, never to a user token', async () => {
    const { session } = await auth.signUp();
    const route = `/internal/users/${session.user.id}/seller-profile`;
    expect((await api().get(route)).status).toBe(401);
    expect((await api().get(route).set(bearer(session))).status).toBe(401);
    expect((await api().get(route).set({ 'x-internal-token': 'wrong-token-0123456789' })).status).toBe(401);
  });
});

describe('PUT /internal/users/:id/subscription', () => {
  const setTier = (userId: string, body: unknown, headers: Record<string, string> = internal) =>
    api()
      .put(`/internal/users/${userId}/subscription`)
      .set(headers)
      .send(body as object);
  const refresh = async (session: Session) =>
    (await api().post('/api/auth/refresh').set(viaGateway(auth.nextIp())).send({ refresh_token: session.refresh_token })).body
      .session as Session;

  it('refuses a missing or wrong internal token and user tokens', async () => {
    const { session } = await auth.signUp();
    const body = { tier: 'pro', currentPeriodEnd: null, version: 1 };
    expect((await setTier(session.user.id, body, {})).status).toBe(401);
    expect((await setTier(session.user.id, body, { 'x-internal-token': 'wrong-token-0123456789' })).status).toBe(401);
    expect((await setTier(session.user.id, body, bearer(session))).status).toBe(401);
    expect((await api().get('/api/auth/user').set(bearer(session))).body.subscriptionTier).toBe('free');
  });

  it('sets the tier and period end; the next refresh carries the new tier in the access token', async () => {
    const { session } = await auth.signUp();
    const periodEnd = '2026-03-01T00:00:00.000Z';
    const response = await setTier(session.user.id, { tier: 'pro', currentPeriodEnd: periodEnd, version: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId: session.user.id, tier: 'pro', currentPeriodEnd: periodEnd, version: 1, applied: true });

    const user = await api().get('/api/auth/user').set(bearer(session));
    expect(user.body).toMatchObject({ subscriptionTier: 'pro', currentPeriodEnd: periodEnd });
    expect(claimsOf(session.access_token).tier).toBe('free');
    const next = await refresh(session);
    expect(claimsOf(next.access_token).tier).toBe('pro');
    expect(next.user).toMatchObject({ subscriptionTier: 'pro', currentPeriodEnd: periodEnd });
  });

  it('is idempotent and ignores versions that are not newer', async () => {
    const { session } = await auth.signUp();
    const practice = { tier: 'practice', currentPeriodEnd: '2026-04-01T00:00:00.000Z', version: 3 };
    expect((await setTier(session.user.id, practice)).body.applied).toBe(true);
    const repeated = await setTier(session.user.id, practice);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toMatchObject({ tier: 'practice', version: 3, applied: false });
    const late = await setTier(session.user.id, { tier: 'free', currentPeriodEnd: null, version: 2 });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ tier: 'practice', currentPeriodEnd: practice.currentPeriodEnd, version: 3, applied: false });
    expect((await api().get('/api/auth/user').set(bearer(session))).body.subscriptionTier).toBe('practice');
  });

  it('ends on the newest version when messages arrive at once and out of order', async () => {
    const { session } = await auth.signUp();
    const versions = [7, 4, 10, 5, 9, 6, 8];
    await Promise.all(
      versions.map((version) =>
        setTier(session.user.id, { tier: version === 10 ? 'pro' : 'practice', currentPeriodEnd: null, version }).expect(200),
      ),
    );
    const [row] = await auth.sql('SELECT tier, subscription_version FROM users WHERE id = $1', [session.user.id]);
    expect(row).toEqual({ tier: 'pro', subscription_version: 10 });
  });

  it('answers 404 for an unknown user and 400 for a bad message', async () => {
    const { session } = await auth.signUp();
    expect((await setTier(randomUUID(), { tier: 'pro', currentPeriodEnd: null, version: 1 })).status).toBe(404);
    expect((await setTier('not-a-uuid', { tier: 'pro', currentPeriodEnd: null, version: 1 })).status).toBe(404);
    for (const bad of [
      { tier: 'gold', currentPeriodEnd: null, version: 1 },
      { tier: 'pro', currentPeriodEnd: 'next month', version: 1 },
      { tier: 'pro', currentPeriodEnd: null, version: -1 },
      { tier: 'pro', currentPeriodEnd: null, version: 2 ** 40 },
      { tier: 'pro', currentPeriodEnd: null },
    ]) {
      const response = await setTier(session.user.id, bad);
      expect(response.status).toBe(400);
    }
    expect((await api().get('/api/auth/user').set(bearer(session))).body.subscriptionTier).toBe('free');
  });
});
