import { type ServerResponse, STATUS_CODES } from 'node:http';

/** The house error shape (`ApiErrorBody` in contracts). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  requestId?: string;
}

export function errorBody(statusCode: number, message: string, requestId?: string): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, requestId };
}

/** Writes an error straight to the socket response (used where Fastify's reply is not in charge). */
export function sendError(
  res: ServerResponse,
  statusCode: number,
  message: string,
  requestId?: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const payload = JSON.stringify(errorBody(statusCode, message, requestId));
  res.writeHead(statusCode, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  res.end(payload);
}
