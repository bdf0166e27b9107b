import { ArgumentsHost, Catch, HttpException, HttpStatus, Inject, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { ROOT_LOGGER } from '../observability/logger.js';

const REASONS: Record<number, string> = Object.fromEntries(
  Object.entries(HttpStatus)
    .filter(([, code]) => typeof code === 'number')
    .map(([name, code]) => [code, name.toLowerCase().split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ')]),
);
REASONS[413] = 'Payload Too Large';

export const reasonOf = (status: number): string => REASONS[status] ?? 'Error';

/** Every error leaves a service in one shape: `{statusCode, error, message, requestId}`. */
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
