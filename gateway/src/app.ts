import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { traceFields } from '@blindspot/telemetry';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { request as undiciRequest } from 'undici';
import { registerApiDocs } from './api-docs.js';
import { type GatewayConfig, REMOTE_NAMES, type RemoteName, UPSTREAM_NAMES, type UpstreamName } from './config.js';
import { errorBody, sendError } from './errors.js';
import { GatewayMetrics } from './metrics.js';
import { CONTINUE_SENT, proxyRequest } from './proxy.js';
import { upstreamFor } from './routes.js';
import { apiSecurityHeaders, securityHeaders } from './security.js';
import { createStaticFiles, NO_CACHE } from './static.js';
import { Upstream, type UpstreamOptions } from './upstreams.js';

const ANY_METHOD = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** An incoming id is kept only if it is short and plain, so it cannot break log lines or headers. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Blindspot</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>Blindspot</h1>
<p>The front end is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload.</p>
<p>The API is available under <code>/api</code>.</p>
</body></html>
`;

declare module 'fastify' {
  interface FastifyInstance {
    upstreams: Record<UpstreamName, Upstream>;
    metrics: GatewayMetrics;
  }
}

function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Builds the gateway (not listening): tests call this with their own config and `app.listen()` it. */
export async function buildGateway(config: GatewayConfig, overrides: Pick<UpstreamOptions, 'lookup'> = {}): Promise<FastifyInstance> {
  const upstreams = {} as Record<UpstreamName, Upstream>;
  const metrics = new GatewayMetrics(() => upstreams);
  const proxyOptions = {
    bodyLimit: config.bodyLimit,
    mediaBodyLimit: config.mediaBodyLimit,
    trustedProxyHops: config.trustedProxyHops,
    gatewayToken: config.gatewayToken,
    log: { warn: (obj: object, msg: string) => app.log.warn(obj, msg) },
    onUpstreamError: (upstream: string, reason: Parameters<GatewayMetrics['upstreamError']>[1]) => metrics.upstreamError(upstream, reason),
  };
  const apiHeaders = apiSecurityHeaders();

  const app = Fastify({
    // Proxied API calls are the hot path: they skip Fastify's routing, hooks and body handling and go
    // straight to the proxy. Everything else (static files, manifest, health, 404s) is Fastify's.
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        const name = upstreamFor(req.url ?? '/');
        if (name === null) return handler(req, res);
        const requestId = requestIdOf(req);
        for (const [header, value] of apiHeaders) res.setHeader(header, value);
        res.setHeader('x-request-id', requestId);
        res.once('finish', () => metrics.answered(name, res.statusCode));
        proxyRequest(req, res, upstreams[name], requestId, proxyOptions);
      }),
    // Inside a traced request, each line carries trace_id and span_id.
    logger: { level: config.logLevel, mixin: traceFields },
    // Services log every request with the same request id; here only failures are logged.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Proxied bodies are streamed, not parsed; this only bounds what the gateway itself would parse.
    bodyLimit: config.bodyLimit,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  // `Expect: 100-continue`: let the client send its body only once the request is known to be acceptable,
  // so an oversized upload is refused (413) before it is sent.
  app.server.on('checkContinue', (req: IncomingMessage & { [CONTINUE_SENT]?: boolean }, res: ServerResponse) => {
    const declared = Number(req.headers['content-length']);
    const limit = String(req.headers['content-type'] ?? '').startsWith('audio/') ? config.mediaBodyLimit : config.bodyLimit;
    // Only proxied calls are refused here; the proxy answers them 413 and closes the connection.
    if (!(declared > limit) || upstreamFor(req.url ?? '/') === null) {
      req[CONTINUE_SENT] = true;
      res.writeContinue();
    }
    app.server.emit('request', req, res);
  });

  for (const name of UPSTREAM_NAMES) {
    upstreams[name] = new Upstream(name, config.upstreams[name], {
      connectTimeoutMs: config.connectTimeoutMs,
      headersTimeoutMs: config.headersTimeoutMs,
      downMs: config.downMs,
      resolveIntervalMs: config.resolveIntervalMs,
      ...overrides,
    });
  }
  await Promise.all(Object.values(upstreams).map((u) => u.start()));
  app.decorate('upstreams', upstreams);
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(upstreams).map((u) => u.close()));
  });

  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    // Set on the raw response, so they also go out on hijacked answers (static files, 404s).
    const res = reply.raw;
    for (const [name, value] of headers) res.setHeader(name, value);
    res.setHeader('x-request-id', request.id);
    done();
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'gateway error');
    const message = status >= 500 ? 'Something went wrong' : error.message;
    void reply
      .code(status)
      .header('cache-control', 'no-store')
      .send(errorBody(status, message, request.id));
  });

  // Paths under /api that no service answers, and internal routes (service-to-service only), are 404s.
  await app.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const notFound = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      sendError(reply.raw, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`, request.id);
    };
    for (const url of ['/api', '/api/*', '/internal', '/internal/*']) {
      api.route({ method: [...ANY_METHOD], url, handler: notFound });
    }
  });

  app.get('/health', async (_request, reply) => {
    const report = await healthReport(upstreams);
    return reply
      .code(report.status === 'down' ? 503 : 200)
      .header('cache-control', 'no-store')
      .send(report);
  });
  // The gateway process itself (for container health checks that must not depend on the services).
  app.get('/health/live', async () => ({ status: 'ok' }));

  app.get('/remotes/manifest.json', async (_request, reply) => {
    return reply.header('cache-control', NO_CACHE).send(config.remotes);
  });

  const files = createStaticFiles();
  // The public API's reference and merged OpenAPI document under /api/docs (docs/api.md); other /api/* paths stay 404s.
  registerApiDocs(app, upstreams, files);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/remotes/:name/*',
    handler: async (request, reply) => {
      const { name, '*': rest } = request.params as { name: string; '*': string };
      if (!(REMOTE_NAMES as readonly string[]).includes(name)) return reply.callNotFound();
      reply.hijack();
      const served = await files.serve(request.raw, reply.raw, config.remoteDirs[name as RemoteName], `/${rest}`);
      if (!served) sendError(reply.raw, 404, `The ${name} remote has no file ${rest || '/'}`, request.id);
    },
  });

  // The shell: its files, and its index.html for every app route (client-side routing).
  app.setNotFoundHandler(async (request, reply) => {
    const method = request.method;
    const urlPath = request.url.split('?')[0];
    if ((method !== 'GET' && method !== 'HEAD') || urlPath.startsWith('/remotes/')) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send(errorBody(404, `Route ${method} ${urlPath} not found`, request.id));
    }
    reply.hijack();
    const res = reply.raw;
    if (urlPath !== '/' && (await files.serve(request.raw, res, config.shellDir, urlPath))) return;
    if (urlPath !== '/' && !wantsHtml(request.raw, urlPath)) {
      sendError(res, 404, `No file at ${urlPath}`, request.id);
      return;
    }
    // A public page prerendered at build time (docs/frontend.md, First paint): `/` is pages/index.html,
    // `/pricing` pages/pricing.html. Any other app route gets index.html.
    const page = PRERENDERED_PAGE.test(urlPath) ? `/pages/${urlPath === '/' ? 'index' : urlPath.slice(1)}.html` : null;
    if (page && (await files.serve(request.raw, res, config.shellDir, page))) return;
    await serveIndex(request.raw, res, config.shellDir, files);
  });

  return app;
}

/** A path that may have a prerendered page: `/` or one segment of lower-case letters, digits and dashes. */
const PRERENDERED_PAGE = /^\/([a-z0-9-]+)?$/;

/** An app route a browser navigates to: accepts HTML and does not name a file. */
function wantsHtml(req: IncomingMessage, urlPath: string): boolean {
  const accept = String(req.headers.accept ?? '');
  return accept.includes('text/html') && !path.posix.basename(urlPath).includes('.');
}

async function serveIndex(
  req: IncomingMessage,
  res: ServerResponse,
  shellDir: string,
  files: ReturnType<typeof createStaticFiles>,
): Promise<void> {
  if (existsSync(path.join(shellDir, 'index.html')) && (await files.serve(req, res, shellDir, '/index.html'))) return;
  res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : NOT_BUILT_PAGE);
}

export interface HealthReport {
  status: 'ok' | 'degraded' | 'down';
  upstreams: Record<
    string,
    { status: 'ok' | 'degraded' | 'down'; instances: Array<{ url: string; status: 'ok' | 'down'; detail?: string }> }
  >;
}

/**
 * Asks every instance's `/health`. An upstream is ok when all its instances are, degraded when some
 * are, down when none is; the gateway is down (503) when any upstream is down.
 */
export async function healthReport(upstreams: Record<UpstreamName, Upstream>): Promise<HealthReport> {
  const report: HealthReport = { status: 'ok', upstreams: {} };
  await Promise.all(
    Object.entries(upstreams).map(async ([name, upstream]) => {
      const instances = await Promise.all(
        upstream.all.map(async (instance) => {
          try {
            const response = await undiciRequest(`${instance.origin}/health`, {
              dispatcher: instance.pool,
              headersTimeout: 1000,
              bodyTimeout: 1000,
              signal: AbortSignal.timeout(1500),
            });
            await response.body.dump();
            if (response.statusCode === 200) {
              instance.markUp();
              return { url: instance.origin, status: 'ok' as const };
            }
            return { url: instance.origin, status: 'down' as const, detail: `HTTP ${response.statusCode}` };
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code;
            return { url: instance.origin, status: 'down' as const, detail: code ?? (error as Error).message };
          }
        }),
      );
      const up = instances.filter((i) => i.status === 'ok').length;
      const status = up === instances.length ? 'ok' : up > 0 ? 'degraded' : 'down';
      report.upstreams[name] = { status, instances };
    }),
  );
  // Same order every time, whichever answered first.
  report.upstreams = Object.fromEntries(Object.keys(upstreams).map((name) => [name, report.upstreams[name]]));
  const statuses = Object.values(report.upstreams).map((u) => u.status);
  report.status = statuses.includes('down') ? 'down' : statuses.includes('degraded') ? 'degraded' : 'ok';
  return report;
}
