import { createHash } from 'node:crypto';
import http from 'node:http';
import { call, type RunningGateway, type RunningUpstream, startGateway, startUpstream } from './helpers.js';

const GATEWAY_TOKEN = 'gateway-test-token-0123456789';

let upstreams: Record<'auth' | 'deals' | 'roleplay' | 'billing', RunningUpstream>;
let gateway: RunningGateway;

beforeAll(async () => {
  const [auth, deals, roleplay, billing] = await Promise.all(['auth', 'deals', 'roleplay', 'billing'].map((name) => startUpstream(name)));
  upstreams = { auth, deals, roleplay, billing };
  gateway = await startGateway({
    AUTH_URL: auth.url,
    DEALS_URL: deals.url,
    ROLEPLAY_URL: roleplay.url,
    BILLING_URL: billing.url,
    GATEWAY_TOKEN,
  });
});

afterAll(async () => {
  await gateway?.close();
  await Promise.all(Object.values(upstreams ?? {}).map((u) => u.stop()));
});

describe('routing', () => {
  it.each([
    ['GET', '/api/auth/user', 'auth'],
    ['POST', '/api/auth/login', 'auth'],
    ['GET', '/api/auth/.well-known/jwks.json', 'auth'],
    ['PATCH', '/api/user/onboarding', 'auth'],
    ['DELETE', '/api/user', 'auth'],
    ['PUT', '/api/seller-profile', 'auth'],
    ['GET', '/api/deal-analyses', 'deals'],
    ['DELETE', '/api/deal-analyses/7', 'deals'],
    ['POST', '/api/deal-analyses/7/message', 'deals'],
    ['GET', '/api/roleplay-sessions', 'roleplay'],
    ['POST', '/api/roleplay-sessions/3/complete', 'roleplay'],
    ['POST', '/api/call-reviews', 'roleplay'],
    ['DELETE', '/api/call-reviews/9', 'roleplay'],
    ['POST', '/api/stripe/webhook', 'billing'],
    ['GET', '/api/stripe/plans', 'billing'],
  ])('%s %s goes to %s, path and query unchanged', async (method, path, name) => {
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const answer = await call(`${gateway.url}${path}?x=1&y=%20z`, {
      method,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      body: hasBody ? '{"a":1}' : undefined,
    });
    expect(answer.status).toBe(200);
    const echo = answer.json();
    expect(echo.name).toBe(name);
    expect(echo.method).toBe(method);
    expect(echo.url).toBe(`${path}?x=1&y=%20z`);
    if (hasBody) expect(echo.bytes).toBe(7);
  });

  it('passes the upstream status, headers and repeated set-cookie back', async () => {
    const answer = await call(`${gateway.url}/api/deal-analyses/status/409`);
    expect(answer.status).toBe(409);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it.each(['/api', '/api/unknown', '/api/users/1', '/api/seller-profile/extra', '/api/deal-analysesX'])(
    'answers an unknown API path %s with a 404 JSON error',
    async (path) => {
      const answer = await call(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      const body = answer.json();
      expect(body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: expect.stringContaining(path),
        requestId: answer.headers['x-request-id'],
      });
    },
  );

  it.each([
    ['GET', '/internal/users/1/usage'],
    ['PUT', '/internal/users/1/subscription'],
    ['GET', '/internal'],
  ])('never routes internal paths: %s %s is a 404', async (method, path) => {
    const answer = await call(`${gateway.url}${path}`, {
      method,
      headers: { 'x-internal-token': 'a-token-that-is-long-enough', 'content-type': 'application/json' },
      body: method === 'PUT' ? '{"tier":"pro"}' : undefined,
    });
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('request ids and forwarding headers', () => {
  it('keeps a sane incoming x-request-id, on the upstream request and on the answer', async () => {
    const answer = await call(`${gateway.url}/api/auth/user`, { headers: { 'x-request-id': 'trace-123.abc' } });
    expect(answer.headers['x-request-id']).toBe('trace-123.abc');
    expect(answer.json().headers['x-request-id']).toBe('trace-123.abc');
  });

  it('replaces a malformed or missing request id with a generated one', async () => {
    const bad = await call(`${gateway.url}/api/auth/user`, { headers: { 'x-request-id': 'has spaces and "quotes"' } });
    const generated = bad.headers['x-request-id'] as string;
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.json().headers['x-request-id']).toBe(generated);
    const none = await call(`${gateway.url}/api/auth/user`);
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(generated);
  });

  it('tells the service who the client is, ignoring a forged x-forwarded-for', async () => {
    const answer = await call(`${gateway.url}/api/auth/user`, { headers: { 'x-forwarded-for': '6.6.6.6', host: 'app.example.com' } });
    const seen = answer.json().headers;
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-host']).toBe('app.example.com');
    expect(seen['x-forwarded-proto']).toBe('http');
  });

  it('vouches for that address with its token, and never passes on a token a client sent', async () => {
    const plain = (
      await call(`${gateway.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json();
    expect(plain.headers['x-gateway-token']).toBe(GATEWAY_TOKEN);
    const forged = await call(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-token': 'forged-by-the-client-000', 'x-forwarded-for': '6.6.6.6' },
      body: '{}',
    });
    expect(forged.json().headers['x-gateway-token']).toBe(GATEWAY_TOKEN);
    expect(forged.json().headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('drops hop-by-hop headers', async () => {
    const answer = await call(`${gateway.url}/api/auth/user`, {
      headers: { connection: 'keep-alive, x-secret-hop', 'x-secret-hop': '1', te: 'trailers' },
    });
    const seen = answer.json().headers;
    expect(seen['x-secret-hop']).toBeUndefined();
    expect(seen.te).toBeUndefined();
  });
});

describe('bodies', () => {
  it('passes a webhook body through byte for byte (never parsed and re-serialised)', async () => {
    // Spacing and key order matter to a signature check.
    const raw = '{ "id":"evt_1",  "type" : "checkout.session.completed","data":{"object":{"b":2,"a":1}}}\n';
    const answer = await call(`${gateway.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: raw,
    });
    const echo = answer.json();
    expect(echo.sha256).toBe(createHash('sha256').update(raw).digest('hex'));
    expect(echo.headers['stripe-signature']).toBe('t=1,v1=abc');
    expect(echo.headers['content-length']).toBe(String(Buffer.byteLength(raw)));
  });

  it('passes malformed JSON to the service untouched (the service answers it)', async () => {
    const answer = await call(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(answer.status).toBe(200);
    expect(answer.json().bytes).toBe(9);
  });

  it('answers 413 JSON to a 2 MB body with a declared length', async () => {
    const answer = await call(`${gateway.url}/api/seller-profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(2 * 1024 * 1024, 'a'),
    });
    expect(answer.status).toBe(413);
    expect(answer.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body must be at most 1 MB',
      requestId: answer.headers['x-request-id'],
    });
  });

  it('answers 413 JSON to a 2 MB chunked body (no length given)', async () => {
    async function* chunks() {
      for (let i = 0; i < 32; i++) yield Buffer.alloc(64 * 1024, 'b');
    }
    const answer = await call(`${gateway.url}/api/deal-analyses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks(),
    });
    expect(answer.status).toBe(413);
    expect(answer.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('refuses an oversized upload before it is sent when the client asks first (Expect: 100-continue)', async () => {
    const { port } = new URL(gateway.url);
    const outcome = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/seller-profile',
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'content-length': 2 * 1024 * 1024, expect: '100-continue' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, continued }));
        },
      );
      req.on('continue', () => {
        continued = true;
        req.end(Buffer.alloc(2 * 1024 * 1024));
      });
      req.on('error', reject);
    });
    expect(outcome).toEqual({ status: 413, continued: false });
  });

  it('lets a small upload through after 100 Continue', async () => {
    const { port } = new URL(gateway.url);
    const echo = await new Promise<{ bytes: number }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/seller-profile',
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'content-length': 2, expect: '100-continue' },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve(JSON.parse(text)));
        },
      );
      req.on('continue', () => req.end('{}'));
      req.on('error', reject);
    });
    expect(echo.bytes).toBe(2);
  });

  it('accepts a body just under the limit', async () => {
    const body = Buffer.alloc(1024 * 1024, 'c');
    const answer = await call(`${gateway.url}/api/deal-analyses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(answer.json().bytes).toBe(body.length);
  });

  it('lets a voice recording (audio/*) through up to the media limit', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 1);
    const answer = await call(`${gateway.url}/api/roleplay-sessions/5/transcription`, {
      method: 'POST',
      headers: { 'content-type': 'audio/webm' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(answer.json().sha256).toBe(createHash('sha256').update(body).digest('hex'));
  });
});

describe('security headers', () => {
  it.each(['/api/auth/user', '/api/unknown', '/remotes/manifest.json', '/'])(
    'on %s: nosniff, no framing, referrer policy, a CSP',
    async (path) => {
      const answer = await call(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = answer.headers['content-security-policy'] as string;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    },
  );

  it('lets pages load the app own scripts and styles, and inline styles only', async () => {
    const csp = (await call(`${gateway.url}/`, { headers: { accept: 'text/html' } })).headers['content-security-policy'] as string;
    // WebAssembly may compile (hands-free voice detection), eval may not.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
  });

  it('gives API answers a CSP that allows nothing', async () => {
    const answer = await call(`${gateway.url}/api/deal-analyses`);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('paths that normalise elsewhere', () => {
  it.each(['/api/auth/../../internal/users/1/usage', '/api/auth/%2e%2e/%2e%2e/internal/users/1/usage', '/api/deal-analyses/./1'])(
    'never reach a service: %s',
    async (path) => {
      const answer = await call(`${gateway.url}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.json()).toMatchObject({ statusCode: 404 });
    },
  );
});
