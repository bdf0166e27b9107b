// The service's OpenAPI 3.1 document, generated from its routes (Nest's metadata), the zod schemas its
// routes validate with (`@ZodBody`, `ApiRoute.query`) and the zod response schemas of @blindspot/contracts.
// zod 4's own `z.toJSONSchema` writes JSON Schema 2020-12, which is OpenAPI 3.1's schema dialect: no
// translation layer, no second schema language (docs/api.md, "How the document is made").
import { apiErrorSchema } from '@blindspot/contracts';
import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { type ZodType, z } from 'zod';
import { IS_PUBLIC } from '../auth/decorators.js';
import { API_ROUTE, type ApiRouteOptions, ZOD_BODY_SCHEMA } from './api-route.js';
import { isOutsidePublicApi } from './public-routes.js';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
  security?: Array<Record<string, string[]>>;
  tags?: Array<{ name: string; description?: string }>;
}

/** One route as Nest registered it, with what the document needs to know about it. */
export interface DocumentedRoute {
  method: string;
  /** Nest's form: `/api/deal-analyses/:id`. */
  path: string;
  operationId: string;
  options: ApiRouteOptions;
  body?: ZodType;
  /** The status Nest answers on success (`@HttpCode`, else 201 for POST and 200 otherwise). */
  status: number;
  /** Whether the route has a `@RateLimit` (429 documented). */
  rateLimited: boolean;
  /** The group it is listed under unless `ApiRoute.tag` says otherwise: the controller path's last segment. */
  tag: string;
  /** `@Public()`: called without a bearer token (sign-up, the plans, the provider's webhook). */
  public: boolean;
}

export const OPENAPI_VERSION = '3.1.0';
export const API_VERSION = '1.0.0';
export const BEARER_SCHEME = 'bearer';

const METHOD_NAMES: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.HEAD]: 'head',
  [RequestMethod.OPTIONS]: 'options',
};

const RATE_LIMIT = 'blindspot:rate-limit';

const joinPath = (...parts: string[]) =>
  `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/**
 * Reads the documented routes of a controller class from Nest's metadata: every handler with `@ApiRoute`.
 * (Called with each controller of the application; see OpenApiController.)
 */
export function documentedRoutes(controller: new (...args: never[]) => unknown): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  const base = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
  const prototype = controller.prototype as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(prototype)) {
    const handler = prototype[name];
    if (name === 'constructor' || typeof handler !== 'function') continue;
    const options = Reflect.getMetadata(API_ROUTE, handler) as ApiRouteOptions | undefined;
    if (!options) continue;
    const method = METHOD_NAMES[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    if (!method) throw new Error(`@ApiRoute on ${controller.name}.${name}, which is not a GET/POST/PUT/PATCH/DELETE route`);
    const paths = [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[];
    const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'post' ? 201 : 200);
    for (const prefix of base) {
      for (const path of paths) {
        // A handler on two paths (auth's JWKS) is documented where the gateway reaches it.
        if (isOutsidePublicApi(joinPath(prefix, path))) continue;
        routes.push({
          method,
          path: joinPath(prefix, path),
          operationId: operationIdOf(controller.name, name),
          options,
          body: Reflect.getMetadata(ZOD_BODY_SCHEMA, handler) as ZodType | undefined,
          status,
          rateLimited: Reflect.getMetadata(RATE_LIMIT, handler) !== undefined,
          public: Boolean(Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller)),
          tag: prefix.split('/').filter(Boolean).pop() ?? 'api',
        });
      }
    }
  }
  return routes;
}

function operationIdOf(controller: string, method: string): string {
  const area = controller.replace(/Controller$/, '');
  return `${area.charAt(0).toLowerCase()}${area.slice(1)}${method.charAt(0).toUpperCase()}${method.slice(1)}`;
}

/** Collects component schemas from zod schemas converted one at a time (their named parts hoisted). */
class Components {
  readonly schemas: Record<string, Json> = {};
  private readonly seen = new Map<string, string>();

  /** The JSON Schema of `schema` for an operation, named parts (`.meta({ id })`) moved to components. */
  schemaOf(schema: ZodType, io: 'input' | 'output'): Json {
    const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', reused: 'inline' }) as Json;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, Json>;
    delete json.$defs;
    // A request body's named parts may differ from the same parts as answered (defaults, unknown keys), so
    // input components carry an `Input` suffix unless their name says so already.
    const rename = (name: string) => (io === 'input' && !name.endsWith('Input') ? `${name}Input` : name);
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== 'object') return node;
      const out: Json = {};
      for (const [key, value] of Object.entries(node)) {
        out[key] =
          key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')
            ? `#/components/schemas/${rename(value.slice('#/$defs/'.length))}`
            : rewrite(value);
      }
      return out;
    };
    for (const [name, def] of Object.entries(defs)) {
      const component = rewrite(def) as Json;
      const key = rename(name);
      const text = JSON.stringify(component);
      const before = this.seen.get(key);
      if (before !== undefined && before !== text) throw new Error(`Two different schemas are both named ${key} (.meta({ id }))`);
      this.seen.set(key, text);
      this.schemas[key] = component;
    }
    return rewrite(json) as Json;
  }
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: the message names the field',
  401: 'Missing, expired, revoked or invalid bearer token',
  403: 'Not allowed: the token lacks the scope, or the plan does not include this',
  404: "Not found (another user's record is a 404 too)",
  409: "Conflict with the record's state",
  413: 'Body too large',
  415: 'The body must be JSON',
  422: 'Unprocessable',
  429: 'Too many requests: wait the `Retry-After` seconds',
  502: 'The coach failed',
  503: 'Unavailable for now: retry after `Retry-After` seconds',
  504: 'The coach took too long',
};

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } };

/** Builds the document of one service from its documented routes. */
export function buildOpenApiDocument(info: { title: string; description?: string }, routes: DocumentedRoute[]): OpenApiDocument {
  const components = new Components();
  const errorRef = components.schemaOf(apiErrorSchema, 'output');
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const operationIds = new Set<string>();

  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const { options } = route;
    if (operationIds.has(route.operationId)) throw new Error(`Two documented routes are both ${route.operationId}`);
    operationIds.add(route.operationId);
    const tag = options.tag ?? route.tag;
    tags.add(tag);
    const openApiPath = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters: Json[] = [];

    for (const [, name] of route.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
      const given = options.params?.[name];
      parameters.push({
        name,
        in: 'path',
        required: true,
        schema: given ? components.schemaOf(given, 'input') : { type: 'string', format: 'uuid' },
      });
    }
    if (options.query) {
      const query = components.schemaOf(options.query, 'input');
      const required = new Set((query.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, Json>)) {
        const { description, ...rest } = schema;
        parameters.push({ name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest });
      }
    }
    if (options.idempotencyKey) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'One per write, the same on a retry: the write is stored once and a retry gets the stored answer',
        schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
      });
    }

    const responses: Record<string, Json> = {};
    const success: Json = { description: route.status === 204 ? 'Done; no content' : 'Success' };
    if (options.response && route.status !== 204) {
      const content: Json = { 'application/json': { schema: components.schemaOf(options.response, 'output') } };
      if (options.stream) {
        content['text/event-stream'] = { schema: { type: 'string' } };
        success.description = `Success. ${options.stream}`;
      }
      success.content = content;
    }
    responses[String(route.status)] = success;
    const errors: Record<number, string> = {};
    if (route.body || options.query || options.params || options.rawBody) errors[400] = ERROR_DESCRIPTIONS[400];
    if (route.body || options.rawBody) errors[413] = ERROR_DESCRIPTIONS[413];
    if (route.body) errors[415] = ERROR_DESCRIPTIONS[415];
    if (!route.public) errors[401] = ERROR_DESCRIPTIONS[401];
    if (options.scope) errors[403] = ERROR_DESCRIPTIONS[403];
    if (route.path.includes(':')) errors[404] = ERROR_DESCRIPTIONS[404];
    if (route.rateLimited || options.scope) errors[429] = ERROR_DESCRIPTIONS[429];
    Object.assign(errors, options.errors);
    errors[503] ??= ERROR_DESCRIPTIONS[503];
    for (const [status, description] of Object.entries(errors).sort(([a], [b]) => Number(a) - Number(b))) {
      responses[status] = {
        description,
        ...(status === '429' || status === '503' ? { headers: RETRY_AFTER } : {}),
        content: { 'application/json': { schema: errorRef } },
      };
    }

    const access = route.public
      ? 'No bearer token needed.'
      : options.scope
        ? `Personal access tokens need the \`${options.scope}\` scope; a signed-in session's access token may call it too.`
        : "A signed-in session's access token only: personal access tokens are refused here.";
    const requestBody = route.body
      ? { required: true, content: { 'application/json': { schema: components.schemaOf(route.body, 'input') } } }
      : options.rawBody
        ? { required: true, description: options.rawBody.description, content: { [options.rawBody.contentType]: { schema: {} } } }
        : undefined;
    const operation: Json = {
      operationId: route.operationId,
      summary: options.summary,
      description: [options.description, access].filter(Boolean).join('\n\n'),
      tags: [tag],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
      security: route.public ? [] : [{ [BEARER_SCHEME]: options.scope ? [options.scope] : [] }],
      ...(options.scope ? { 'x-scope': options.scope } : {}),
    };
    paths[openApiPath] ??= {};
    paths[openApiPath][route.method] = operation;
  }

  return {
    openapi: OPENAPI_VERSION,
    info: { title: info.title, version: API_VERSION, ...(info.description ? { description: info.description } : {}) },
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A personal access token (`bsp_...`, Pro plan: Account → API tokens), or a signed-in session's access token (a JWT). " +
            'An operation lists the scope a personal token needs.',
        },
      },
    },
    security: [{ [BEARER_SCHEME]: [] }],
    tags: [...tags].sort().map((name) => ({ name })),
  };
}
