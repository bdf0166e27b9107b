import http from 'node:http';
import { call, freePort, type RunningGateway, type RunningUpstream, startGateway, startUpstream } from './helpers.js';

const started: Array<RunningUpstream | RunningGateway> = [];
async function upstream(name: string, port?: number, host?: string) {
  const u = await startUpstream(name, port, host);
  started.push(u);
  return u;
}
async function gateway(env: Record<string, string>, overrides: Parameters<typeof startGateway>[1] = {}) {
  const g = await startGateway(env, overrides);
  started.push(g);
  return g;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => ('close' in s ? s.close() : s.stop())));
});

describe('an upstream that is down', () => {
  it('answers 503 JSON naming the service, for reads and writes', async () => {
    const g = await gateway({ DEALS_URL: `http://127.0.0.1:${await freePort()}` });
    for (const method of ['GET', 'POST']) {
      const answer = await call(`${g.url}/api/deal-analyses`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(answer.status).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The deals service is unavailable',
        requestId: answer.headers['x-request-id'],
      });
    }
  });

  it('answers 502 JSON when the service drops the connection before answering', async () => {
    // A server that accepts and then closes every connection without a response.
    const rude = http.createServer((req) => req.socket.destroy());
    await new Promise<void>((r) => rude.listen(0, '127.0.0.1', () => r()));
    try {
      const port = (rude.address() as { port: number }).port;
      const g = await gateway({ BILLING_URL: `http://127.0.0.1:${port}` });
      const answer = await call(`${g.url}/api/stripe/plans`);
      expect(answer.status).toBe(502);
      expect(answer.json()).toMatchObject({ statusCode: 502, error: 'Bad Gateway', message: 'The billing service failed to answer' });
    } finally {
      rude.closeAllConnections();
      await new Promise((r) => rude.close(r));
    }
  });

  it('finds the service again once it is back', async () => {
    const port = await freePort();
    const g = await gateway({ ROLEPLAY_URL: `http://127.0.0.1:${port}`, UPSTREAM_DOWN_MS: '60000' });
    expect((await call(`${g.url}/api/roleplay-sessions`)).status).toBe(503);
    await upstream('roleplay', port);
    // Even while marked down, the only instance is tried again rather than refused outright.
    const answer = await call(`${g.url}/api/roleplay-sessions`);
    expect(answer.status).toBe(200);
    expect(answer.json().name).toBe('roleplay');
  });
});

describe('several instances', () => {
  it('spreads requests round-robin', async () => {
    const a = await upstream('roleplay-a');
    const b = await upstream('roleplay-b');
    const g = await gateway({ ROLEPLAY_URL: `${a.url},${b.url}` });
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) seen.push((await call(`${g.url}/api/roleplay-sessions`)).json().name);
    expect(seen.filter((n) => n === 'roleplay-a')).toHaveLength(5);
    expect(seen.filter((n) => n === 'roleplay-b')).toHaveLength(5);
    // Alternating, not five then five.
    for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
  });

  it('skips an instance that refuses connections, for GET and for POST with a body', async () => {
    const live = await upstream('roleplay-live');
    const dead = `http://127.0.0.1:${await freePort()}`;
    const g = await gateway({ ROLEPLAY_URL: `${dead},${live.url}` });
    for (let i = 0; i < 6; i++) {
      const read = await call(`${g.url}/api/roleplay-sessions`);
      expect(read.status).toBe(200);
      expect(read.json().name).toBe('roleplay-live');
      const body = JSON.stringify({ scenario: 'discovery', i });
      const write = await call(`${g.url}/api/roleplay-sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(write.status).toBe(200);
      expect(write.json()).toMatchObject({ name: 'roleplay-live', method: 'POST', bytes: Buffer.byteLength(body) });
    }
  });

  it('sends a write with its whole body to the next instance when one refuses, every time', async () => {
    const live = await upstream('roleplay-live');
    const dead = `http://127.0.0.1:${await freePort()}`;
    // Never remember the dead instance as down: every request meets the refusal first.
    const g = await gateway({ ROLEPLAY_URL: `${dead},${live.url}`, UPSTREAM_DOWN_MS: '0' });
    const body = JSON.stringify({ message: 'x'.repeat(300_000) });
    for (let i = 0; i < 6; i++) {
      const write = await call(`${g.url}/api/roleplay-sessions/abc/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(write.status).toBe(200);
      expect(write.json()).toMatchObject({ name: 'roleplay-live', bytes: Buffer.byteLength(body) });
    }
  });

  it('keeps answering when one instance is killed, and reports it in /health', async () => {
    const a = await upstream('roleplay-a');
    const b = await upstream('roleplay-b');
    const g = await gateway({ ROLEPLAY_URL: `${a.url},${b.url}` });
    expect((await call(`${g.url}/api/roleplay-sessions`)).status).toBe(200);
    expect((await call(`${g.url}/api/roleplay-sessions`)).status).toBe(200);
    await a.stop();
    for (let i = 0; i < 4; i++) {
      const answer = await call(`${g.url}/api/roleplay-sessions`);
      expect(answer.status).toBe(200);
      expect(answer.json().name).toBe('roleplay-b');
    }
    const health = (await call(`${g.url}/health`)).json();
    expect(health.upstreams.roleplay.status).toBe('degraded');
    expect(health.upstreams.roleplay.instances).toEqual([
      { url: a.url, status: 'down', detail: 'ECONNREFUSED' },
      { url: b.url, status: 'ok' },
    ]);
  });

  it('sends new requests away from an instance that is draining (answers Connection: close), and back to it when alone', async () => {
    // In process, so the test can say when each one drains: a service does it for SHUTDOWN_DRAIN_MS before it stops.
    const servers = ['roleplay-a', 'roleplay-b'].map((name) => {
      const server = Object.assign(
        http.createServer((req, res) => {
          req.resume();
          if (server.draining) res.setHeader('connection', 'close');
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ name }));
        }),
        { draining: false },
      );
      return server;
    });
    for (const server of servers) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const [a, b] = servers;
    const urls = servers.map((s) => `http://127.0.0.1:${(s.address() as { port: number }).port}`);
    try {
      const g = await gateway({ ROLEPLAY_URL: urls.join(',') });
      const names = async (count: number, method = 'GET') => {
        const seen: string[] = [];
        for (let i = 0; i < count; i++) {
          const answer = await call(`${g.url}/api/roleplay-sessions`, {
            method,
            headers: { 'content-type': 'application/json' },
            body: method === 'POST' ? '{}' : undefined,
          });
          expect(answer.status).toBe(200);
          seen.push(answer.json().name);
        }
        return seen;
      };
      expect(new Set(await names(4))).toEqual(new Set(['roleplay-a', 'roleplay-b']));
      a.draining = true;
      // Round-robin reaches a within two requests; from its first Connection: close on, everything goes to b.
      const seen = await names(10, 'POST');
      expect(seen.filter((n) => n === 'roleplay-a').length).toBeLessThanOrEqual(1);
      expect(seen.slice(-8)).toEqual(Array(8).fill('roleplay-b'));
      // b stops too (a rollout replaced both): a, still draining, is the one left, and is used.
      b.closeAllConnections();
      await new Promise((r) => b.close(r));
      expect(await names(3)).toEqual(['roleplay-a', 'roleplay-a', 'roleplay-a']);
    } finally {
      for (const server of servers) {
        server.closeAllConnections();
        if (server.listening) await new Promise((r) => server.close(r));
      }
    }
  });

  it('answers 503 when every instance is down', async () => {
    const g = await gateway({ ROLEPLAY_URL: `http://127.0.0.1:${await freePort()},http://127.0.0.1:${await freePort()}` });
    const answer = await call(`${g.url}/api/roleplay-sessions/1/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message":"hi"}',
    });
    expect(answer.status).toBe(503);
    expect(answer.json().message).toBe('The roleplay service is unavailable');
  });
});

describe('a scaled service behind one name (docker compose --scale roleplay=N)', () => {
  it('reaches every address the name resolves to, and follows the name as replicas come and go', async () => {
    // Two replicas on the same port, as containers would be: 127.0.0.1 and 127.0.0.2 are both loopback.
    const first = await upstream('replica-1', 0, '127.0.0.1');
    await upstream('replica-2', first.port, '127.0.0.2');
    let addresses = ['127.0.0.1', '127.0.0.2'];
    const lookup = async (hostname: string) => {
      expect(hostname).toBe('roleplay');
      return addresses.map((address) => ({ address, family: 4 }));
    };
    const g = await gateway({ ROLEPLAY_URL: `http://roleplay:${first.port}`, UPSTREAM_RESOLVE_INTERVAL_MS: '0' }, { lookup });
    const names = new Set<string>();
    for (let i = 0; i < 4; i++) names.add((await call(`${g.url}/api/roleplay-sessions`)).json().name);
    expect([...names].sort()).toEqual(['replica-1', 'replica-2']);

    // Scaled down to one replica: after the next resolution, only it is used.
    addresses = ['127.0.0.2'];
    await g.app.upstreams.roleplay.resolve();
    for (let i = 0; i < 4; i++) expect((await call(`${g.url}/api/roleplay-sessions`)).json().name).toBe('replica-2');
    expect(g.app.upstreams.roleplay.all.map((i) => i.origin)).toEqual([`http://127.0.0.2:${first.port}`]);
  });
});

describe('server-sent events', () => {
  it('delivers each event as the service writes it, not when the stream ends', async () => {
    const deals = await upstream('deals');
    const g = await gateway({ DEALS_URL: deals.url });
    const events: string[] = [];
    let ended = false;
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`${g.url}/api/deal-analyses/1/stream`, { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' } }, resolve)
        .on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => events.push(chunk));
    response.on('end', () => (ended = true));
    // The upstream holds the stream open after its first event: it must arrive through the gateway anyway.
    while (!events.join('').includes('first from deals')) await new Promise((r) => response.once('data', r));
    expect(ended).toBe(false);
    // Now let the upstream finish the stream.
    expect((await call(`${deals.url}/api/deal-analyses/1/stream-end`)).status).toBe(204);
    if (!ended) await new Promise((r) => response.once('end', r));
    expect(events.join('')).toBe('event: text\ndata: {"text":"first from deals"}\n\nevent: done\ndata: {}\n\n');
  });
});

describe('GET /health', () => {
  it('reports every upstream instance, 200 when all are up', async () => {
    const [auth, deals, roleplay, billing] = await Promise.all(['auth', 'deals', 'roleplay', 'billing'].map((n) => upstream(n)));
    const g = await gateway({ AUTH_URL: auth.url, DEALS_URL: deals.url, ROLEPLAY_URL: roleplay.url, BILLING_URL: billing.url });
    const answer = await call(`${g.url}/health`);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      status: 'ok',
      upstreams: {
        auth: { status: 'ok', instances: [{ url: auth.url, status: 'ok' }] },
        deals: { status: 'ok', instances: [{ url: deals.url, status: 'ok' }] },
        roleplay: { status: 'ok', instances: [{ url: roleplay.url, status: 'ok' }] },
        billing: { status: 'ok', instances: [{ url: billing.url, status: 'ok' }] },
      },
    });
  });

  it('is 503 when a service has no instance up', async () => {
    const [auth, deals, roleplay] = await Promise.all(['auth', 'deals', 'roleplay'].map((n) => upstream(n)));
    const g = await gateway({
      AUTH_URL: auth.url,
      DEALS_URL: deals.url,
      ROLEPLAY_URL: roleplay.url,
      BILLING_URL: `http://127.0.0.1:${await freePort()}`,
    });
    const answer = await call(`${g.url}/health`);
    expect(answer.status).toBe(503);
    expect(answer.json()).toMatchObject({ status: 'down', upstreams: { auth: { status: 'ok' }, billing: { status: 'down' } } });
    expect((await call(`${g.url}/health/live`)).status).toBe(200);
  });
});
