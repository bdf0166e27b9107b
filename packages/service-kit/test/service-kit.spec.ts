import { createTestDatabase } from '@blindspot/dev-postgres';
import { generateKeyPair, SignJWT } from 'jose';
import request from 'supertest';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../src/index.js';
import { startTestIssuer, startTestService, type TestIssuer, type TestService } from '../src/testing.js';
import { FixtureModule } from './fixture.module.js';

const INTERNAL_TOKEN = 'kit-test-internal-token-0123';
/** Mid-rotation: the token about to replace INTERNAL_TOKEN and the one it replaced are accepted too. */
const INTERNAL_TOKEN_NEXT = 'kit-test-internal-token-next';
const INTERNAL_TOKEN_PREVIOUS = 'kit-test-internal-token-previous';
const claims = { sub: '6f1c2b7e-3d4a-4f5e-9a8b-7c6d5e4f3a2b', email: 'a@example.com', tier: 'free' as const, sid: 'sid-1' };

let database: { url: string; drop(): Promise<void> };
let issuer: TestIssuer;
let service: TestService;

beforeAll(async () => {
  database = await createTestDatabase('kit');
  issuer = await startTestIssuer();
  service = await startTestService(FixtureModule, {
    openApi: 'off',
    env: {
      DATABASE_URL: database.url,
      AUTH_JWKS_URL: issuer.jwksUrl,
      INTERNAL_TOKEN,
      INTERNAL_TOKEN_NEXT,
      INTERNAL_TOKEN_PREVIOUS,
      FIXTURE_GREETING: 'hi',
    },
  });
});
afterAll(async () => {
  await service?.close();
  await issuer?.close();
  await database?.drop();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('access tokens', () => {
  it('lets a valid token through and exposes its claims', async () => {
    const response = await request(service.url)
      .get('/api/notes/me')
      .set(bearer(await issuer.token(claims)))
      .expect(200);
    expect(response.body).toEqual(claims);
  });

  it('denies by default: no token is a 401 in the shared error shape', async () => {
    const response = await request(service.url).get('/api/notes/me').expect(401);
    expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: 'Missing bearer token' });
    expect(response.body.requestId).toEqual(response.headers['x-request-id']);
  });

  it('lets public routes through without a token', async () => {
    await request(service.url).get('/api/notes/public').expect(200, { open: true });
  });

  it('rejects a token whose signature was altered', async () => {
    const token = await issuer.token(claims);
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), tier: 'pro' }),
    ).toString('base64url');
    await request(service.url)
      .get('/api/notes/me')
      .set(bearer(`${header}.${forgedPayload}.${signature}`))
      .expect(401);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    await request(service.url)
      .get('/api/notes/me')
      .set(bearer(`${header}.${payload}.${flipped}`))
      .expect(401);
  });

  it('rejects an expired token', async () => {
    const token = await issuer.token(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const response = await request(service.url).get('/api/notes/me').set(bearer(token)).expect(401);
    expect(response.body.message).toBe('Access token expired');
  });

  it('rejects an unsigned (alg: none) token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const header = encode({ alg: 'none', typ: 'JWT', kid: issuer.kid });
    const payload = encode({ ...claims, iss: 'blindspot-auth', aud: 'blindspot-api', exp: now + 600 });
    const token = `${header}.${payload}.`;
    await request(service.url).get('/api/notes/me').set(bearer(token)).expect(401);
  });

  it('rejects a wrong issuer or audience', async () => {
    await request(service.url)
      .get('/api/notes/me')
      .set(bearer(await issuer.token(claims, { issuer: 'someone-else' })))
      .expect(401);
    await request(service.url)
      .get('/api/notes/me')
      .set(bearer(await issuer.token(claims, { audience: 'other-api' })))
      .expect(401);
  });

  it('rejects a token signed by a key the issuer does not publish', async () => {
    const stranger = await generateKeyPair('RS256');
    const token = await new SignJWT({ email: claims.email, tier: claims.tier, sid: claims.sid })
      .setProtectedHeader({ alg: 'RS256', kid: 'not-published' })
      .setSubject(claims.sub)
      .setIssuer('blindspot-auth')
      .setAudience('blindspot-api')
      .setExpirationTime('5m')
      .sign(stranger.privateKey);
    await request(service.url).get('/api/notes/me').set(bearer(token)).expect(401);
  });

  it('rejects a token whose claims are not an access token', async () => {
    const token = await issuer.token({ ...claims, tier: 'platinum' as never });
    await request(service.url).get('/api/notes/me').set(bearer(token)).expect(401);
  });

  it('rejects signed tokens without exp, iat or kid, or whose sub is not a UUID', async () => {
    const tokens = await issuer.malformedTokens(claims);
    for (const [what, token] of Object.entries(tokens)) {
      const response = await request(service.url).get('/api/notes/me').set(bearer(token));
      expect([what, response.status, response.body.message]).toEqual([what, 401, 'Invalid access token']);
    }
    // The same claims from the issuer's normal path pass: only the missing or malformed part is refused.
    await request(service.url)
      .get('/api/notes/me')
      .set(bearer(await issuer.token(claims)))
      .expect(200);
  });

  it('never accepts a user token on internal routes, only the shared secret', async () => {
    await request(service.url)
      .get('/internal/ping')
      .set(bearer(await issuer.token(claims)))
      .expect(401);
    await request(service.url).get('/internal/ping').set('x-internal-token', 'wrong-token-wrong-token').expect(401);
    await request(service.url).get('/internal/ping').set('x-internal-token', INTERNAL_TOKEN).expect(200, { pong: true });
  });

  it('takes the next and the previous internal tokens as well during a rotation, and nothing else', async () => {
    for (const token of [INTERNAL_TOKEN_NEXT, INTERNAL_TOKEN_PREVIOUS]) {
      await request(service.url).get('/internal/ping').set('x-internal-token', token).expect(200, { pong: true });
    }
    for (const token of [`${INTERNAL_TOKEN_NEXT}x`, INTERNAL_TOKEN_PREVIOUS.slice(0, -1), '']) {
      await request(service.url).get('/internal/ping').set('x-internal-token', token).expect(401);
    }
    await request(service.url).get('/internal/ping').expect(401);
  });
});

describe('input and errors', () => {
  it('answers malformed JSON with 400 JSON', async () => {
    const response = await request(service.url)
      .post('/api/notes/raw')
      .set('content-type', 'application/json')
      .send('{"text": ')
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON' });
  });

  it('answers an oversized body with 413 JSON', async () => {
    const response = await request(service.url)
      .post('/api/notes/raw')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(response.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('validates bodies: wrong types and unknown enum values are 400s naming the field', async () => {
    const auth = bearer(await issuer.token(claims));
    const wrongType = await request(service.url).post('/api/notes').set(auth).send({ text: 42 }).expect(400);
    expect(wrongType.body.message).toMatch(/^text: /);
    const badEnum = await request(service.url).post('/api/notes').set(auth).send({ text: 'ok', colour: 'green' }).expect(400);
    expect(badEnum.body.message).toMatch(/^colour: /);
    const notObject = await request(service.url)
      .post('/api/notes')
      .set(auth)
      .set('content-type', 'application/json')
      .send('[1,2]')
      .expect(400);
    expect(notObject.body.message).toBe('The request body must be a JSON object');
    await request(service.url).post('/api/notes').set(auth).send({ text: ' fine ', extra: 1 }).expect(201, { text: 'fine' });
  });

  it('hides unexpected errors behind a 500 without internals', async () => {
    const response = await request(service.url).get('/api/notes/boom').expect(500);
    expect(response.body.message).not.toContain('secret');
  });

  it('answers unknown routes with a 404 in the same shape', async () => {
    const response = await request(service.url)
      .get('/api/nope')
      .set(bearer(await issuer.token(claims)))
      .expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('keeps the request id the gateway set', async () => {
    const response = await request(service.url).get('/api/notes/public').set('x-request-id', 'gw-123').expect(200);
    expect(response.headers['x-request-id']).toBe('gw-123');
  });
});

describe('text the API takes', () => {
  const post = (path: string, raw: string, auth: Record<string, string>) =>
    request(service.url).post(path).set(auth).set('content-type', 'application/json').send(raw);

  it('refuses NUL and lone surrogates in any body string, naming the field, and keeps real surrogate pairs', async () => {
    const auth = bearer(await issuer.token(claims));
    const nul = await post('/api/notes', '{"text":"a\\u0000b"}', auth).expect(400);
    expect(nul.body.message).toBe('text: must not contain NUL characters (U+0000)');
    const high = await post('/api/notes', '{"text":"a\\ud800b"}', auth).expect(400);
    expect(high.body.message).toBe('text: must not contain unpaired surrogates (not valid Unicode)');
    const low = await post('/api/notes', '{"text":"\\udc00"}', auth).expect(400);
    expect(low.body.message).toMatch(/^text: must not contain unpaired surrogates/);
    // Fields the schema would drop, and keys, are refused as well: nothing odd gets past the edge.
    const nested = await post('/api/notes', '{"text":"ok","extra":{"deep":["fine","x\\u0000"]}}', auth).expect(400);
    expect(nested.body.message).toBe('extra.deep.1: must not contain NUL characters (U+0000)');
    const key = await post('/api/notes', '{"text":"ok","a\\u0000b":1}', auth).expect(400);
    expect(key.body.message).toMatch(/has a key that must not contain NUL/);
    await post('/api/notes', '{"text":"deal \\ud83d\\ude00"}', auth).expect(201, { text: 'deal \u{1F600}' });
  });

  it('refuses a body that is not valid UTF-8', async () => {
    const auth = bearer(await issuer.token(claims));
    // Raw bytes, as a client would send them (supertest would serialise a Buffer as JSON).
    const send = (body: Buffer) =>
      fetch(`${service.url}/api/notes`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: new Uint8Array(body),
      });
    const invalid = await send(Buffer.concat([Buffer.from('{"text":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ statusCode: 400, message: 'The request body is not valid UTF-8' });
    const valid = await send(Buffer.from('{"text":"café"}', 'utf8'));
    expect(valid.status).toBe(201);
    expect(await valid.json()).toEqual({ text: 'café' });
  });

  it('applies the same rule to route parameters and query strings', async () => {
    const auth = bearer(await issuer.token(claims));
    const param = await request(service.url).put('/api/notes/a%00b').set(auth).send({ text: 'ok' }).expect(400);
    expect(param.body.message).toBe('id: must not contain NUL characters (U+0000)');
    const query = await request(service.url).get('/api/notes/search?q=a%00b').expect(400);
    expect(query.body.message).toBe('q: must not contain NUL characters (U+0000)');
    await request(service.url).get('/api/notes/search?q=fine').expect(200, { q: 'fine' });
    // Percent-encoding that is not UTF-8 (a lone surrogate's bytes, a stray byte) would decode to U+FFFD.
    for (const junk of ['%ED%A0%80', '%FF', 'caf%E9']) {
      const undecodable = await request(service.url).get(`/api/notes/search?q=${junk}`).expect(400);
      expect(undecodable.body).toMatchObject({ statusCode: 400, message: 'The query string is not valid UTF-8' });
    }
    await request(service.url).get('/api/notes/search?q=caf%C3%A9').expect(200, { q: 'café' });
    // Percent-escapes that are not UTF-8 never reach a handler as text, and are not a server error.
    const escaped = await request(service.url).put('/api/notes/%ed%a0%80').set(auth).send({ text: 'ok' }).expect(400);
    expect(escaped.body.message).toMatch(/Failed to decode param/);
  });
});

describe('writes need a JSON object body', () => {
  const put = (auth: Record<string, string>) => request(service.url).put('/api/notes/n1').set(auth);

  it('refuses an empty body, with or without a JSON content type, instead of reading it as {}', async () => {
    const auth = bearer(await issuer.token(claims));
    const empty = await put(auth).set('content-type', 'application/json').send('').expect(400);
    expect(empty.body.message).toBe('The request body is empty; send a JSON object');
    const none = await put(auth).expect(400);
    expect(none.body.message).toBe('The request body is empty; send a JSON object');
  });

  it('refuses form-encoded and text bodies with 415', async () => {
    const auth = bearer(await issuer.token(claims));
    const form = await put(auth).type('form').send('text=hello').expect(415);
    expect(form.body).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    expect(form.body.message).toMatch(/must be JSON \(Content-Type: application\/json\), not application\/x-www-form-urlencoded/);
    await put(auth).set('content-type', 'text/plain').send('{"text":"hello"}').expect(415);
  });

  it('refuses JSON that is not an object, and takes a JSON object, even an empty one', async () => {
    const auth = bearer(await issuer.token(claims));
    for (const raw of ['[]', '"text"', 'null', '42']) {
      const response = await put(auth).set('content-type', 'application/json').send(raw).expect(400);
      expect(response.body.message).toMatch(/^The request body (must be a JSON object|is not valid JSON)$/);
    }
    await put(auth).send({}).expect(200, { id: 'n1' });
    await put(auth).send({ text: ' new ' }).expect(200, { id: 'n1', text: 'new' });
  });
});

describe('operations', () => {
  it('reports health with the database, after running migrations', async () => {
    const response = await request(service.url).get('/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', service: 'fixture', database: 'up' });
    const tables = await service.app.get((await import('typeorm')).DataSource).query(`SELECT to_regclass('public.notes') AS t`);
    expect(tables[0].t).toBe('notes');
  });

  it('exposes Prometheus metrics per route pattern', async () => {
    await request(service.url).get('/api/notes/public').expect(200);
    const metrics = await request(service.url).get('/metrics').expect(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.text).toMatch(/http_requests_total\{[^}]*route="\/api\/notes\/public"[^}]*status_code="200"[^}]*\} \d+/);
    expect(metrics.text).toContain('http_request_duration_seconds_bucket');
  });
});

describe('configuration', () => {
  it('lists every missing or malformed setting at once', () => {
    let error: unknown;
    try {
      loadConfig('fixture', z.object({ FIXTURE_GREETING: z.string().min(2) }), { PORT: 'abc', INTERNAL_TOKEN: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('DATABASE_URL is missing');
    expect(problems).toContain('FIXTURE_GREETING is missing');
    expect(problems).toContain('PORT:');
    expect(problems).toContain('INTERNAL_TOKEN: INTERNAL_TOKEN must be at least 16 characters');
  });
});

describe('when the issuer cannot be reached', () => {
  it('answers 503, not 401, since the token may well be valid', async () => {
    const other = await startTestService(FixtureModule, {
      openApi: 'off',
      env: {
        DATABASE_URL: database.url,
        AUTH_JWKS_URL: 'http://127.0.0.1:9/.well-known/jwks.json',
        INTERNAL_TOKEN,
        FIXTURE_GREETING: 'hi',
      },
    });
    try {
      const response = await request(other.url)
        .get('/api/notes/me')
        .set(bearer(await issuer.token(claims)))
        .expect(503);
      expect(response.body.message).toMatch(/Cannot verify the access token/);
    } finally {
      await other.close();
    }
  });
});
