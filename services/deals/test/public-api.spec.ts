// The public API of deals (docs/api.md): its OpenAPI document is valid OpenAPI 3.1 and real answers match
// it; personal access tokens open it within their scopes, as their owner only.

import { randomUUID } from 'node:crypto';
import {
  type FakeSellerProfiles,
  type OpenApiDocument,
  openApiProblems,
  openApiResponseValidator,
  type ResponseValidator,
  startFakeSellerProfiles,
} from '@blindspot/service-kit/testing';
import request from 'supertest';
import { type DealsHarness, INTERNAL_TOKEN, startDeals } from './support/deals.js';

let deals: DealsHarness;
let auth: FakeSellerProfiles;
let document: OpenApiDocument;
let validator: ResponseValidator;

const NOTES =
  'Call with Dana Reyes (VP Ops, Acme). Pain: invoices take 9 days to approve. Budget owner is the CFO; decision by end of quarter.';

beforeAll(async () => {
  // Our own stand-in for auth, so the test can issue personal tokens it vouches for.
  auth = await startFakeSellerProfiles(INTERNAL_TOKEN);
  deals = await startDeals({ env: { AUTH_INTERNAL_URL: auth.url, REVOKED_SIGN_INS_POLL_MS: '10000', PERSONAL_TOKEN_CACHE_MS: '500' } });
  document = (await request(deals.url).get('/openapi.json').expect(200)).body;
  validator = openApiResponseValidator(document);
});
afterAll(async () => {
  await deals?.close();
  await auth?.close();
});

describe("deals' OpenAPI document", () => {
  it('is valid OpenAPI 3.1 with every route of deal analyses, each with its scope', async () => {
    expect(await openApiProblems(document)).toEqual([]);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method} ${path} ${(operation as any).security[0].bearer.join()}`),
    );
    expect(operations.sort()).toEqual([
      'delete /api/deal-analyses/{id} deals:write',
      'get /api/deal-analyses deals:read',
      'get /api/deal-analyses/export deals:read',
      'get /api/deal-analyses/progress deals:read',
      'get /api/deal-analyses/{id} deals:read',
      'post /api/deal-analyses deals:write',
      'post /api/deal-analyses/{id}/learnings deals:write',
      'post /api/deal-analyses/{id}/message deals:write',
    ]);
    // The body is the schema the route validates with (input side), the query the list parses.
    const create = document.paths['/api/deal-analyses'].post as any;
    expect(create.requestBody.content['application/json'].schema.required).toEqual(['dealNotes', 'methodology']);
    const list = document.paths['/api/deal-analyses'].get as any;
    expect(list.parameters.map((p: any) => p.name)).toEqual(['limit', 'cursor', 'q', 'methodology', 'stage']);
  });

  it('describes the real answers: create, list (whole and paged), get, message, delete and errors', async () => {
    const user = await deals.newUser('pro');
    const created = await request(deals.url)
      .post('/api/deal-analyses')
      .set(user.auth)
      .send({ dealName: 'Acme', dealNotes: NOTES, methodology: 'meddic', stage: 'discovery' })
      .expect(201);
    validator.check('post', '/api/deal-analyses', 201, created.body);
    const id = created.body.id;
    const reply = await request(deals.url)
      .post(`/api/deal-analyses/${id}/message`)
      .set(user.auth)
      .send({ message: 'What am I missing?' })
      .expect(200);
    validator.check('post', '/api/deal-analyses/{id}/message', 200, reply.body);
    const one = await request(deals.url).get(`/api/deal-analyses/${id}`).set(user.auth).expect(200);
    validator.check('get', '/api/deal-analyses/{id}', 200, one.body);
    expect(one.body.coverage).not.toBeNull();
    const all = await request(deals.url).get('/api/deal-analyses').set(user.auth).expect(200);
    validator.check('get', '/api/deal-analyses', 200, all.body);
    const page = await request(deals.url).get('/api/deal-analyses').query({ limit: 1, methodology: 'meddic' }).set(user.auth).expect(200);
    validator.check('get', '/api/deal-analyses', 200, page.body);
    expect(page.body.total).toBe(1);
    for (const [path, status, call] of [
      ['/api/deal-analyses', 400, request(deals.url).get('/api/deal-analyses').query({ limit: 0 }).set(user.auth)],
      ['/api/deal-analyses', 401, request(deals.url).get('/api/deal-analyses')],
      ['/api/deal-analyses/{id}', 404, request(deals.url).get(`/api/deal-analyses/${randomUUID()}`).set(user.auth)],
    ] as const) {
      validator.check('get', path, status, (await call.expect(status)).body);
    }
    const bad = await request(deals.url).post('/api/deal-analyses').set(user.auth).send({ methodology: 'meddic' }).expect(400);
    validator.check('post', '/api/deal-analyses', 400, bad.body);
    const removed = await request(deals.url).delete(`/api/deal-analyses/${id}`).set(user.auth).expect(204);
    validator.check('delete', '/api/deal-analyses/{id}', 204, removed.body);
  });
});

describe('personal access tokens on deals', () => {
  it('read with deals:read, write with deals:write, as the owner', async () => {
    const owner = await deals.newUser('pro');
    const reader = auth.issuePersonalToken(owner.claims, ['deals:read']);
    const writer = auth.issuePersonalToken(owner.claims, ['deals:write']);
    const created = await request(deals.url)
      .post('/api/deal-analyses')
      .set(writer.auth)
      .send({ dealNotes: NOTES, methodology: 'spin' })
      .expect(201);
    validator.check('post', '/api/deal-analyses', 201, created.body);
    const list = await request(deals.url).get('/api/deal-analyses').set(reader.auth).expect(200);
    validator.check('get', '/api/deal-analyses', 200, list.body);
    expect(list.body.map((a: { id: string }) => a.id)).toEqual([created.body.id]);
    validator.check(
      'get',
      '/api/deal-analyses/{id}',
      200,
      (await request(deals.url).get(`/api/deal-analyses/${created.body.id}`).set(reader.auth).expect(200)).body,
    );

    // A read-only token cannot write; a write-only one cannot read.
    const refused = await request(deals.url)
      .post('/api/deal-analyses')
      .set(reader.auth)
      .send({ dealNotes: NOTES, methodology: 'spin' })
      .expect(403);
    validator.check('post', '/api/deal-analyses', 403, refused.body);
    expect(refused.body.message).toBe('This personal access token lacks the deals:write scope');
    await request(deals.url).delete(`/api/deal-analyses/${created.body.id}`).set(reader.auth).expect(403);
    await request(deals.url).get('/api/deal-analyses').set(writer.auth).expect(403);
    // Roleplay scopes open nothing here.
    const roleplay = auth.issuePersonalToken(owner.claims, ['roleplay:read', 'roleplay:write']);
    await request(deals.url).get('/api/deal-analyses').set(roleplay.auth).expect(403);
    await request(deals.url).delete(`/api/deal-analyses/${created.body.id}`).set(writer.auth).expect(204);
  });

  it("sees only its owner's analyses: another user's is a 404", async () => {
    const owner = await deals.newUser('pro');
    const stranger = await deals.newUser('pro');
    const created = await request(deals.url)
      .post('/api/deal-analyses')
      .set(owner.auth)
      .send({ dealNotes: NOTES, methodology: 'gap' })
      .expect(201);
    const token = auth.issuePersonalToken(stranger.claims, ['deals:read', 'deals:write']);
    const missing = await request(deals.url).get(`/api/deal-analyses/${created.body.id}`).set(token.auth).expect(404);
    validator.check('get', '/api/deal-analyses/{id}', 404, missing.body);
    await request(deals.url).delete(`/api/deal-analyses/${created.body.id}`).set(token.auth).expect(404);
    expect((await request(deals.url).get('/api/deal-analyses').set(token.auth).expect(200)).body).toEqual([]);
  });

  it('is refused once revoked (auth lists it in the revoked feed), and when unknown', async () => {
    const owner = await deals.newUser('pro');
    const { token, tokenId, auth: bearer } = auth.issuePersonalToken(owner.claims, ['deals:read']);
    await request(deals.url).get('/api/deal-analyses').set(bearer).expect(200);
    auth.forgetPersonalToken(token);
    auth.revoke(tokenId);
    await deals.pollRevocations();
    const refused = await request(deals.url).get('/api/deal-analyses').set(bearer).expect(401);
    validator.check('get', '/api/deal-analyses', 401, refused.body);
  });

  it('is asked about again after the cache period, so a token auth no longer vouches for stops working', async () => {
    const owner = await deals.newUser('pro');
    const { token, auth: bearer } = auth.issuePersonalToken(owner.claims, ['deals:read']);
    await request(deals.url).get('/api/deal-analyses').set(bearer).expect(200);
    auth.forgetPersonalToken(token);
    // Within PERSONAL_TOKEN_CACHE_MS (500 ms here, 30 s by default) the answer stands; then auth is asked again.
    await request(deals.url).get('/api/deal-analyses').set(bearer).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await request(deals.url).get('/api/deal-analyses').set(bearer).expect(401);
  });
});
