import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The services behind `/api/*`, named as in the environment (`AUTH_URL`, `DEALS_URL`, ...). */
export const UPSTREAM_NAMES = ['auth', 'deals', 'roleplay', 'billing'] as const;
export type UpstreamName = (typeof UPSTREAM_NAMES)[number];

/** The Module Federation remotes the shell loads at run time, each served from `mfe-<name>/dist`. */
export const REMOTE_NAMES = ['deals', 'roleplay', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const DEFAULT_PORTS: Record<UpstreamName, number> = { auth: 3001, deals: 3002, roleplay: 3003, billing: 3004 };

export interface GatewayConfig {
  port: number;
  host: string;
  logLevel: string;
  /** Largest request body passed upstream, in bytes (413 above it). */
  bodyLimit: number;
  /** Largest `audio/*` body (voice turns); the service applies its own, smaller limit with a precise message. */
  mediaBodyLimit: number;
  /** Each upstream's instances, as base URLs (`http://host:port`). */
  upstreams: Record<UpstreamName, string[]>;
  /** How long to wait for a TCP connection to an instance before trying the next one. */
  connectTimeoutMs: number;
  /** How long an instance that refused a connection is skipped. */
  downMs: number;
  /** How often upstream host names are resolved again (DNS round-robin, scaled services); 0 resolves once. */
  resolveIntervalMs: number;
  /** Longest wait for an upstream's response headers (coach replies without streaming can take a while). */
  headersTimeoutMs: number;
  /** Built front ends. */
  shellDir: string;
  remoteDirs: Record<RemoteName, string>;
  /** What `GET /remotes/manifest.json` answers, remote name to `remoteEntry.js` URL. */
  remotes: Record<RemoteName, string>;
  /** Proxies in front of the gateway whose `x-forwarded-for` is believed (0: the client is the socket peer). */
  trustedProxyHops: number;
  /** The secret sent to the services as `x-gateway-token`, so they believe the `x-forwarded-for` it sets. */
  gatewayToken?: string;
  /** Replaces the default Content-Security-Policy when set. */
  contentSecurityPolicy?: string;
  /** Where `GET /metrics` (Prometheus) is served, on its own port so the public never reaches it; unset: not served. */
  metricsPort?: number;
  /**
   * On SIGTERM, how long the gateway keeps answering (each answer closing its connection) before it stops
   * accepting: the time a load balancer or Kubernetes takes to stop sending it new connections. 0: stop at once.
   */
  shutdownDrainMs: number;
}

export class GatewayConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`gateway: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'GatewayConfigError';
  }
}

/** `1048576`, `1mb`, `512kb`, `10MB` to bytes; NaN when it is none of these. */
export function parseBytes(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
  if (!match) return Number.NaN;
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(match[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(match[1]) * unit);
}

/** The repository root when running from `gateway/src` or `gateway/dist`. */
function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
}

/** Reads and checks the environment; every problem is reported at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const problems: string[] = [];

  const integer = (key: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = env[key]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${key}: expected an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const bytes = (key: string, fallback: string): number => {
    const raw = env[key]?.trim() || fallback;
    const value = parseBytes(raw);
    if (!Number.isFinite(value) || value <= 0) {
      problems.push(`${key}: expected a size such as 1mb or 1048576, got "${raw}"`);
      return parseBytes(fallback);
    }
    return value;
  };

  const upstreams = {} as Record<UpstreamName, string[]>;
  for (const name of UPSTREAM_NAMES) {
    const key = `${name.toUpperCase()}_URL`;
    const raw = env[key]?.trim() || `http://127.0.0.1:${DEFAULT_PORTS[name]}`;
    const list = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    upstreams[name] = [];
    for (const entry of list) {
      try {
        const url = new URL(entry);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
        upstreams[name].push(url.origin);
      } catch {
        problems.push(`${key}: "${entry}" is not an http:// URL`);
      }
    }
    if (list.length === 0) problems.push(`${key}: no instance given`);
  }

  const webRoot = path.resolve(env.WEB_ROOT?.trim() || defaultWebRoot());
  const remoteDirs = {} as Record<RemoteName, string>;
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remoteDirs[name] = path.join(webRoot, `mfe-${name}`, 'dist');
    const override = env[`REMOTE_${name.toUpperCase()}_URL`]?.trim();
    if (override && !/^(https?:\/\/|\/)/.test(override)) {
      problems.push(`REMOTE_${name.toUpperCase()}_URL: expected an absolute URL or a path starting with /, got "${override}"`);
    }
    remotes[name] = override || `/remotes/${name}/remoteEntry.js`;
  }

  const gatewayToken = env.GATEWAY_TOKEN?.trim() || undefined;
  if (gatewayToken !== undefined && gatewayToken.length < 16) problems.push('GATEWAY_TOKEN: must be at least 16 characters');

  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL: expected fatal, error, warn, info, debug, trace or silent, got "${logLevel}"`);
  }

  const config: GatewayConfig = {
    port: integer('PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    logLevel,
    bodyLimit: bytes('BODY_LIMIT', '1mb'),
    mediaBodyLimit: bytes('MEDIA_BODY_LIMIT', '12mb'),
    upstreams,
    connectTimeoutMs: integer('UPSTREAM_CONNECT_TIMEOUT_MS', 800, 1),
    downMs: integer('UPSTREAM_DOWN_MS', 2000, 0),
    resolveIntervalMs: integer('UPSTREAM_RESOLVE_INTERVAL_MS', 5000, 0),
    headersTimeoutMs: integer('UPSTREAM_HEADERS_TIMEOUT_MS', 120_000, 1),
    shellDir: path.join(webRoot, 'shell', 'dist'),
    remoteDirs,
    remotes,
    trustedProxyHops: integer('TRUSTED_PROXY_HOPS', 0, 0, 10),
    gatewayToken,
    contentSecurityPolicy: env.CONTENT_SECURITY_POLICY?.trim() || undefined,
    metricsPort: env.METRICS_PORT?.trim() ? integer('METRICS_PORT', 0, 1, 65535) : undefined,
    shutdownDrainMs: integer('SHUTDOWN_DRAIN_MS', 0, 0, 60_000),
  };
  if (problems.length) throw new GatewayConfigError(problems);
  return config;
}
