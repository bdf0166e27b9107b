/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node"]}
 */
import type { Session } from '@blindspot/contracts';
import { type Handler, installLocalStorage, json, startApiServer } from '../testing/api-server.js';

installLocalStorage();
const { apiRequest, setApiBaseUrl, streamRequest } = await import('./client.js');
const { ApiError, errorMessage } = await import('./errors.js');
const { useSessionStore } = await import('../session-store.js');
const { queryClient } = await import('../query-client.js');

const user = { id: 'u1', email: 'dana@example.com' } as Session['user'];
const session = (n: number): Session => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  token_type: 'bearer',
  expires_in: 900,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  user,
});

let handler: Handler = (_req, res) => json(res, 404, {});
const server = await startApiServer((req, res) => handler(req, res));
setApiBaseUrl(server.url);
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  useSessionStore.getState().setSession(session(1));
});

/** A server whose tokens are valid from `access-{valid}` on, and whose refresh hands out the next one. */
function tokenServer(valid: number, refresh: 'ok' | 'refuse' = 'ok'): Handler {
  let current = valid;
  return (req, res) => {
    if (req.url === '/api/auth/refresh') {
      if (refresh === 'refuse')
        return json(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid Refresh Token: Revoked' });
      current += 1;
      // Slow enough that concurrent 401s overlap with it.
      setTimeout(() => json(res, 200, { session: session(current) }), 50);
      return;
    }
    if (req.headers.authorization !== `Bearer access-${current}`)
      return json(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
    json(res, 200, { path: req.url, token: req.headers.authorization });
  };
}

describe('apiRequest', () => {
  it('sends JSON with the bearer token and resolves with the parsed body', async () => {
    handler = (req, res) => json(res, 201, { echoed: JSON.parse(req.body) });
    await expect(apiRequest('POST', '/api/deal-analyses', { dealNotes: 'x' })).resolves.toEqual({ echoed: { dealNotes: 'x' } });
    const [request] = server.requests;
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe('Bearer access-1');
  });

  it('resolves null for an empty 204 body', async () => {
    handler = (_req, res) => json(res, 204, undefined);
    await expect(apiRequest('DELETE', '/api/deal-analyses/1')).resolves.toBeNull();
  });

  it('turns a non-OK response into an error whose text is status: body', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Deal analysis not found' };
    handler = (_req, res) => json(res, 404, body);
    const error = await apiRequest('GET', '/api/deal-analyses/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(`404: ${JSON.stringify(body)}`);
    expect((error as InstanceType<typeof ApiError>).status).toBe(404);
    expect((error as InstanceType<typeof ApiError>).body).toEqual(body);
    expect(errorMessage(error, 'Failed')).toBe('Deal analysis not found');
  });

  it('uses the status text when the body is empty, and the fallback when there is no message', async () => {
    handler = (_req, res) => {
      res.writeHead(502, 'Bad Gateway');
      res.end();
    };
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(errorMessage(error, 'Failed to sign in')).toBe('Failed to sign in');
    expect(errorMessage(new Error('network'), 'Failed to sign up')).toBe('Failed to sign up');
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    handler = tokenServer(2);
    await expect(apiRequest('GET', '/api/auth/user')).resolves.toEqual({ path: '/api/auth/user', token: 'Bearer access-3' });
    expect(server.requests.map((r) => r.url)).toEqual(['/api/auth/user', '/api/auth/refresh', '/api/auth/user']);
    expect(JSON.parse(server.requests[1].body)).toEqual({ refresh_token: 'refresh-1' });
    expect(useSessionStore.getState().session?.access_token).toBe('access-3');
  });

  it('shares one refresh between concurrent 401s', async () => {
    handler = tokenServer(2);
    const results = await Promise.all([apiRequest('GET', '/a'), apiRequest('GET', '/b'), apiRequest('GET', '/c')]);
    expect(results.map((r) => (r as { token: string }).token)).toEqual(['Bearer access-3', 'Bearer access-3', 'Bearer access-3']);
    expect(server.requests.filter((r) => r.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('signs out when the refresh is refused and rejects with the 401', async () => {
    handler = tokenServer(5, 'refuse');
    const error = await apiRequest('GET', '/api/auth/user').catch((e: unknown) => e);
    expect((error as InstanceType<typeof ApiError>).status).toBe(401);
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('blindspot-session')).toContain('"session":null');
  });

  it('sends no Authorization header when signed out', async () => {
    useSessionStore.getState().clearSession();
    handler = (_req, res) => json(res, 200, {});
    await apiRequest('GET', '/api/x');
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });
});

describe('streamRequest', () => {
  const sse = (res: Parameters<Handler>[1], parts: string[]) => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    let i = 0;
    const next = () => {
      if (i >= parts.length) return res.end();
      res.write(parts[i++]);
      setTimeout(next, 5);
    };
    next();
  };

  it('passes each text piece with the text so far and resolves with the done event', async () => {
    // Events split across network chunks, one cut inside the two bytes of "ö".
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const bytes = Buffer.from(
        'event: text\ndata: {"text":"Hel"}\n\n' +
          'event: text\ndata: {"text":"lo w\u00f6rld"}\n\n' +
          'event: done\ndata: {"content":"Hello w\u00f6rld","coach":"offline"}\n\n',
        'utf8',
      );
      const cut = bytes.indexOf(0xc3) + 1;
      res.write(bytes.subarray(0, 20));
      setTimeout(() => res.write(bytes.subarray(20, cut)), 5);
      setTimeout(() => res.end(bytes.subarray(cut)), 10);
    };
    const seen: Array<[string, string]> = [];
    const result = await streamRequest('/api/roleplay-sessions/1/message', { message: 'Hi' }, (piece, soFar) => seen.push([piece, soFar]));
    expect(seen).toEqual([
      ['Hel', 'Hel'],
      ['lo wörld', 'Hello wörld'],
    ]);
    expect(result).toEqual({ content: 'Hello wörld', coach: 'offline' });
    expect(JSON.parse(server.requests[0].body)).toEqual({ message: 'Hi' });
    expect(server.requests[0].headers.authorization).toBe('Bearer access-1');
  });

  it('rejects with the error event as an ApiError', async () => {
    const body = { statusCode: 502, error: 'Bad Gateway', message: 'The coach is unavailable' };
    handler = (_req, res) => sse(res, ['event: text\ndata: {"text":"Partial"}\n\n', `event: error\ndata: ${JSON.stringify(body)}\n\n`]);
    const error = await streamRequest('/m', { message: 'x' }, () => {}).catch((e: unknown) => e);
    expect((error as InstanceType<typeof ApiError>).status).toBe(502);
    expect(errorMessage(error, 'Failed to send message')).toBe('The coach is unavailable');
  });

  it('resolves a plain JSON answer and rejects a non-OK one with status: body', async () => {
    handler = (_req, res) => json(res, 200, { content: 'Fine', coach: 'offline' });
    await expect(streamRequest('/m', { message: 'x' }, () => {})).resolves.toEqual({ content: 'Fine', coach: 'offline' });
    handler = (_req, res) => json(res, 400, { statusCode: 400, error: 'Bad Request', message: 'message must not be empty' });
    await expect(streamRequest('/m', { message: '' }, () => {})).rejects.toThrow(
      '400: {"statusCode":400,"error":"Bad Request","message":"message must not be empty"}',
    );
  });

  it('sends an Idempotency-Key, new for each call and the same when the call is sent again after a refresh', async () => {
    const tokens = tokenServer(2);
    handler = (req, res) =>
      req.url === '/m' && req.headers.authorization === 'Bearer access-3' ? json(res, 200, { ok: true }) : tokens(req, res);
    await streamRequest('/m', {}, () => {});
    const keys = server.requests.filter((r) => r.url === '/m').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    handler = (_req, res) => json(res, 200, { ok: true });
    await streamRequest('/m', {}, () => {});
    await streamRequest('/m', {}, () => {}, { idempotencyKey: 'chosen-by-caller' });
    const later = server.requests.slice(-2).map((r) => r.headers['idempotency-key']);
    expect(later[0]).not.toBe(keys[0]);
    expect(later[1]).toBe('chosen-by-caller');
  });

  it('refreshes once on a 401 like apiRequest', async () => {
    const tokens = tokenServer(2);
    handler = (req, res) =>
      req.url === '/m' && req.headers.authorization === 'Bearer access-3' ? json(res, 200, { ok: true }) : tokens(req, res);
    await expect(streamRequest('/m', {}, () => {})).resolves.toEqual({ ok: true });
    expect(server.requests.map((r) => r.url)).toEqual(['/m', '/api/auth/refresh', '/m']);
  });

  it('rejects a stream that ends without a final event', async () => {
    handler = (_req, res) => sse(res, ['event: text\ndata: {"text":"Hal"}\n\n']);
    await expect(streamRequest('/m', {}, () => {})).rejects.toThrow(/ended before it was complete/);
  });
});

describe('queryClient', () => {
  it('GETs the query key joined with slashes, without retrying a failure', async () => {
    handler = (req, res) => (req.url === '/api/deal-analyses/42' ? json(res, 200, { id: '42' }) : json(res, 500, { message: 'boom' }));
    await expect(queryClient.fetchQuery({ queryKey: ['/api/deal-analyses', '42'] })).resolves.toEqual({ id: '42' });
    await expect(queryClient.fetchQuery({ queryKey: ['/api/broken'] })).rejects.toThrow('500: {"message":"boom"}');
    expect(server.requests.filter((r) => r.url === '/api/broken')).toHaveLength(1);
    const defaults = queryClient.getDefaultOptions().queries!;
    expect(defaults).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
  });
});
