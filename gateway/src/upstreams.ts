import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Pool } from 'undici';

export interface UpstreamOptions {
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  downMs: number;
  resolveIntervalMs: number;
  /** Name resolution (tests replace it); default: the system resolver, every address. */
  lookup?: (hostname: string) => Promise<Array<{ address: string; family: number }>>;
}

/**
 * How long an instance that answered `Connection: close` (a service draining before it stops) is taken only
 * after the others. Longer than a drain (SHUTDOWN_DRAIN_MS, 15 s in the cluster); a normal answer ends it sooner.
 */
export const DRAINING_MS = 30_000;

/** One running copy of a service, with its own keep-alive connection pool. */
export class Instance {
  readonly pool: Pool;
  /** Skipped by round-robin until then (epoch ms), after it refused or timed out a connection. */
  downUntil = 0;
  lastFailure = 0;
  /** Taken after the instances that are not draining until then (epoch ms). */
  drainingUntil = 0;

  constructor(
    readonly origin: string,
    options: UpstreamOptions,
    /** The configured URL this instance came from (differs from `origin` when a name was resolved). */
    readonly configured: string = origin,
  ) {
    this.pool = new Pool(origin, {
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.headersTimeoutMs,
      // Streams (SSE) may stay quiet between events for a long time: no body timeout.
      bodyTimeout: 0,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 600_000,
    });
  }

  isUp(now: number): boolean {
    return this.downUntil <= now;
  }

  markDown(now: number, downMs: number): void {
    this.lastFailure = now;
    this.downUntil = now + downMs;
  }

  markUp(): void {
    this.downUntil = 0;
  }

  isDraining(now: number): boolean {
    return this.drainingUntil > now;
  }
}

/**
 * A service behind the gateway: a list of instances picked round-robin. Each configured URL is one
 * instance, except that a host name (not an IP, not localhost) is resolved to all its addresses and
 * re-resolved periodically, so `http://roleplay:3003` reaches every replica Docker's DNS knows.
 */
export class Upstream {
  private instances: Instance[] = [];
  private next = 0;
  private timer?: NodeJS.Timeout;
  private readonly retired = new Set<Instance>();

  constructor(
    readonly name: string,
    private readonly urls: string[],
    private readonly options: UpstreamOptions,
  ) {
    this.instances = urls.map((u) => new Instance(u, options));
  }

  /** Resolves host names now and, when configured, again on an interval. */
  async start(): Promise<void> {
    if (!this.urls.some((u) => isDnsName(new URL(u).hostname))) return;
    await this.resolve();
    if (this.options.resolveIntervalMs > 0) {
      this.timer = setInterval(() => void this.resolve(), this.options.resolveIntervalMs);
      this.timer.unref();
    }
  }

  /** Rebuilds the instance list from DNS, keeping the pools (and down marks) of known addresses. */
  async resolve(): Promise<void> {
    const wanted: Array<{ origin: string; configured: string }> = [];
    for (const configured of this.urls) {
      const url = new URL(configured);
      if (!isDnsName(url.hostname)) {
        wanted.push({ origin: url.origin, configured });
        continue;
      }
      try {
        const port = url.port || (url.protocol === 'https:' ? '443' : '80');
        const resolve = this.options.lookup ?? ((host: string) => lookup(host, { all: true }));
        for (const { address, family } of await resolve(url.hostname)) {
          wanted.push({ origin: `${url.protocol}//${family === 6 ? `[${address}]` : address}:${port}`, configured });
        }
      } catch {
        // Not resolvable right now (DNS hiccup, replicas restarting): keep what this name had.
        for (const i of this.instances) if (i.configured === configured) wanted.push({ origin: i.origin, configured });
      }
    }
    if (wanted.length === 0) return;
    const known = new Map(this.instances.map((i) => [i.origin, i]));
    const fresh = new Map<string, Instance>();
    for (const { origin, configured } of wanted) {
      if (!fresh.has(origin)) fresh.set(origin, known.get(origin) ?? new Instance(origin, this.options, configured));
    }
    for (const instance of this.instances) {
      if (!fresh.has(instance.origin)) {
        // Requests in flight finish; the pool closes after them.
        this.retired.add(instance);
        void instance.pool
          .close()
          .catch(() => undefined)
          .finally(() => this.retired.delete(instance));
      }
    }
    this.instances = [...fresh.values()];
  }

  get all(): readonly Instance[] {
    return this.instances;
  }

  /**
   * The order in which to try instances for one request: the healthy ones, starting at the
   * round-robin cursor, those draining last. When none is healthy, the one that failed longest ago is
   * tried alone, so a restarted service is found again without waiting for its down mark to expire.
   */
  candidates(now = Date.now()): Instance[] {
    const list = this.instances;
    const n = list.length;
    const start = this.next++ % n;
    if (this.next > 1e9) this.next = 0;
    const up: Instance[] = [];
    const draining: Instance[] = [];
    for (let i = 0; i < n; i++) {
      const instance = list[(start + i) % n];
      if (instance.isUp(now)) (instance.isDraining(now) ? draining : up).push(instance);
    }
    if (up.length || draining.length) return [...up, ...draining];
    return [list.reduce((a, b) => (b.lastFailure < a.lastFailure ? b : a))];
  }

  markDown(instance: Instance): void {
    instance.markDown(Date.now(), this.options.downMs);
    // Whatever was draining there has stopped; what starts there next is a new process.
    instance.drainingUntil = 0;
  }

  /**
   * From each answer: `Connection: close` is how a service says it is draining (service-kit), so new requests go
   * elsewhere while it finishes, and none is sent on a fresh connection just as it closes; any other answer ends it.
   */
  noteAnswer(instance: Instance, closing: boolean): void {
    instance.drainingUntil = closing ? Date.now() + DRAINING_MS : 0;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all([...this.instances, ...this.retired].map((i) => i.pool.close().catch(() => undefined)));
  }
}

/** A host name to resolve (not an IP literal, not localhost). */
function isDnsName(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return !isIP(host) && host !== 'localhost';
}
