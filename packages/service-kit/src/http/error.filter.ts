import { ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Inject } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { ROOT_LOGGER } from '../observability/logger.js';

const REASONS: Record<number, string> = Object.fromEntries(
  Object.entries(HttpStatus)
    .filter(([, code]) => typeof code === 'number')
    .map(([name, code]) => [
      code,
      name
        .toLowerCase()
        .split('_')
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join(' '),
    ]),
);
REASONS[413] = 'Payload Too Large';

export const reasonOf = (status: number): string => REASONS[status] ?? 'Error';

/** Seconds a client is told to wait when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Socket errors reaching PostgreSQL, and PostgreSQL's own "cannot serve you now" codes: class 08
// (connection exception), 57P01-57P03 (shutting down, starting up), 53300 (too many connections) and
// 57014 (the statement timeout cancelled the query).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);
// node-postgres and its pool say so in words only.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection timeout|Client has encountered a connection error/i;

/**
 * True when `error` (or what it wraps: TypeORM's driverError, an AggregateError's errors) means the database
 * is out of reach. Not `cause`: fetch puts the socket error of another service's call there.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length && seen < 20; seen++) {
    const current = pending.pop() as { code?: unknown; message?: unknown; driverError?: unknown; errors?: unknown } | null;
    if (!current || typeof current !== 'object') continue;
    if (typeof current.code === 'string' && (UNAVAILABLE_CODES.has(current.code) || /^08[0-9A-Z]{3}$/.test(current.code))) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_MESSAGES.test(current.message)) return true;
    pending.push(current.driverError, ...(Array.isArray(current.errors) ? current.errors : []));
  }
  return false;
}

/**
 * Every error leaves a service in one shape: `{statusCode, error, message, requestId}`. A database that
 * cannot be reached (refused, dropped, timed out) is a 503 with Retry-After, not a 500: the request was
 * fine and may be sent again.
 */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  constructor(@Inject(ROOT_LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request & { id?: string }>();
    const response = http.getResponse<Response>();
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    let message = 'Something went wrong on our side; please try again';
    let headers: Record<string, string> = {};
    if (exception instanceof HttpException) {
      status = exception.getStatus();
      const body = exception.getResponse();
      const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
      message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
      headers = (exception as HttpException & { headers?: Record<string, string> }).headers ?? {};
    } else if (isDatabaseUnavailable(exception)) {
      status = HttpStatus.SERVICE_UNAVAILABLE;
      message = 'The database is unavailable right now; please try again shortly';
      headers = { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) };
      this.logger.warn({ err: exception, requestId: request?.id }, 'database unavailable');
    } else {
      this.logger.error({ err: exception, requestId: request?.id }, 'unhandled error');
    }
    if (response.headersSent) {
      // A stream already started (server-sent events): all that is left is to end it.
      response.end();
      return;
    }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.status(status).json({ statusCode: status, error: reasonOf(status), message, requestId: request?.id });
  }
}
