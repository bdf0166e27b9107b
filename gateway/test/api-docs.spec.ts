// The API reference: every service's OpenAPI document merged at /api/docs/openapi.json (valid OpenAPI 3.1),
// the reference page at /api/docs with its viewer served from this origin (no CDN), nothing else opened.

import http from 'node:http';
import type net from 'node:net';
import { Validator } from '@seriousme/openapi-schema-validator';
import { exampleOf, mergeOpenApi } from '../src/api-docs.js';
import { call, freePort, type RunningGateway, startGateway } from './helpers.js';

const errorSchema = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
  required: ['statusCode', 'message'],
};

function documentOf(title: string, paths: Record<string, unknown>, schemas: Record<string, unknown>) {
  return {
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    paths,
    components: { schemas: { ApiError: errorSchema, ...schemas }, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    tags: [{ name: title }],
  };
}

const ok = (ref: string) => ({
  '200': { description: 'Success', content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } } },
  '401': { description: 'No', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
});

const DEALS = documentOf(
  'deals',
  {
    '/api/deal-analyses': {
      get: { operationId: 'dealsList', tags: ['deals'], responses: ok('Thing'), security: [{ bearer: ['deals:read'] }] },
      post: {
        operationId: 'dealsCreate',
        tags: ['deals'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  dealNotes: { type: 'string', minLength: 1 },
                  methodology: { type: 'string', enum: ['meddic', 'spin'] },
                  stage: { type: 'string' },
                },
                required: ['dealNotes', 'methodology'],
              },
            },
          },
        },
        responses: ok('Thing'),
        security: [{ bearer: ['deals:write'] }],
      },
    },
  },
  { Thing: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
);

const ROLEPLAY = documentOf(
  'roleplay',
  {
    '/api/roleplay-sessions/{id}': {
      get: {
        operationId: 'roleplayGet',
        tags: ['roleplay'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: ok('Thing'),
        security: [{ bearer: ['roleplay:read'] }],
      },
    },
    '/api/roleplay-sessions/buyer-model': {
      get: { operationId: 'roleplayBuyerModel', tags: ['roleplay'], responses: ok('Thing'), security: [] },
    },
  },
  // Same name as deals' Thing, another shape: it must not overwrite deals'.
  { Thing: { type: 'object', properties: { score: { type: 'number' } }, required: ['score'] } },
);

/** A stand-in service that serves its document (and counts the requests for it). */
async function serviceWith(document: unknown): Promise<{ url: string; hits: () => number; close(): Promise<void> }> {
  let hits = 0;
  const server = http.createServer((request, response) => {
    if (request.url !== '/openapi.json') return response.writeHead(404).end();
    hits++;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let gateway: RunningGateway;
let services: Array<Awaited<ReturnType<typeof serviceWith>>>;

beforeAll(async () => {
  services = [await serviceWith(documentOf('auth', {}, {})), await serviceWith(DEALS), await serviceWith(ROLEPLAY)];
  const [auth, deals, roleplay] = services;
  gateway = await startGateway({
    AUTH_URL: auth.url,
    DEALS_URL: deals.url,
    ROLEPLAY_URL: roleplay.url,
    // Billing is down: its part is missing and said so, the rest is served.
    BILLING_URL: `http://127.0.0.1:${await freePort()}`,
  });
});
afterAll(async () => {
  await gateway?.close();
  for (const service of services ?? []) await service.close();
});

describe('GET /api/docs/openapi.json', () => {
  it("merges every service's document into one valid OpenAPI 3.1 document", async () => {
    const answer = await call(`${gateway.url}/api/docs/openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const document = answer.json();
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual([
      '/api/deal-analyses',
      '/api/roleplay-sessions/{id}',
      '/api/roleplay-sessions/buyer-model',
    ]);
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    expect(document.tags.map((t: { name: string }) => t.name)).toEqual(['auth', 'deals', 'roleplay']);
  });

  it("keeps two services' different schemas of one name apart, and shares identical ones", async () => {
    const document = (await call(`${gateway.url}/api/docs/openapi.json`)).json();
    expect(Object.keys(document.components.schemas)).toEqual(['ApiError', 'RoleplayThing', 'Thing']);
    expect(document.components.schemas.Thing.required).toEqual(['id']);
    expect(document.components.schemas.RoleplayThing.required).toEqual(['score']);
    const get = document.paths['/api/roleplay-sessions/{id}'].get;
    expect(get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/RoleplayThing' });
    expect(get.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
  });

  it('shows a copy-pasteable curl line for each operation, with a body that passes the schema', async () => {
    const document = (await call(`${gateway.url}/api/docs/openapi.json`)).json();
    expect(document.paths['/api/deal-analyses'].get.description).toContain(
      '```sh\ncurl -sS "$BLINDSPOT_URL/api/deal-analyses" \\\n  -H "Authorization: Bearer $BLINDSPOT_TOKEN"\n```',
    );
    expect(document.paths['/api/deal-analyses'].post.description).toContain(
      [
        `curl -sS -X POST "$BLINDSPOT_URL/api/deal-analyses" \\`,
        `  -H "Authorization: Bearer $BLINDSPOT_TOKEN" \\`,
        `  -H "Content-Type: application/json" \\`,
        `  -d '{"dealNotes":"text","methodology":"meddic"}'`,
      ].join('\n'),
    );
    expect(document.paths['/api/roleplay-sessions/{id}'].get.description).toContain('"$BLINDSPOT_URL/api/roleplay-sessions/<id>"');
    // An operation that takes no token (security: []) shows none.
    expect(document.paths['/api/roleplay-sessions/buyer-model'].get.description).toContain(
      '```sh\ncurl -sS "$BLINDSPOT_URL/api/roleplay-sessions/buyer-model"\n```',
    );
    expect(document.info.description).toContain(`export BLINDSPOT_URL=${gateway.url}`);
  });

  it('says which service did not answer (and asks again within seconds, not on every request)', async () => {
    const document = (await call(`${gateway.url}/api/docs/openapi.json`)).json();
    expect(document.info.description).toMatch(/\*\*Incomplete:\*\* .*billing \(ECONNREFUSED\)/);
    const before = services[1].hits();
    await call(`${gateway.url}/api/docs/openapi.json`);
    await call(`${gateway.url}/api/docs/openapi.json`);
    // The first answer was incomplete (kept 5 s), so at most one more fetch happened.
    expect(services[1].hits() - before).toBeLessThanOrEqual(1);
  });
});

describe('GET /api/docs', () => {
  it('is a page that loads its viewer from this origin, with no inline script', async () => {
    const answer = await call(`${gateway.url}/api/docs`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self'(;| )/);
    const scripts = [...answer.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes)?.[1])).toEqual([
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/docs.js',
    ]);
    expect(scripts.every(([, , body]) => body.trim() === '')).toBe(true);
    expect(answer.text).not.toMatch(/https?:\/\//);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'docs.js', 'favicon-32x32.png']) {
      const file = await call(`${gateway.url}/api/docs/assets/${asset}`);
      expect([asset, file.status]).toEqual([asset, 200]);
    }
    const init = await call(`${gateway.url}/api/docs/assets/docs.js`);
    expect(init.text).toContain("url: '/api/docs/openapi.json'");
    expect(init.text).toContain('validatorUrl: null');
  });

  it('serves nothing else of the viewer package, and other /api paths are still 404s', async () => {
    for (const path of [
      '/api/docs/assets/index.html',
      '/api/docs/assets/package.json',
      '/api/docs/assets/%2e%2e%2fpackage.json',
      '/api/docs/nope',
      '/api/docsx',
    ]) {
      const answer = await call(`${gateway.url}${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.json()).toMatchObject({ statusCode: 404 });
    }
  });
});

describe('exampleOf', () => {
  it('builds the smallest body that names every required field', () => {
    const components = { Kind: { type: 'string', enum: ['a', 'b'] } };
    expect(
      exampleOf(
        {
          type: 'object',
          required: ['name', 'scopes', 'kind', 'count', 'maybe'],
          properties: {
            name: { type: 'string' },
            scopes: { type: 'array', minItems: 1, items: { type: 'string', enum: ['deals:read'] } },
            kind: { $ref: '#/components/schemas/Kind' },
            count: { type: 'integer', minimum: 1 },
            maybe: { anyOf: [{ type: 'boolean' }, { type: 'null' }] },
            optional: { type: 'string' },
          },
        },
        components,
      ),
    ).toEqual({ name: 'text', scopes: ['deals:read'], kind: 'a', count: 1, maybe: true });
  });

  it('merges nothing into an empty document', () => {
    expect(mergeOpenApi([]).paths).toEqual({});
  });
});
