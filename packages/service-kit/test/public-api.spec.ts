// The public API pieces of the kit: the OpenAPI document a service generates from its routes (`@ApiRoute`,
// `@ZodBody`, contracts' zod schemas), and personal access tokens (`bsp_...`) on the routes that take them:
// checked by auth's introspection (cached), held to their scopes, refused once revoked, limited per token.

import { randomBytes } from 'node:crypto';
import type { AccessClaims } from '@blindspot/contracts';
import { createTestDatabase } from '@blindspot/dev-postgres';
import { Controller, Delete, Get, HttpCode, Module, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import request from 'supertest';
import { z } from 'zod';
import {
  ApiRoute,
  answerChatTurn,
  CurrentUser,
  PersonalTokens,
  parseOrBadRequest,
  RevokedSignIns,
  ServiceKitModule,
  ZodBody,
} from '../src/index.js';
import {
  type FakeSellerProfiles,
  isOutsidePublicApi,
  type OpenApiDocument,
  openApiProblems,
  openApiResponseValidator,
  registeredRoutes,
  startFakeSellerProfiles,
  startTestIssuer,
  startTestService,
  type TestIssuer,
  type TestService,
  undocumentedRoutes,
} from '../src/testing.js';

const INTERNAL_TOKEN = 'kit-test-internal-token-0123';

const widgetSchema = z.object({ name: z.string().min(1).max(20), colour: z.enum(['red', 'blue']).default('red') });
const widgetOut = z.object({ id: z.uuid(), name: z.string(), colour: z.enum(['red', 'blue']), owner: z.uuid() }).meta({ id: 'KitWidget' });
const listQuery = z.strictObject({ limit: z.string().regex(/^\d+$/).optional().describe('How many') });

@Controller('api/widgets')
class WidgetsController {
  @Get()
  @ApiRoute({ summary: 'List widgets', scope: 'deals:read', query: listQuery, response: z.array(widgetOut) })
  list(@CurrentUser() user: AccessClaims, @Query() query: Record<string, unknown>) {
    parseOrBadRequest(listQuery, query);
    return [{ id: user.sid, name: 'first', colour: 'red', owner: user.sub }];
  }

  @Get(':id')
  @ApiRoute({ summary: 'One widget', scope: 'deals:read', response: widgetOut })
  get(@CurrentUser() user: AccessClaims, @Param('id') id: string) {
    return { id, name: 'one', colour: 'blue', owner: user.sub };
  }

  @Post()
  @ApiRoute({
    summary: 'Make a widget',
    scope: 'deals:write',
    response: widgetOut,
    stream: 'Events with Accept: text/event-stream',
    idempotencyKey: true,
  })
  create(@CurrentUser() user: AccessClaims, @ZodBody(widgetSchema) body: z.output<typeof widgetSchema>) {
    return { id: user.sid, ...body, owner: user.sub };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiRoute({ summary: 'Remove a widget', scope: 'deals:write' })
  remove() {}

  /** Documented, but for signed-in sessions only. */
  @Get('settings/mine')
  @ApiRoute({ summary: 'Session only' })
  settings(@CurrentUser() user: AccessClaims) {
    return { user: user.sub };
  }

  /** Streams with `Accept: text/event-stream`; its `done` event drifts from the document (`colour` is not one of the values). */
  @Post(':id/say')
  @HttpCode(200)
  @ApiRoute({ summary: 'Say something', scope: 'deals:write', response: widgetOut, stream: 'text events, then done' })
  say(@CurrentUser() user: AccessClaims, @Param('id') id: string, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return answerChatTurn(request, response, async ({ onText }) => {
      onText?.('Hel');
      return { id, name: 'said', colour: request.headers['x-drift'] ? 'green' : 'red', owner: user.sub };
    });
  }

  /** Not in the document at all. */
  @Get('hidden/route')
  hidden() {
    return { hidden: true };
  }
}

@Module({
  imports: [ServiceKitModule.forRoot({ name: 'kit-api', entities: [], migrations: [] })],
  controllers: [WidgetsController],
})
class PublicApiModule {}

let database: { url: string; drop(): Promise<void> };
let issuer: TestIssuer;
let auth: FakeSellerProfiles;
let service: TestService;
let document: OpenApiDocument;

beforeAll(async () => {
  database = await createTestDatabase('kit_public_api');
  issuer = await startTestIssuer();
  auth = await startFakeSellerProfiles(INTERNAL_TOKEN);
  service = await startTestService(PublicApiModule, {
    openApi: 'off',
    env: {
      DATABASE_URL: database.url,
      AUTH_JWKS_URL: issuer.jwksUrl,
      AUTH_INTERNAL_URL: auth.url,
      INTERNAL_TOKEN,
      REVOKED_SIGN_INS_POLL_MS: '10000',
      PERSONAL_TOKEN_CACHE_MS: '30000',
      PERSONAL_TOKEN_RATE_LIMIT_PER_MINUTE: '5',
    },
  });
  document = (await request(service.url).get('/openapi.json').expect(200)).body;
});
afterAll(async () => {
  await service?.close();
  await auth?.close();
  await issuer?.close();
  await database?.drop();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and lists exactly the @ApiRoute routes', async () => {
    expect(await openApiProblems(document)).toEqual([]);
    expect(await openApiProblems({ ...document, paths: { '/x': { get: { responses: 'none' } } } })).not.toEqual([]);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/widgets',
      '/api/widgets/settings/mine',
      '/api/widgets/{id}',
      '/api/widgets/{id}/say',
    ]);
    expect(Object.keys(document.paths['/api/widgets']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/widgets/{id}']).sort()).toEqual(['delete', 'get']);
  });

  it('takes the request body from @ZodBody (input side: defaults optional) and the query from the route options', () => {
    const post = document.paths['/api/widgets'].post as any;
    const body = post.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', minLength: 1, maxLength: 20 } },
    });
    expect(body.properties.colour).toMatchObject({ enum: ['red', 'blue'], default: 'red' });
    const list = document.paths['/api/widgets'].get as any;
    expect(list.parameters).toEqual([
      { name: 'limit', in: 'query', required: false, description: 'How many', schema: { type: 'string', pattern: '^\\d+$' } },
    ]);
  });

  it('names shared response schemas as components, sets statuses and security scopes', () => {
    const get = document.paths['/api/widgets/{id}'].get as any;
    expect(get.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }]);
    expect(get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/KitWidget' });
    expect(get.responses['404'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(get.security).toEqual([{ bearer: ['deals:read'] }]);
    expect(document.components.schemas.KitWidget).toMatchObject({ type: 'object', additionalProperties: false });
    expect((document.paths['/api/widgets'].post as any).responses['201']).toBeDefined();
    expect((document.paths['/api/widgets/{id}'].delete as any).responses['204']).toEqual({ description: 'Done; no content' });
    expect((document.paths['/api/widgets/settings/mine'].get as any).security).toEqual([{ bearer: [] }]);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    // Grouped by the controller's path, sub-routes included.
    expect(document.tags).toEqual([{ name: 'widgets' }]);
    expect((document.paths['/api/widgets/settings/mine'].get as any).tags).toEqual(['widgets']);
  });

  it('checks real answers against the document, and catches one that differs', async () => {
    const validator = openApiResponseValidator(document);
    const user = await issuer.newUser('pro');
    const list = await request(service.url).get('/api/widgets').set(user.auth).expect(200);
    validator.check('GET', '/api/widgets', 200, list.body);
    const missing = await request(service.url).get('/api/widgets').query({ limit: 'x' }).set(user.auth).expect(400);
    validator.check('GET', '/api/widgets', 400, missing.body);
    expect(() => validator.check('GET', '/api/widgets', 409, missing.body)).toThrow(/does not list/);
    expect(() => validator.check('GET', '/api/widgets', 400, { statusCode: '400' })).toThrow(/must be/);
    expect(() =>
      validator.check('GET', '/api/widgets/{id}', 200, { id: 'not-a-uuid', name: 'x', colour: 'red', owner: user.claims.sub }),
    ).toThrow(/format/);
    expect(() => validator.check('GET', '/api/widgets/{id}', 200, { ...list.body[0], extra: 1 })).toThrow(/additional/);
  });
});

describe('personal access tokens', () => {
  beforeEach(() => service.app.get(PersonalTokens).clear());

  it('opens the routes of its scopes as its owner', async () => {
    const owner = await issuer.newUser('pro');
    const { auth: bearer, tokenId } = auth.issuePersonalToken(owner.claims, ['deals:read', 'deals:write']);
    const list = await request(service.url).get('/api/widgets').set(bearer).expect(200);
    expect(list.body[0]).toMatchObject({ owner: owner.claims.sub, id: tokenId });
    await request(service.url).post('/api/widgets').set(bearer).send({ name: 'mine' }).expect(201);
    await request(service.url).delete(`/api/widgets/${tokenId}`).set(bearer).expect(204);
  });

  it('is held to its scopes: a read-only token cannot write (403 naming the scope)', async () => {
    const owner = await issuer.newUser('pro');
    const { auth: bearer } = auth.issuePersonalToken(owner.claims, ['deals:read', 'roleplay:write']);
    await request(service.url).get('/api/widgets').set(bearer).expect(200);
    const refused = await request(service.url).post('/api/widgets').set(bearer).send({ name: 'mine' }).expect(403);
    expect(refused.body).toMatchObject({ statusCode: 403, message: 'This personal access token lacks the deals:write scope' });
  });

  it('is refused on routes outside the public API, without asking auth', async () => {
    const owner = await issuer.newUser('pro');
    const { auth: bearer } = auth.issuePersonalToken(owner.claims, ['deals:read', 'deals:write']);
    const before = auth.introspections();
    for (const path of ['/api/widgets/settings/mine', '/api/widgets/hidden/route']) {
      const refused = await request(service.url).get(path).set(bearer).expect(401);
      expect(refused.body.message).toBe('This route takes the access token of a signed-in session, not a personal access token');
    }
    expect(auth.introspections()).toBe(before);
  });

  it('refuses unknown and malformed tokens (401); malformed ones never reach auth', async () => {
    const before = auth.introspections();
    const malformed = await request(service.url).get('/api/widgets').set({ Authorization: 'Bearer bsp_short' }).expect(401);
    expect(malformed.body.message).toBe('Invalid personal access token: unknown, expired or revoked');
    expect(auth.introspections()).toBe(before);
    const unknown = `bsp_${randomBytes(32).toString('base64url')}`;
    await request(service.url)
      .get('/api/widgets')
      .set({ Authorization: `Bearer ${unknown}` })
      .expect(401);
    expect(auth.introspections()).toBe(before + 1);
  });

  it('asks auth once per token and cache period, also for concurrent requests', async () => {
    const owner = await issuer.newUser('pro');
    const { auth: bearer } = auth.issuePersonalToken(owner.claims, ['deals:read']);
    const before = auth.introspections();
    await Promise.all([1, 2, 3].map(() => request(service.url).get('/api/widgets').set(bearer).expect(200)));
    await request(service.url).get('/api/widgets').set(bearer).expect(200);
    expect(auth.introspections()).toBe(before + 1);
  });

  it('stops working once auth lists it as revoked, although its answer is still cached', async () => {
    const owner = await issuer.newUser('pro');
    const { auth: bearer, token, tokenId } = auth.issuePersonalToken(owner.claims, ['deals:read']);
    await request(service.url).get('/api/widgets').set(bearer).expect(200);
    auth.forgetPersonalToken(token);
    auth.revoke(tokenId);
    await service.app.get(RevokedSignIns).refresh();
    await request(service.url).get('/api/widgets').set(bearer).expect(401);
  });

  it('is limited per token (429 with Retry-After), counted in the database', async () => {
    const owner = await issuer.newUser('pro');
    const first = auth.issuePersonalToken(owner.claims, ['deals:read']);
    const second = auth.issuePersonalToken(owner.claims, ['deals:read']);
    for (let i = 0; i < 5; i++) await request(service.url).get('/api/widgets').set(first.auth).expect(200);
    const limited = await request(service.url).get('/api/widgets').set(first.auth).expect(429);
    expect(limited.body.message).toMatch(/^Too many requests with this personal access token; try again in \d+ seconds$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another token of the same owner has its own budget; the owner's session token is not limited by it.
    await request(service.url).get('/api/widgets').set(second.auth).expect(200);
    await request(service.url).get('/api/widgets').set(owner.auth).expect(200);
  });

  it('answers 503, not 401, when auth cannot be asked', async () => {
    const other = await startTestService(PublicApiModule, {
      openApi: 'off',
      env: { AUTH_INTERNAL_URL: 'http://127.0.0.1:9', REVOKED_SIGN_INS_POLL_MS: '0' },
    });
    try {
      const owner = await issuer.newUser('pro');
      const { auth: bearer } = auth.issuePersonalToken(owner.claims, ['deals:read']);
      const refused = await request(other.url).get('/api/widgets').set(bearer).expect(503);
      expect(refused.body.message).toBe('Cannot check the personal access token right now; try again shortly');
    } finally {
      await other.close();
    }
  });

  it('leaves signed access tokens as they were', async () => {
    const user = await issuer.newUser('free');
    await request(service.url).get('/api/widgets/settings/mine').set(user.auth).expect(200);
    await request(service.url).post('/api/widgets').set(user.auth).send({ name: 'x' }).expect(201);
    await request(service.url).get('/api/widgets').set({ Authorization: 'Bearer not-a-token' }).expect(401);
  });
});

describe('the test harness holds a service to its document', () => {
  it('names every route a client can call that the document leaves out, with where to fix it', async () => {
    const checked = await startTestService(PublicApiModule, { env: { REVOKED_SIGN_INS_POLL_MS: '0' } });
    try {
      expect(undocumentedRoutes(checked.app)).toEqual([
        expect.stringMatching(
          /^GET \/api\/widgets\/hidden\/route is a route of Blindspot kit-api API that its OpenAPI document does not describe: give its handler @ApiRoute/,
        ),
      ]);
      // The service port's own routes (health, metrics, the document) are outside the public API.
      expect(registeredRoutes(checked.app).map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining(['get /health', 'get /openapi.json']),
      );
      expect(isOutsidePublicApi('/internal/users/:id/usage')).toBe(true);
      expect(isOutsidePublicApi('/api/stripe/test-checkout/:token/pay')).toBe(true);
      expect(isOutsidePublicApi('/api/stripe/plans')).toBe(false);
    } finally {
      await expect(checked.close()).rejects.toThrow(
        /1 answer\(s\) did not match the OpenAPI document:\n {2}GET \/api\/widgets\/hidden\/route/,
      );
    }
  });

  it('turns an answer the document does not describe into a 500 naming it, and fails close()', async () => {
    const checked = await startTestService(PublicApiModule, { env: { REVOKED_SIGN_INS_POLL_MS: '0' } });
    checked.openApiMismatches.length = 0; // the undocumented route of the test above; here: answers
    const user = await issuer.newUser('free');
    const quiet = console.error;
    console.error = () => undefined;
    try {
      // Documented and matching: passes through untouched (a 201, a 204, a 400 and a 401 with the error shape).
      await request(checked.url).post('/api/widgets').set(user.auth).send({ name: 'x' }).expect(201);
      await request(checked.url).delete(`/api/widgets/${user.claims.sid}`).set(user.auth).expect(204);
      await request(checked.url).post('/api/widgets').set(user.auth).send({ name: '' }).expect(400);
      await request(checked.url).get('/api/widgets').expect(401);
      expect(checked.openApiMismatches).toEqual([]);
      // The document promises no body for this route; the answer has one.
      const drifted = await request(checked.url).get('/api/widgets/settings/mine').set(user.auth).expect(500);
      expect(drifted.headers['x-openapi-mismatch']).toBe('true');
      expect(drifted.body.message).toMatch(
        /^GET \/api\/widgets\/settings\/mine answered 200: get \/api\/widgets\/settings\/mine 200: the document promises no body/,
      );
      expect(checked.openApiMismatches).toHaveLength(1);
      // A stream's done event is checked as the JSON answer it stands for (recorded: its 200 is sent already).
      const say = (drift: boolean) =>
        request(checked.url)
          .post(`/api/widgets/${user.claims.sid}/say`)
          .set(user.auth)
          .set('accept', 'text/event-stream')
          .set(drift ? { 'x-drift': '1' } : {})
          .send({});
      expect((await say(false).expect(200)).text).toContain('event: done');
      expect(checked.openApiMismatches).toHaveLength(1);
      await say(true).expect(200);
      const [answer, problem] = checked.openApiMismatches[1].split('\n');
      expect(answer).toMatch(
        /POST \/api\/widgets\/[^ ]+\/say answered 200: the stream's done event: post \/api\/widgets\/\{id\}\/say 200 does not match the document:$/,
      );
      expect(problem).toMatch(/^ {2}\/colour must be equal to one of the allowed values/);
    } finally {
      console.error = quiet;
      await expect(checked.close()).rejects.toThrow(/did not match the OpenAPI document/);
    }
  });
});
