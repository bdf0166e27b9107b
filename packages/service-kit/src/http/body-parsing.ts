import { isUtf8 } from 'node:buffer';
import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { reasonOf } from './error.filter.js';

/** Thrown from the parsers' verify step; body-parser keeps its status. */
class InvalidBodyEncoding extends Error {
  readonly status = 400;
  readonly type = 'entity.invalid.utf8';
}

/**
 * Parses JSON and form bodies with a size limit, keeping the raw bytes (webhook signatures need them),
 * and turns parser failures into the API's error shape instead of Express's HTML page. Bytes that are not
 * valid UTF-8 are refused: decoding would silently turn them into U+FFFD and store something not sent.
 */
export function useBodyParsing(app: INestApplication, limit: string): void {
  // A query string whose percent-encoding is not UTF-8 (`%ED%A0%80`, `%FF`) would be decoded into U+FFFD,
  // a value not sent: refused like such a body.
  app.use((request: Request & { id?: string }, response: Response, next: NextFunction) => {
    const start = request.url.indexOf('?');
    if (start >= 0 && !isDecodableQuery(request.url.slice(start + 1))) {
      response
        .status(400)
        .json({ statusCode: 400, error: reasonOf(400), message: 'The query string is not valid UTF-8', requestId: request.id });
      return;
    }
    next();
  });
  const keepRaw = (request: Request & { rawBody?: Buffer }, _response: Response, buffer: Buffer, encoding: string) => {
    if (/^utf-?8$/i.test(encoding) && !isUtf8(buffer)) throw new InvalidBodyEncoding('The request body is not valid UTF-8');
    request.rawBody = buffer;
  };
  app.use(express.json({ limit, verify: keepRaw, type: ['application/json', 'application/*+json'] }));
  app.use(express.urlencoded({ limit, extended: false, verify: keepRaw }));
  app.use(
    (
      error: (Error & { type?: string; status?: number }) | undefined,
      request: Request & { id?: string },
      response: Response,
      next: NextFunction,
    ) => {
      if (!error) return next();
      const status: number =
        error.type === 'entity.too.large' ? 413 : typeof error.status === 'number' && error.status < 500 ? error.status : 400;
      const message =
        status === 413
          ? `The request body is larger than the ${limit} limit`
          : error.type === 'entity.parse.failed'
            ? 'The request body is not valid JSON'
            : error.message || 'The request body could not be read';
      response.status(status).json({ statusCode: status, error: reasonOf(status), message, requestId: request.id });
    },
  );
}

function isDecodableQuery(query: string): boolean {
  try {
    decodeURIComponent(query.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}
