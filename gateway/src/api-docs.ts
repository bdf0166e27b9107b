// The public API's reference (docs/api.md): every service's OpenAPI 3.1 document (each generated from its
// zod contracts and served at GET /openapi.json on the service's own port) merged into one at
// GET /api/docs/openapi.json, and a reference page at GET /api/docs: Swagger UI from the swagger-ui-dist
// package, served from this origin (no CDN: it works offline and within the pages' CSP, no inline script).

import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { request as undiciRequest } from 'undici';
import type { UpstreamName } from './config.js';
import { sendError } from './errors.js';
import { NO_CACHE, type StaticFiles } from './static.js';
import type { Upstream } from './upstreams.js';

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document walked key by key; unknown would need a cast at every step
type Json = Record<string, any>;

export interface OpenApiPart {
  service: string;
  /** The service's document, or why there is none. */
  document?: Json;
  error?: string;
}

const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
/** The only files of swagger-ui-dist served (its index.html has an inline script; ours does not). */
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png']);

/** How long a merged document is kept: the services' documents change only when they are deployed again. */
const FRESH_MS = 60_000;
/** ... and when a service did not answer, so its part comes back soon. */
const INCOMPLETE_MS = 5_000;
const FETCH_TIMEOUT_MS = 2_000;

const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Rewrites every `#/components/schemas/<from>` reference in `node` to `<to>`. */
function renameRefs(node: unknown, renames: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => renameRefs(item, renames));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
      const name = value.slice('#/components/schemas/'.length);
      out[key] = `#/components/schemas/${renames.get(name) ?? name}`;
    } else {
      out[key] = renameRefs(value, renames);
    }
  }
  return out;
}

/** A small request body that satisfies `schema`'s required parts: for the curl examples. */
export function exampleOf(schema: Json | undefined, components: Record<string, Json>, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (typeof schema.$ref === 'string') return exampleOf(components[schema.$ref.split('/').pop() ?? ''], components, depth + 1);
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(options)) return exampleOf(options[0], components, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const name of schema.required ?? []) out[name] = exampleOf(schema.properties?.[name], components, depth + 1);
      return out;
    }
    case 'array':
      return schema.minItems ? [exampleOf(schema.items, components, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 'text';
    default:
      return null;
  }
}

/** The curl line for an operation, as the reference shows it under each route. */
function curlFor(method: string, apiPath: string, operation: Json, components: Record<string, Json>): string {
  const url = `"$BLINDSPOT_URL${apiPath.replace(/\{([^}]+)\}/g, (_, name: string) => `<${name}>`)}"`;
  const lines = [`curl -sS${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} ${url}`];
  // An operation with no security requirement (sign-up, the plans) takes no token.
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  if (!isPublic) lines.push('  -H "Authorization: Bearer $BLINDSPOT_TOKEN"');
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d '${JSON.stringify(exampleOf(body, components)).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

const INTRODUCTION = `Blindspot's HTTP API: deal analyses and roleplay sessions, the same API the app uses.

**Authentication.** Send \`Authorization: Bearer <token>\`. On the Pro plan, create a *personal access token* in the app
(Seller Profile → API tokens, at \`/seller-setup\`), pick its scopes (\`deals:read\`, \`deals:write\`, \`roleplay:read\`, \`roleplay:write\`)
and copy it: it is shown once. Each operation below names the scope it needs; one without a scope takes a signed-in
session's access token only. Press **Authorize** to try operations from this page.

\`\`\`sh
export BLINDSPOT_URL=<origin>
export BLINDSPOT_TOKEN=bsp_...
curl -sS "$BLINDSPOT_URL/api/deal-analyses?limit=5" -H "Authorization: Bearer $BLINDSPOT_TOKEN"
\`\`\`

**Limits.** 120 requests per token and minute on each service, coach calls (creating an analysis, chat messages,
completing a session) 20 per user and minute; past a limit the answer is 429 with \`Retry-After\` (seconds).
A revoked token stops working within seconds. Errors are \`{ statusCode, error, message, requestId }\`.`;

/**
 * One document from every service's: paths and tags side by side, component schemas shared where they
 * are the same and prefixed with the service's name where two services use one name differently. Each
 * operation gets a curl example. A service that did not answer is named in the description.
 */
export function mergeOpenApi(parts: OpenApiPart[], origin = 'http://localhost:8080'): Json {
  const paths: Json = {};
  const schemas: Record<string, Json> = {};
  const securitySchemes: Record<string, Json> = {};
  const tags = new Map<string, Json>();
  const missing: string[] = [];
  for (const part of parts) {
    if (!part.document) {
      missing.push(`${part.service} (${part.error ?? 'no document'})`);
      continue;
    }
    const own: Record<string, Json> = part.document.components?.schemas ?? {};
    const renames = new Map<string, string>();
    for (const [name, schema] of Object.entries(own)) {
      if (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(renameRefs(schema, renames)))
        renames.set(name, `${cap(part.service)}${name}`);
    }
    const document = renameRefs(part.document, renames) as Json;
    for (const [name, schema] of Object.entries((document.components?.schemas ?? {}) as Record<string, Json>))
      schemas[renames.get(name) ?? name] = schema;
    Object.assign(securitySchemes, document.components?.securitySchemes);
    for (const tag of document.tags ?? []) tags.set(tag.name, tag);
    for (const [apiPath, methods] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
      paths[apiPath] = { ...paths[apiPath], ...methods };
    }
  }
  for (const [apiPath, methods] of Object.entries(paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      operation.description = [operation.description, `\`\`\`sh\n${curlFor(method, apiPath, operation, schemas)}\n\`\`\``]
        .filter(Boolean)
        .join('\n\n');
    }
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  const description = [
    INTRODUCTION.replace('<origin>', origin),
    missing.length ? `**Incomplete:** these services did not answer, so their routes are missing for now: ${missing.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    openapi: '3.1.0',
    info: { title: 'Blindspot API', version: '1.0.0', description },
    servers: [{ url: '/', description: 'This origin' }],
    paths: sortedPaths,
    components: { schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))), securitySchemes },
    security: [{ bearer: [] }],
    tags: [...tags.values()].sort((a, b) => String(a.name).localeCompare(String(b.name))),
  };
}

/** Asks one instance after another of a service for its document (first answer wins). */
async function fetchPart(service: string, upstream: Upstream): Promise<OpenApiPart> {
  let error = 'no instance';
  for (const instance of upstream.all) {
    try {
      const response = await undiciRequest(`${instance.origin}/openapi.json`, {
        dispatcher: instance.pool,
        headersTimeout: FETCH_TIMEOUT_MS,
        bodyTimeout: FETCH_TIMEOUT_MS,
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS + 500),
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        error = `HTTP ${response.statusCode}`;
        continue;
      }
      const document = (await response.body.json()) as Json;
      if (typeof document?.openapi !== 'string' || typeof document.paths !== 'object') {
        error = 'not an OpenAPI document';
        continue;
      }
      return { service, document };
    } catch (caught) {
      error = (caught as NodeJS.ErrnoException).code ?? (caught as Error).message;
    }
  }
  return { service, error };
}

/** The merged document, kept FRESH_MS (INCOMPLETE_MS when a service did not answer); concurrent requests share one build. */
export class ApiDocs {
  private cached?: { until: number; parts: OpenApiPart[] };
  private building?: Promise<OpenApiPart[]>;

  constructor(private readonly upstreams: Record<UpstreamName, Upstream>) {}

  async document(origin: string): Promise<Json> {
    return mergeOpenApi(await this.parts(), origin);
  }

  private async parts(): Promise<OpenApiPart[]> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.parts;
    this.building ??= Promise.all(Object.entries(this.upstreams).map(([name, upstream]) => fetchPart(name, upstream)))
      .then((parts) => {
        this.cached = { until: Date.now() + (parts.every((p) => p.document) ? FRESH_MS : INCOMPLETE_MS), parts };
        return parts;
      })
      .finally(() => (this.building = undefined));
    return this.building;
  }
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Blindspot API reference</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<style>
body{margin:0;font-family:system-ui,sans-serif}
header{padding:1rem 1.5rem;border-bottom:1px solid #ddd}
header h1{margin:0;font-size:1.25rem}
header p{margin:.25rem 0 0}
</style>
</head>
<body>
<header>
<h1>Blindspot API reference</h1>
<p><a href="/api/docs/openapi.json">OpenAPI 3.1 document</a> · personal access tokens:
<a href="/seller-setup#api-tokens">Seller Profile → API tokens</a> (Pro)</p>
</header>
<main id="swagger-ui"><noscript>The reference needs JavaScript; the document itself is at
<a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.</noscript></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/docs.js"></script>
</body>
</html>
`;

// No inline script (the CSP forbids it): the page's own start-up lives here.
const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/docs/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    // Never send the document to an outside validator: the product works offline.
    validatorUrl: null,
    persistAuthorization: false,
    displayRequestDuration: true,
    requestSnippetsEnabled: true,
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
  });
});
`;

/** GET /api/docs (the page), /api/docs/openapi.json (the merged document), /api/docs/assets/* (the viewer). */
export function registerApiDocs(app: FastifyInstance, upstreams: Record<UpstreamName, Upstream>, files: StaticFiles): void {
  const docs = new ApiDocs(upstreams);
  app.get('/api/docs', async (_request, reply) => reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(PAGE));
  app.get('/api/docs/', async (_request, reply) => reply.redirect('/api/docs', 301));
  app.get('/api/docs/openapi.json', async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    return reply
      .header('cache-control', NO_CACHE)
      .type('application/json; charset=utf-8')
      .send(await docs.document(origin));
  });
  app.get('/api/docs/assets/docs.js', async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('text/javascript; charset=utf-8').send(INIT),
  );
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/docs/assets/:file',
    handler: async (request, reply) => {
      const { file } = request.params as { file: string };
      reply.hijack();
      if (!SWAGGER_UI_FILES.has(file) || !(await files.serve(request.raw, reply.raw, SWAGGER_UI_DIR, `/${file}`))) {
        sendError(reply.raw, 404, `No file at /api/docs/assets/${file}`, request.id);
      }
    },
  });
}
