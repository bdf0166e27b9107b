import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { traceFields } from '@blindspot/telemetry';
import type { LoggerService } from '@nestjs/common';
import { type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';

export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** JSON lines; inside a traced request each line carries `trace_id` and `span_id` (empty when tracing is off). */
export function createLogger(service: string, level: string): Logger {
  return pino({ name: service, level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime, mixin: traceFields });
}

// A request id the gateway set is kept (so one id follows a request across services); anything odd is replaced.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** One JSON log line per request, carrying the request id, which is also echoed back. */
/**
 * How loudly an answer is logged: failures as errors; the services' internal calls that went well (the revoked
 * sign-ins feed is polled every second or two by each service) at debug, so they do not bury what people do.
 */
export function requestLogLevel(url: string, statusCode: number, error?: unknown): 'error' | 'info' | 'debug' {
  if (error || statusCode >= 500) return 'error';
  if (url.startsWith('/internal/') && statusCode < 400) return 'debug';
  return 'info';
}

export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(request: IncomingMessage, response: ServerResponse) {
      const given = request.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      response.setHeader('x-request-id', id);
      return id;
    },
    customLogLevel: (request, response, error) => requestLogLevel(request.url ?? '', response.statusCode, error),
    autoLogging: { ignore: (request) => request.url === '/health' || request.url === '/metrics' },
    serializers: {
      req: (request) => ({ id: request.id, method: request.method, url: request.url }),
      res: (response) => ({ statusCode: response.statusCode }),
    },
  });
}

/** Nest's own messages (start-up, routes) go through the same JSON logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
