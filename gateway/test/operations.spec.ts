// What operations rely on: the gateway's metrics (deploy/monitoring reads these names), and the Kubernetes
// mode, where each service is one headless Service name that resolves to its ready pods (deploy/k8s).
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, freePort, type RunningGateway, type RunningUpstream, startGateway, startUpstream } from './helpers.js';

const running: Array<{ close(): Promise<void> } | RunningUpstream> = [];
afterEach(async () => {
  for (const r of running.splice(0)) await ('stop' in r ? r.stop() : r.close());
});

async function gateway(env: Record<string, string>, overrides?: Parameters<typeof startGateway>[1]): Promise<RunningGateway> {
  const g = await startGateway(env, overrides);
  running.push(g);
  return g;
}

/** One series' value in the gateway's metrics (NaN when absent). */
async function metric(g: RunningGateway, name: string, labels: Record<string, string>): Promise<number> {
  const text = await g.app.metrics.registry.metrics();
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
}

describe('metrics', () => {
  it('counts answers by upstream and status, and names what the gateway itself answered', async () => {
    const auth = await startUpstream('auth');
    running.push(auth);
    const dead = `http://127.0.0.1:${await freePort()}`;
    const g = await gateway({ AUTH_URL: auth.url, DEALS_URL: dead, UPSTREAM_DOWN_MS: '0' });
    expect((await call(`${g.url}/api/auth/user`)).status).toBe(200);
    expect((await call(`${g.url}/api/auth/status/404`)).status).toBe(404);
    expect((await call(`${g.url}/api/deal-analyses`)).status).toBe(503);
    await call(`${g.url}/index.html`); // not proxied: not counted

    expect(await metric(g, 'gateway_proxy_requests_total', { upstream: 'auth', status_code: '200' })).toBe(1);
    expect(await metric(g, 'gateway_proxy_requests_total', { upstream: 'auth', status_code: '404' })).toBe(1);
    expect(await metric(g, 'gateway_proxy_requests_total', { upstream: 'deals', status_code: '503' })).toBe(1);
    expect(await metric(g, 'gateway_upstream_errors_total', { upstream: 'deals', reason: 'unavailable' })).toBe(1);
    expect(await metric(g, 'gateway_upstream_instances', { upstream: 'auth', state: 'up' })).toBe(1);
    expect(await metric(g, 'gateway_upstream_instances', { upstream: 'deals', state: 'down' })).toBe(0);
  });

  it('counts a failover to another instance as retried, not as an error the user saw', async () => {
    const roleplay = await startUpstream('roleplay');
    running.push(roleplay);
    const dead = `http://127.0.0.1:${await freePort()}`;
    const g = await gateway({ ROLEPLAY_URL: `${dead},${roleplay.url}` });
    for (let i = 0; i < 2; i++)
      expect(
        (await call(`${g.url}/api/roleplay-sessions`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }))
          .status,
      ).toBe(200);
    expect(await metric(g, 'gateway_upstream_errors_total', { upstream: 'roleplay', reason: 'retried' })).toBe(1);
    expect(await metric(g, 'gateway_proxy_requests_total', { upstream: 'roleplay', status_code: '200' })).toBe(2);
    expect(await metric(g, 'gateway_upstream_instances', { upstream: 'roleplay', state: 'down' })).toBe(1);
  });
});

/**
 * A pod of a scaled service, in this process: answers on its own loopback address and the shared port,
 * like pods behind a headless Service. On `terminate()` it does what a service does on SIGTERM: keeps
 * answering for `drainMs`, each answer closing its connection, then stops (connections refused).
 */
class Pod {
  answered = 0;
  private draining = false;
  private constructor(
    readonly address: string,
    private readonly server: Server,
  ) {}

  static async start(address: string, port: number): Promise<Pod> {
    let pod: Pod | undefined;
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        pod!.answered++;
        const headers: Record<string, string> = { 'content-type': 'application/json', 'keep-alive': 'timeout=5' };
        if (pod!.draining) headers.connection = 'close';
        // A turn takes a little while, so some are in flight whenever a pod is told to stop.
        setTimeout(() => res.writeHead(200, headers).end(JSON.stringify({ pod: address })), 5);
      });
    });
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve) => server.listen(port, address, resolve));
    pod = new Pod(address, server);
    return pod;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async terminate(drainMs: number): Promise<void> {
    this.draining = true;
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeIdleConnections();
    });
  }

  kill(): void {
    this.server.closeAllConnections();
    this.server.close();
  }
}

describe('Kubernetes: one headless Service name per service', () => {
  it('follows roleplay scaled 2 -> 20 -> 2 while turns flow, and no turn fails', async () => {
    const first = await Pod.start('127.0.0.1', 0);
    const port = first.port;
    const pods = [first, await Pod.start('127.0.0.2', port)];
    // What the cluster's DNS answers for the headless Service: the ready pods only.
    let ready = pods.map((p) => p.address);
    const lookups: string[] = [];
    const lookup = async (hostname: string) => {
      lookups.push(hostname);
      return ready.map((address) => ({ address, family: 4 }));
    };
    const g = await gateway({ ROLEPLAY_URL: `http://roleplay:${port}`, UPSTREAM_RESOLVE_INTERVAL_MS: '50' }, { lookup });
    running.push({
      close: async () => {
        for (const pod of pods) pod.kill();
      },
    });

    // Sellers sending turns (POST with a body) and reading lists, 6 at a time, until told to stop.
    const failures: Array<{ status: number; text: string }> = [];
    let answered = 0;
    let stop = false;
    const seller = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const answer =
          i % 3 === 0
            ? await call(`${g.url}/api/roleplay-sessions`)
            : await call(`${g.url}/api/roleplay-sessions/s${n}/message`, {
                method: 'POST',
                body: JSON.stringify({ message: `turn ${i}` }),
                headers: { 'content-type': 'application/json' },
              });
        answered++;
        if (answer.status !== 200) failures.push({ status: answer.status, text: answer.text });
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, n) => seller(n)));
    const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    // Scale up: each new pod joins the Service's DNS answer once it is ready.
    for (let i = 3; i <= 20; i++) {
      const pod = await Pod.start(`127.0.0.${i}`, port);
      pods.push(pod);
      ready = [...ready, pod.address];
    }
    await settle(1_500);
    expect(g.app.upstreams.roleplay.all).toHaveLength(20);
    for (const pod of pods) expect(pod.answered).toBeGreaterThan(0);

    // Scale down: Kubernetes takes each pod out of the Service and sends it SIGTERM at the same moment; it
    // drains (here 300 ms; SHUTDOWN_DRAIN_MS in the cluster) and then refuses connections.
    const leaving = pods.slice(2);
    ready = pods.slice(0, 2).map((p) => p.address);
    await Promise.all(leaving.map((pod) => pod.terminate(300)));
    await settle(500);
    const before = pods.slice(0, 2).reduce((n, p) => n + p.answered, 0);
    await settle(500);
    stop = true;
    await load;

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    expect(g.app.upstreams.roleplay.all.map((i) => i.origin).sort()).toEqual([`http://127.0.0.1:${port}`, `http://127.0.0.2:${port}`]);
    // After the scale-down only the two remaining pods answer.
    expect(pods.slice(0, 2).reduce((n, p) => n + p.answered, 0)).toBeGreaterThan(before);
    expect(new Set(lookups)).toEqual(new Set(['roleplay']));
  }, 60_000);
});
