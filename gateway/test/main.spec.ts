// The gateway as it runs in production: `node dist/main.js` in its own process, configured only by its
// environment, with no service running behind it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { call, freePort } from './helpers.js';

const gatewayDir = path.resolve(import.meta.dirname, '..');

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: gatewayDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntilListening(url: string, exited: Promise<number | null>) {
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error('the gateway exited');
    try {
      await call(`${url}/health/live`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

beforeAll(() => {
  // dist/main.js loads @blindspot/telemetry from its dist too.
  for (const dir of [path.resolve(gatewayDir, '..', 'packages', 'telemetry'), gatewayDir]) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: dir, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`${dir} build failed: ${build.stderr}`);
  }
});

it('starts with no service behind it, says so, and stops cleanly on SIGTERM', async () => {
  const port = await freePort();
  const dead = `http://127.0.0.1:${await freePort()}`;
  const gateway = start({
    PORT: String(port),
    HOST: '127.0.0.1',
    AUTH_URL: dead,
    DEALS_URL: dead,
    ROLEPLAY_URL: dead,
    BILLING_URL: dead,
    WEB_ROOT: '/nonexistent',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilListening(url, gateway.exited);
    const health = await call(`${url}/health`);
    expect(health.status).toBe(503);
    expect(health.json().status).toBe('down');
    const api = await call(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(api.status).toBe(503);
    expect(api.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: 'The auth service is unavailable' });
    const home = await call(`${url}/`, { headers: { accept: 'text/html' } });
    expect(home.text).toContain('not built');
  } finally {
    gateway.child.kill('SIGTERM');
  }
  expect(await gateway.exited).toBe(0);
});

it('refuses to start with a bad setting, naming every problem', async () => {
  const gateway = start({ PORT: 'eighty', AUTH_URL: 'not a url' });
  expect(await gateway.exited).toBe(1);
  expect(gateway.output()).toContain('PORT');
  expect(gateway.output()).toContain('AUTH_URL');
});

it('serves its metrics on METRICS_PORT only, never on the public port', async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const dead = `http://127.0.0.1:${await freePort()}`;
  const gateway = start({
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    HOST: '127.0.0.1',
    AUTH_URL: dead,
    DEALS_URL: dead,
    ROLEPLAY_URL: dead,
    BILLING_URL: dead,
    WEB_ROOT: '/nonexistent',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilListening(url, gateway.exited);
    await call(`${url}/api/deal-analyses`);
    const metrics = await call(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(/^gateway_proxy_requests_total\{[^}]*upstream="deals"[^}]*status_code="503"[^}]*\} 1$/m);
    expect(metrics.text).toContain('process_resident_memory_bytes');
    const publicMetrics = await call(`${url}/metrics`);
    expect(publicMetrics.text).not.toContain('gateway_proxy_requests_total');
  } finally {
    gateway.child.kill('SIGTERM');
  }
  expect(await gateway.exited).toBe(0);
});

it('with SHUTDOWN_DRAIN_MS, keeps answering after SIGTERM (each answer closing its connection), then exits', async () => {
  const port = await freePort();
  const dead = `http://127.0.0.1:${await freePort()}`;
  const gateway = start({
    PORT: String(port),
    SHUTDOWN_DRAIN_MS: '1500',
    HOST: '127.0.0.1',
    AUTH_URL: dead,
    DEALS_URL: dead,
    ROLEPLAY_URL: dead,
    BILLING_URL: dead,
    WEB_ROOT: '/nonexistent',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilListening(url, gateway.exited);
  const stopped = Date.now();
  gateway.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const during = await call(`${url}/health/live`, { headers: { connection: 'keep-alive' } });
  expect(during.status).toBe(200);
  expect(during.headers.connection).toBe('close');
  expect(await gateway.exited).toBe(0);
  expect(Date.now() - stopped).toBeGreaterThanOrEqual(1400);
});
