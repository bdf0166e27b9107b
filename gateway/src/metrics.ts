import http, { type Server } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Upstream } from './upstreams.js';

/** Why the gateway, not the service, answered an API call with an error (or had to try another instance). */
export type UpstreamErrorReason = 'retried' | 'unavailable' | 'timeout' | 'failed' | 'cut';

/**
 * What the gateway counts, in Prometheus format on its own port (METRICS_PORT), never on the public one.
 * The names are what deploy/monitoring's rules and dashboards read: rename one there too.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly answers: Counter<'upstream' | 'status_code'>;
  private readonly errors: Counter<'upstream' | 'reason'>;

  constructor(upstreams: () => Record<string, Upstream>) {
    this.registry.setDefaultLabels({ service: 'gateway' });
    collectDefaultMetrics({ register: this.registry });
    this.answers = new Counter({
      name: 'gateway_proxy_requests_total',
      help: "API calls answered through the gateway, by upstream service and status (the services' own answers and the gateway's 502/503/504/413)",
      labelNames: ['upstream', 'status_code'],
      registers: [this.registry],
    });
    this.errors = new Counter({
      name: 'gateway_upstream_errors_total',
      help:
        'Upstream failures seen by the gateway: retried (sent to another instance), unavailable (503: every ' +
        'instance refused), timeout (504), failed (502: dropped before answering), cut (dropped mid-answer)',
      labelNames: ['upstream', 'reason'],
      registers: [this.registry],
    });
    new Gauge({
      name: 'gateway_upstream_instances',
      help: 'Instances of each upstream the gateway knows (resolved from its name), by state: up, or down (refused a connection in the last UPSTREAM_DOWN_MS)',
      labelNames: ['upstream', 'state'],
      registers: [this.registry],
      collect() {
        const now = Date.now();
        for (const [name, upstream] of Object.entries(upstreams())) {
          const up = upstream.all.filter((instance) => instance.isUp(now)).length;
          this.set({ upstream: name, state: 'up' }, up);
          this.set({ upstream: name, state: 'down' }, upstream.all.length - up);
        }
      },
    });
  }

  answered(upstream: string, statusCode: number): void {
    this.answers.inc({ upstream, status_code: String(statusCode) });
  }

  upstreamError(upstream: string, reason: UpstreamErrorReason): void {
    this.errors.inc({ upstream, reason });
  }

  /** `GET /metrics` on its own port (cluster-internal: the scraper reaches it, the public does not). */
  async listen(port: number, host: string): Promise<Server> {
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      this.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return server;
  }
}
