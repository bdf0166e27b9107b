// Tests only: every answer a service under test sends is checked against its own OpenAPI document (path,
// method, status and body), and every route Nest registered must be in that document. Used by
// startTestService, so each service's HTTP tests fail on any drift between the code and the document.

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { OpenApiController } from '../openapi.controller.js';
import type { OpenApiDocument } from '../openapi-document.js';
import { isOutsidePublicApi, OUTSIDE_PUBLIC_API } from '../public-routes.js';
import { openApiResponseValidator, type ResponseValidator } from './response-validator.js';

/** Nest's path form (`/api/x/:id`) in the document's (`/api/x/{id}`). */
const documentPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The service's own document, as `GET /openapi.json` serves it (the app must be initialised). */
export function serviceDocument(app: INestApplication): OpenApiDocument {
  return app.get(OpenApiController).openApi();
}

/**
 * Every route the HTTP adapter (Express) has registered, as `method path` in Nest's form, read from the
 * router's stack: what a client can really call, whatever decorators say.
 */
export function registeredRoutes(app: INestApplication): Array<{ method: string; path: string }> {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: RouterLayer[] }; _router?: { stack: RouterLayer[] } };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const routes: Array<{ method: string; path: string }> = [];
  for (const layer of stack) {
    if (!layer.route) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (on && method !== '_all') routes.push({ method, path: layer.route.path });
    }
  }
  return routes;
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * The routes a client can call that the document does not describe, each as a sentence naming it, and
 * the exclusions (written once, in public-routes.ts) it applied. Empty when everything is documented.
 */
export function undocumentedRoutes(app: INestApplication): string[] {
  const document = serviceDocument(app);
  return registeredRoutes(app)
    .filter(({ path }) => !isOutsidePublicApi(path))
    .filter(({ method, path }) => !document.paths[documentPath(path)]?.[method])
    .map(
      ({ method, path }) =>
        `${method.toUpperCase()} ${path} is a route of ${document.info.title} that its OpenAPI document does not describe: ` +
        'give its handler @ApiRoute({ summary, response, ... }) (docs/api.md), or, if it is not public, add it to OUTSIDE_PUBLIC_API ' +
        `(packages/service-kit/src/openapi/public-routes.ts: ${OUTSIDE_PUBLIC_API.map((rule) => rule.why).join('; ')})`,
    );
}

export interface AnswerChecks {
  /** Every mismatch seen so far, one sentence each (`post /api/x 201 does not match the document: ...`). */
  mismatches: string[];
  /** How many answers were checked, by operation. */
  checked(): Map<string, number>;
}

/**
 * Checks each answer of the app against its document before it leaves: a JSON body (or an empty one)
 * on a public route must be what the document promises for that method, path and status. A mismatch is
 * recorded, and the answer is replaced by a 500 that names it, so the test that made the request fails
 * where it asserts the status. A stream's (`text/event-stream`) `done` and `error` events are checked as
 * the JSON answers they stand for (recorded only: its status is sent already); other answers are left alone.
 */
export function checkAnswersAgainstDocument(app: INestApplication): AnswerChecks {
  const mismatches: string[] = [];
  let validator: ResponseValidator | undefined;
  let templates: Array<{ path: string; pattern: RegExp; params: number }> = [];
  const prepare = () => {
    if (validator) return validator;
    const document = serviceDocument(app);
    validator = openApiResponseValidator(document);
    // Fixed segments first (`/api/roleplay-sessions/stats` before `/api/roleplay-sessions/{id}`).
    templates = Object.keys(document.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (path.match(/\{/g) ?? []).length,
      }))
      .sort((a, b) => a.params - b.params);
    return validator;
  };

  /** The document path of a request: the route Express matched, or (an answer before routing, such as a bad body) the URL. */
  const pathOf = (request: IncomingMessage & { route?: { path?: unknown } }): { path: string; routed: boolean } | undefined => {
    if (typeof request.route?.path === 'string') return { path: request.route.path, routed: true };
    const url = (request.url ?? '/').split('?')[0];
    const template = templates.find((t) => t.pattern.test(url));
    return template ? { path: template.path, routed: false } : undefined;
  };

  const problemOf = (request: IncomingMessage, response: ServerResponse, body: Buffer): string | undefined => {
    const method = (request.method ?? 'GET').toLowerCase();
    if (method === 'head' || method === 'options') return undefined;
    const check = prepare();
    const found = pathOf(request);
    if (!found || isOutsidePublicApi(found.path.replace(/\{([^}]+)\}/g, ':$1'))) return undefined;
    const path = documentPath(found.path);
    const contentType = String(response.getHeader('content-type') ?? '');
    if (contentType.startsWith('text/event-stream')) return streamProblem(check, method, path, body);
    let parsed: unknown;
    if (body.length === 0) parsed = undefined;
    else if (/^application\/(.+\+)?json/.test(contentType)) {
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        return `${method} ${path} ${response.statusCode}: the body is not JSON although labelled ${contentType}`;
      }
    } else return undefined;
    try {
      check.check(method, path, response.statusCode, parsed);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  /** A streamed reply (`text` events, then `done` with the JSON answer or `error` with an error body): those two checked as the JSON would be. */
  const streamProblem = (check: ResponseValidator, method: string, path: string, body: Buffer): string | undefined => {
    const problems: string[] = [];
    for (const block of body.toString('utf8').split('\n\n')) {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if ((event !== 'done' && event !== 'error') || data === undefined) continue;
      try {
        const parsed = JSON.parse(data) as { statusCode?: number };
        check.check(method, path, event === 'done' ? 200 : Number(parsed.statusCode), parsed);
      } catch (error) {
        problems.push(`the stream's ${event} event: ${(error as Error).message}`);
      }
    }
    return problems.length ? problems.join('; ') : undefined;
  };

  const server = app.getHttpServer() as Server;
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    const write = response.write;
    const end = response.end;
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : undefined;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      const buffer = toBuffer(chunk, rest[0]);
      if (buffer) chunks.push(buffer);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    response.end = function (this: ServerResponse, ...args: unknown[]) {
      const [chunk, encoding] = typeof args[0] === 'function' ? [] : args;
      const buffer = toBuffer(chunk, encoding);
      let problem: string | undefined;
      try {
        problem = problemOf(request, response, Buffer.concat(buffer ? [...chunks, buffer] : chunks));
      } catch (error) {
        problem = `checking ${request.method} ${request.url} against the OpenAPI document failed: ${(error as Error).message}`;
      }
      if (problem) {
        const sentence = `${request.method} ${request.url} answered ${response.statusCode}: ${problem}`;
        mismatches.push(sentence);
        // Shown at the test that made the request, which also sees a 500 in place of the answer.
        console.error(`OpenAPI mismatch: ${sentence}`);
        if (!response.headersSent && chunks.length === 0) {
          const replacement = JSON.stringify({ statusCode: 500, error: 'OpenAPI mismatch', message: sentence });
          response.statusCode = 500;
          response.setHeader('content-type', 'application/json; charset=utf-8');
          response.setHeader('content-length', Buffer.byteLength(replacement));
          response.setHeader('x-openapi-mismatch', 'true');
          return (end as (...a: unknown[]) => ServerResponse).call(this, replacement);
        }
      }
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['end'];
  });
  return { mismatches, checked: () => validator?.checked ?? new Map() };
}
