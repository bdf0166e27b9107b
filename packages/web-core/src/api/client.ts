// Every call to the product's API: JSON in and out, the bearer token, one shared refresh on 401.
import type { Session } from '@blindspot/contracts';
import { getSession, useSessionStore } from '../session-store.js';
import { ApiError, parseBody } from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const REFRESH_PATH = '/api/auth/refresh';
/** Refresh a little before the access token expires instead of waiting for the 401. */
const EXPIRY_MARGIN_S = 10;
/** The blank line that ends a server-sent event. */
const EVENT_END = /\r?\n\r?\n/;

let refreshing: Promise<boolean> | null = null;
let baseUrl = '';

/** A response read whole, as text: error messages quote the body verbatim and JSON is parsed here. */
interface TextResponse {
  status: number;
  statusText: string;
  data: string;
}

/**
 * One HTTP call with the browser's fetch (axios did this before: 20 KB gzipped on every signed-in page
 * for what fetch does). Any status resolves; only a network failure or an abort rejects.
 */
async function http(
  method: HttpMethod,
  url: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
  signal?: AbortSignal,
): Promise<TextResponse> {
  const response = await fetch(`${baseUrl}${url}`, { method, headers, body, signal });
  return { status: response.status, statusText: response.statusText, data: await response.text() };
}

/** Prefix for every API path (empty in the browser: the gateway is the page's origin). */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

/**
 * Trades the refresh token for a new session. Concurrent callers share one call. A refused refresh
 * (4xx) signs the user out; a network or server failure keeps the session so a later call can retry.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function doRefresh(): Promise<boolean> {
  const refreshToken = getSession()?.refresh_token;
  if (!refreshToken) return false;
  let response: TextResponse;
  try {
    response = await http('POST', REFRESH_PATH, { 'Content-Type': 'application/json' }, JSON.stringify({ refresh_token: refreshToken }));
  } catch {
    return false;
  }
  if (response.status >= 200 && response.status < 300) {
    const data = parseBody(response.data) as { session?: Session } | Session | null;
    const session = data && 'session' in data ? data.session : (data as Session | null);
    if (session?.access_token) {
      useSessionStore.getState().setSession(session);
      return true;
    }
  }
  if (response.status >= 400 && response.status < 500) useSessionStore.getState().clearSession();
  return false;
}

function tokenExpired(session: Session | null): boolean {
  return Boolean(session?.expires_at && session.expires_at - EXPIRY_MARGIN_S <= Date.now() / 1000);
}

/**
 * After a 401 sent with `usedToken`: whether the call is worth retrying. If another call already
 * refreshed the session meanwhile, retry with the new token; otherwise refresh once.
 */
async function recoverFrom401(usedToken: string | undefined): Promise<boolean> {
  const current = getSession()?.access_token;
  if (current && current !== usedToken) return true;
  if (!getSession()?.refresh_token) return false;
  return refreshSession();
}

/** The access token to send, refreshing first when it has expired. */
async function currentToken(): Promise<string | undefined> {
  if (tokenExpired(getSession())) await refreshSession();
  return getSession()?.access_token;
}

export interface RequestOptions {
  /** Do not refresh on 401 (the logout call, for one). */
  skipRefresh?: boolean;
  signal?: AbortSignal;
}

/**
 * Calls the API and resolves with the parsed JSON (null for an empty body). Any non-OK response
 * rejects with an ApiError whose message is `${status}: ${body}`.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const send = async (token: string | undefined) => {
    const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A content type only with a body (as axios did): a DELETE saying JSON with no body is refused.
    if (body !== undefined) headers['Content-Type'] = isBlob ? (body as Blob).type || 'application/octet-stream' : 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return http(method, url, headers, body === undefined || isBlob ? (body as Blob | undefined) : JSON.stringify(body), options.signal);
  };

  const token = options.skipRefresh ? getSession()?.access_token : await currentToken();
  let response = await send(token);
  if (response.status === 401 && !options.skipRefresh && url !== REFRESH_PATH && (await recoverFrom401(token))) {
    response = await send(getSession()?.access_token);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError(response.status, response.data, response.statusText);
  }
  return parseBody(response.data) as T;
}

/** A random UUID v4. `crypto.randomUUID` exists only on secure origins; plain http on a LAN address has getRandomValues alone. */
export function newTurnId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * POSTs and reads a server-sent-event reply: `text` events ({text}) as the reply is written, then
 * `done` with the final JSON, or `error` with an error body. `onText` gets each new piece and the text
 * so far. A plain JSON answer resolves as is.
 *
 * Every call sends an `Idempotency-Key` (a new UUID unless `idempotencyKey` is given), the same on its
 * retry after a refresh: the services store a chat turn once per key, so a turn sent again is not doubled.
 */
export async function streamRequest<T = unknown>(
  url: string,
  body: unknown,
  onText: (piece: string, soFar: string) => void,
  options: { signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<T> {
  const idempotencyKey = options.idempotencyKey ?? newTurnId();
  const send = (token: string | undefined) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body ?? {}),
      signal: options.signal,
    });

  const token = await currentToken();
  let response = await send(token);
  if (response.status === 401 && (await recoverFrom401(token))) response = await send(getSession()?.access_token);
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);

  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('text/event-stream') || !response.body) return parseBody(await response.text()) as T;

  let soFar = '';
  let result: { value: T } | null = null;
  for await (const event of readEvents(response.body)) {
    const data = parseBody(event.data) as Record<string, unknown> | null;
    if (event.event === 'text') {
      const piece = typeof data?.text === 'string' ? data.text : '';
      soFar += piece;
      onText(piece, soFar);
    } else if (event.event === 'done') {
      result = { value: data as T };
    } else if (event.event === 'error') {
      const status = typeof data?.statusCode === 'number' ? data.statusCode : 500;
      throw new ApiError(status, event.data);
    }
  }
  if (!result) throw new Error('The reply ended before it was complete. Please try again.');
  return result.value;
}

/**
 * POSTs JSON and answers the raw response, for a body to read as it arrives (the buyer's reply as
 * streamed audio). Signed in as `apiRequest` is, refreshing once on a 401; a non-2xx is an `ApiError`.
 */
export async function apiStream(url: string, body: unknown, options: { signal?: AbortSignal; accept?: string } = {}): Promise<Response> {
  const send = (token: string | undefined) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: {
        Accept: options.accept ?? '*/*',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body ?? {}),
      signal: options.signal,
    });
  const token = await currentToken();
  let response = await send(token);
  if (response.status === 401 && (await recoverFrom401(token))) response = await send(getSession()?.access_token);
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}

interface ServerSentEvent {
  event: string;
  data: string;
}

/** Splits a text/event-stream body into events (`event:` name, `data:` lines joined by newlines). */
export async function* readEvents(stream: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const parse = (block: string): ServerSentEvent | null => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return data.length ? { event, data: data.join('\n') } : null;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      for (let boundary = EVENT_END.exec(buffer); boundary; boundary = EVENT_END.exec(buffer)) {
        const event = parse(buffer.slice(0, boundary.index));
        buffer = buffer.slice(boundary.index + boundary[0].length);
        if (event) yield event;
      }
      if (done) break;
    }
    const last = parse(buffer);
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}
