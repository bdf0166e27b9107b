import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { Dispatcher } from 'undici';
import { sendError } from './errors.js';
import type { Instance, Upstream } from './upstreams.js';

export interface ProxyOptions {
  bodyLimit: number;
  mediaBodyLimit: number;
  trustedProxyHops: number;
  /** Sent as `x-gateway-token` with every proxied request: the services believe `x-forwarded-for` only with it. */
  gatewayToken?: string;
  log: { warn(obj: object, msg: string): void };
  /** Told of each upstream failure (metrics): tried elsewhere, or answered by the gateway with 503, 504 or 502, or cut. */
  onUpstreamError?(upstream: string, reason: 'retried' | 'unavailable' | 'timeout' | 'failed' | 'cut'): void;
}

// Connection-level headers are for one hop only (RFC 9110 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'http2-settings',
  // Answered here (100 Continue or 413); undici refuses to send it on.
  'expect',
]);

/** Errors that happen before the request reached the instance: safe to send to another one. */
const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EADDRNOTAVAIL',
]);

/** Without a body, these may be sent again after any failure that came before a response. */
const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Set on a request once `100 Continue` was sent for it (the client then sends its body). */
export const CONTINUE_SENT = Symbol('continueSent');

class BodyTooLargeError extends Error {
  readonly code = 'BODY_TOO_LARGE';
}

/** Passes the body through untouched while counting; fails once it passes the limit. */
class LimitedBody extends Transform {
  bytes = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) callback(new BodyTooLargeError('Request body is too large'));
    else callback(null, chunk);
  }
}

/** The lower-case tokens of a Connection header ("keep-alive, Upgrade" -> ["keep-alive", "upgrade"]). */
export function connectionTokens(value: string | string[] | undefined): string[] {
  return value
    ? String(value)
        .toLowerCase()
        .split(',')
        .map((token) => token.trim())
    : [];
}

function forwardedFor(req: IncomingMessage, trustedHops: number): string {
  const peer = req.socket.remoteAddress ?? '';
  if (trustedHops === 0) return peer;
  // Keep what the trusted proxies in front of us saw, and no more (the rest could be forged by the client).
  const given = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...given.slice(-trustedHops), peer].join(', ');
}

function upstreamHeaders(
  req: IncomingMessage,
  requestId: string,
  trustedHops: number,
  gatewayToken: string | undefined,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const listed = connectionTokens(req.headers.connection);
  const raw = req.headers;
  for (const key in raw) {
    if (HOP_BY_HOP.has(key) || listed.includes(key) || key === 'x-gateway-token') continue;
    const value = raw[key];
    if (value !== undefined) out[key] = value;
  }
  out['x-request-id'] = requestId;
  // The gateway's word for x-forwarded-for; whatever a client sent under that name never gets through.
  if (gatewayToken) out['x-gateway-token'] = gatewayToken;
  out['x-forwarded-for'] = forwardedFor(req, trustedHops);
  out['x-forwarded-proto'] = trustedHops > 0 && typeof raw['x-forwarded-proto'] === 'string' ? raw['x-forwarded-proto'] : 'http';
  if (raw.host) out['x-forwarded-host'] = raw.host;
  return out;
}

function responseHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const listed = connectionTokens(headers.connection);
  for (const key in headers) {
    if (HOP_BY_HOP.has(key) || listed.includes(key)) continue;
    const value = headers[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Sends one request to an upstream and streams the answer back, chunk by chunk (server-sent events
 * arrive as they are written). Instances that refuse the connection are marked down and the request
 * goes to the next one; bodies are streamed, never parsed, and counted against the limit.
 */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: Upstream,
  requestId: string,
  options: ProxyOptions,
): void {
  const method = req.method ?? 'GET';
  const contentLength = req.headers['content-length'];
  const hasBody =
    method !== 'GET' &&
    method !== 'HEAD' &&
    (req.headers['transfer-encoding'] !== undefined || (contentLength !== undefined && contentLength !== '0'));
  const media = String(req.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('audio/');
  const limit = media ? options.mediaBodyLimit : options.bodyLimit;

  if (hasBody && contentLength !== undefined && Number(contentLength) > limit) {
    rejectTooLarge(req, res, limit, requestId);
    return;
  }

  // API bodies (at most the limit, 1 MB by default) are read whole before they are sent, so a request
  // whose instance refused the connection can go to the next one with its body. Recordings stream.
  let body: LimitedBody | Buffer | null = null;
  const streamed = () => body instanceof LimitedBody;

  const headers = upstreamHeaders(req, requestId, options.trustedProxyHops, options.gatewayToken);
  const candidates = upstream.candidates();
  let attempt = 0;
  let clientGone = false;
  let controller: Dispatcher.DispatchController | undefined;

  const onClientClose = () => {
    if (res.writableFinished) return;
    clientGone = true;
    controller?.abort(new Error('client closed the connection'));
  };
  res.once('close', onClientClose);

  const tryNext = (): void => {
    const instance = candidates[attempt++];
    dispatch(instance);
  };

  const fail = (instance: Instance, error: NodeJS.ErrnoException): void => {
    if (clientGone) return;
    const code = error.code ?? '';
    if (error instanceof BodyTooLargeError || (body instanceof LimitedBody && body.bytes > limit)) {
      if (body instanceof LimitedBody) req.unpipe(body);
      if (!res.headersSent) rejectTooLarge(req, res, limit, requestId);
      else res.destroy();
      return;
    }
    const refused = CONNECT_ERRORS.has(code);
    if (refused) upstream.markDown(instance);
    if (res.headersSent) {
      // The answer had started: all we can do is cut it, so the client sees it incomplete.
      options.log.warn(
        { requestId, upstream: upstream.name, instance: instance.origin, err: code || error.message },
        'upstream failed mid-response',
      );
      options.onUpstreamError?.(upstream.name, 'cut');
      res.destroy();
      return;
    }
    const bodyUntouched = !streamed() || (body as LimitedBody).bytes === 0;
    const retry = attempt < candidates.length && bodyUntouched && (refused || (!hasBody && RETRYABLE_METHODS.has(method)));
    options.log.warn(
      { requestId, upstream: upstream.name, instance: instance.origin, err: code || error.message, retry },
      'upstream request failed',
    );
    options.onUpstreamError?.(
      upstream.name,
      retry ? 'retried' : refused ? 'unavailable' : code === 'UND_ERR_HEADERS_TIMEOUT' ? 'timeout' : 'failed',
    );
    if (retry) {
      tryNext();
      return;
    }
    if (refused) sendError(res, 503, `The ${upstream.name} service is unavailable`, requestId, { 'retry-after': '1' });
    else if (code === 'UND_ERR_HEADERS_TIMEOUT') sendError(res, 504, `The ${upstream.name} service did not answer in time`, requestId);
    else sendError(res, 502, `The ${upstream.name} service failed to answer`, requestId);
  };

  const dispatch = (instance: Instance): void => {
    let paused = false;
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(ctrl) {
        controller = ctrl;
        if (clientGone) ctrl.abort(new Error('client closed the connection'));
      },
      onResponseStart(ctrl, statusCode, upstreamHeaders) {
        if (instance.downUntil) instance.markUp();
        upstream.noteAnswer(instance, connectionTokens(upstreamHeaders.connection).includes('close'));
        try {
          res.writeHead(statusCode, responseHeaders(upstreamHeaders));
        } catch (error) {
          // A status or header Node will not send (it would not reach the client intact anyway).
          ctrl.abort(error as Error);
          return;
        }
        // Server-sent events: send the headers now, before the first event.
        if (String(upstreamHeaders['content-type'] ?? '').startsWith('text/event-stream')) res.flushHeaders();
        void ctrl;
      },
      onResponseData(ctrl, chunk) {
        if (!res.write(chunk) && !paused) {
          paused = true;
          ctrl.pause();
          res.once('drain', () => {
            paused = false;
            ctrl.resume();
          });
        }
      },
      onResponseEnd() {
        res.end();
      },
      onResponseError(_ctrl, error) {
        fail(instance, error as NodeJS.ErrnoException);
      },
    };
    instance.pool.dispatch(
      { origin: instance.origin, path: req.url ?? '/', method: method as Dispatcher.HttpMethod, headers, body },
      handler,
    );
  };

  if (!hasBody) {
    tryNext();
  } else if (media) {
    body = new LimitedBody(limit);
    req.pipe(body);
    tryNext();
  } else {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      req.off('end', onEnd);
      if (!res.headersSent) rejectTooLarge(req, res, limit, requestId);
    };
    const onEnd = () => {
      body = Buffer.concat(chunks, size);
      if (!clientGone) tryNext();
    };
    req.on('data', onData);
    req.once('end', onEnd);
  }
}

/**
 * 413, then read and discard the rest of the body so the client gets to read the answer (closing a
 * socket with unread data resets it, and the client may lose the response). A client that waited for
 * `100 Continue` never sent its body: just close. Past a cap, the connection is cut.
 */
function rejectTooLarge(req: IncomingMessage & { [CONTINUE_SENT]?: boolean }, res: ServerResponse, limit: number, requestId: string): void {
  const waitingForContinue = /100-continue/i.test(String(req.headers.expect ?? '')) && !req[CONTINUE_SENT];
  if (waitingForContinue) {
    res.setHeader('connection', 'close');
  } else {
    const cap = Math.max(4 * limit, 16 * 1024 * 1024);
    let discarded = 0;
    req.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > cap) req.socket.destroy();
    });
    req.resume();
  }
  sendError(res, 413, `Request body must be at most ${formatBytes(limit)}`, requestId);
}

function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
