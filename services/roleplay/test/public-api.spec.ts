// The public API of roleplay (docs/api.md): its OpenAPI document is valid OpenAPI 3.1 and real answers match
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
import { INTERNAL_TOKEN, type RoleplayHarness, startRoleplay } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';
const NEW_SESSION = { scenario: 'discovery', persona: 'cfo', methodology: 'meddic', difficulty: 'medium' };

let rp: RoleplayHarness;
let auth: FakeSellerProfiles;
let document: OpenApiDocument;
let validator: ResponseValidator;

beforeAll(async () => {
  // Our own stand-in for auth, so the test can issue personal tokens it vouches for.
  auth = await startFakeSellerProfiles(INTERNAL_TOKEN);
  rp = await startRoleplay({ env: { AUTH_INTERNAL_URL: auth.url, REVOKED_SIGN_INS_POLL_MS: '10000' } });
  document = (await request(rp.url).get('/openapi.json').expect(200)).body;
  validator = openApiResponseValidator(document);
});
afterAll(async () => {
  await rp?.close();
  await auth?.close();
});

describe("roleplay's OpenAPI document", () => {
  it('is valid OpenAPI 3.1 with the session routes, each with its scope', async () => {
    expect(await openApiProblems(document)).toEqual([]);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method} ${path} ${(operation as any).security[0].bearer.join()}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'get /api/roleplay-sessions roleplay:read',
        'post /api/roleplay-sessions roleplay:write',
        'get /api/roleplay-sessions/stats roleplay:read',
        'get /api/roleplay-sessions/{id} roleplay:read',
        'delete /api/roleplay-sessions/{id} roleplay:write',
        'post /api/roleplay-sessions/{id}/message roleplay:write',
        'post /api/roleplay-sessions/{id}/complete roleplay:write',
      ]),
    );
    const create = document.paths[BASE].post as any;
    // sessionType and guidanceType have defaults: optional in the request body.
    expect(create.requestBody.content['application/json'].schema.required).toEqual(['scenario', 'persona', 'methodology', 'difficulty']);
  });

  it('describes the real answers: create, message, get, complete, list (whole and paged), stats, delete and errors', async () => {
    const user = await rp.newUser('pro');
    const created = await request(rp.url).post(BASE).set(user.auth).send(NEW_SESSION).expect(201);
    validator.check('post', BASE, 201, created.body);
    const id = created.body.id;
    const reply = await request(rp.url)
      .post(`${BASE}/${id}/message`)
      .set(user.auth)
      .send({ message: 'What does an approval cost you today?' })
      .expect(200);
    validator.check('post', `${BASE}/{id}/message`, 200, reply.body);
    validator.check('get', `${BASE}/{id}`, 200, (await request(rp.url).get(`${BASE}/${id}`).set(user.auth).expect(200)).body);
    const completed = await request(rp.url).post(`${BASE}/${id}/complete`).set(user.auth).expect(200);
    validator.check('post', `${BASE}/{id}/complete`, 200, completed.body);
    expect(completed.body).toMatchObject({ completed: true, scored: true });
    const late = await request(rp.url).post(`${BASE}/${id}/message`).set(user.auth).send({ message: 'One more thing' }).expect(409);
    validator.check('post', `${BASE}/{id}/message`, 409, late.body);
    validator.check('get', BASE, 200, (await request(rp.url).get(BASE).set(user.auth).expect(200)).body);
    const page = await request(rp.url).get(BASE).query({ limit: 5, status: 'scored' }).set(user.auth).expect(200);
    validator.check('get', BASE, 200, page.body);
    expect(page.body.total).toBe(1);
    validator.check('get', `${BASE}/stats`, 200, (await request(rp.url).get(`${BASE}/stats`).set(user.auth).expect(200)).body);
    validator.check('get', BASE, 400, (await request(rp.url).get(BASE).query({ status: 'done' }).set(user.auth).expect(400)).body);
    validator.check('get', `${BASE}/{id}`, 404, (await request(rp.url).get(`${BASE}/${randomUUID()}`).set(user.auth).expect(404)).body);
    validator.check('post', BASE, 400, (await request(rp.url).post(BASE).set(user.auth).send({ scenario: 'discovery' }).expect(400)).body);
    validator.check('delete', `${BASE}/{id}`, 204, (await request(rp.url).delete(`${BASE}/${id}`).set(user.auth).expect(204)).body);
  });
});

describe('personal access tokens on roleplay', () => {
  it('play a whole session with roleplay:write, read it with roleplay:read, as the owner', async () => {
    const owner = await rp.newUser('pro');
    const writer = auth.issuePersonalToken(owner.claims, ['roleplay:write']);
    const reader = auth.issuePersonalToken(owner.claims, ['roleplay:read']);
    const created = await request(rp.url).post(BASE).set(writer.auth).send(NEW_SESSION).expect(201);
    const id = created.body.id;
    await request(rp.url)
      .post(`${BASE}/${id}/message`)
      .set(writer.auth)
      .send({ message: 'Who signs off on a purchase like this?' })
      .expect(200);
    validator.check(
      'post',
      `${BASE}/{id}/complete`,
      200,
      (await request(rp.url).post(`${BASE}/${id}/complete`).set(writer.auth).expect(200)).body,
    );
    const list = await request(rp.url).get(BASE).set(reader.auth).expect(200);
    validator.check('get', BASE, 200, list.body);
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([id]);
    validator.check('get', `${BASE}/{id}`, 200, (await request(rp.url).get(`${BASE}/${id}`).set(reader.auth).expect(200)).body);
    // A Pro token's claims are Pro: no saved-session allowance.
    expect((await request(rp.url).get(`${BASE}/stats`).set(reader.auth).expect(200)).body.allowance).toBeNull();

    const refused = await request(rp.url).post(BASE).set(reader.auth).send(NEW_SESSION).expect(403);
    validator.check('post', BASE, 403, refused.body);
    expect(refused.body.message).toBe('This personal access token lacks the roleplay:write scope');
    await request(rp.url).get(BASE).set(writer.auth).expect(403);
    const dealsOnly = auth.issuePersonalToken(owner.claims, ['deals:read', 'deals:write']);
    await request(rp.url).get(BASE).set(dealsOnly.auth).expect(403);
  });

  it("sees only its owner's sessions: another user's is a 404", async () => {
    const owner = await rp.newUser('pro');
    const stranger = await rp.newUser('pro');
    const created = await request(rp.url).post(BASE).set(owner.auth).send(NEW_SESSION).expect(201);
    const token = auth.issuePersonalToken(stranger.claims, ['roleplay:read', 'roleplay:write']);
    await request(rp.url).get(`${BASE}/${created.body.id}`).set(token.auth).expect(404);
    await request(rp.url).post(`${BASE}/${created.body.id}/message`).set(token.auth).send({ message: 'Hello?' }).expect(404);
    await request(rp.url).delete(`${BASE}/${created.body.id}`).set(token.auth).expect(404);
    expect((await request(rp.url).get(BASE).set(token.auth).expect(200)).body).toEqual([]);
  });

  it('is refused once revoked, and on routes outside the public API', async () => {
    const owner = await rp.newUser('pro');
    const { token, tokenId, auth: bearer } = auth.issuePersonalToken(owner.claims, ['roleplay:read', 'roleplay:write']);
    await request(rp.url).get(BASE).set(bearer).expect(200);
    // Voice transcription is not part of the documented API.
    await request(rp.url).get(`${BASE}/transcription`).set(bearer).expect(401);
    auth.forgetPersonalToken(token);
    auth.revoke(tokenId);
    await rp.revokeAndPoll(randomUUID());
    validator.check('get', BASE, 401, (await request(rp.url).get(BASE).set(bearer).expect(401)).body);
  });
});
