// The hostile probe of every endpoint (issue 12, Done when): every operation of the merged OpenAPI
// document (/api/docs/openapi.json) on the running product, through the gateway, gets hostile input:
// missing, forged, expired and junk tokens; ids that are not UUIDs and other users' ids; wrong types,
// missing fields, NUL bytes, lone surrogates, huge strings, unicode junk, prototype-pollution keys,
// 10,000-deep nesting, invalid UTF-8, bodies that are not JSON objects and wrong content types; junk
// query strings and Idempotency-Keys. Every answer must be a 4xx with a JSON message, within 15 s,
// never 5xx and never another user's data; input the API accepts (unicode junk, unknown keys it drops)
// must come back as sent, and the other user's records must be unchanged at the end.
// New routes are probed as soon as they are in the document (and service-kit's harness fails a service
// whose routes are not).
import { createPrivateKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { api, signUp, type TestUser, upgradeThroughTestCheckout } from '../support/api.js';
import { baseUrl } from '../support/browser.js';

type Json = Record<string, any>;

interface Probe {
  /** What is wrong with the request, for the report. */
  what: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /**
   * A request the API may accept: a 2xx is then allowed, and `sent` (field -> value) must come back as
   * sent where the answer carries the field.
   */
  mayAccept?: { sent: Record<string, unknown> };
}

interface Finding {
  probe: string;
  problem: string;
}

const ANSWER_MS = 15_000;
const CONCURRENCY = 6;
const MARKER = `owner-secret-${randomUUID().slice(0, 8)}`;

let document: { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
let owner: TestUser;
let attacker: TestUser;
let ownerToken: string;
let attackerToken: string;
/** The owner's records, by the path they are read at, and what they looked like before the probe. */
const ownerRecords = new Map<string, string>();
/** The owner's id for each collection (`/api/deal-analyses`), for the "another user's id" probes. */
const ownerIds = new Map<string, string>();

beforeAll(async () => {
  document = await api('GET', '/api/docs/openapi.json');
  [owner, attacker] = await Promise.all([signUp('probe-owner'), signUp('probe-attacker')]);
  ownerToken = (await upgradeThroughTestCheckout(owner, 'pro')).access_token;
  attackerToken = (await upgradeThroughTestCheckout(attacker, 'pro')).access_token;

  // The owner's records, each carrying the marker: no answer to the attacker may contain it.
  const analysis = await api<Json>('POST', '/api/deal-analyses', {
    token: ownerToken,
    body: {
      dealName: MARKER,
      dealNotes: `Call with Dana (VP Ops) at ${MARKER}. Invoices take 9 days to approve; the CFO owns the budget.`,
      methodology: 'meddic',
    },
  });
  const session = await api<Json>('POST', '/api/roleplay-sessions', {
    token: ownerToken,
    body: { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium' },
  });
  await api('POST', `/api/roleplay-sessions/${session.id}/message`, {
    token: ownerToken,
    body: { message: `What does ${MARKER} cost you today?` },
  });
  const review = await api<Json>('POST', '/api/call-reviews', {
    token: ownerToken,
    body: {
      transcript:
        `Alex: Hi Dana, thanks for the time. What does ${MARKER} cost you?\nDana: About nine days per invoice.\n` +
        'Alex: Who signs off on a fix?\nDana: Our CFO.',
      sellerSpeaker: 'Alex',
      methodology: 'meddic',
      title: MARKER,
    },
  });
  const personalToken = await api<Json>('POST', '/api/auth/personal-tokens', {
    token: ownerToken,
    body: { name: MARKER, scopes: ['deals:read'], expiresInDays: 30 },
  });
  await api('PUT', '/api/seller-profile', { token: ownerToken, body: { productName: MARKER, competitors: MARKER } });
  ownerIds.set('/api/deal-analyses', analysis.id);
  ownerIds.set('/api/roleplay-sessions', session.id);
  ownerIds.set('/api/call-reviews', review.id);
  ownerIds.set('/api/auth/personal-tokens', personalToken.id);
  for (const path of [
    `/api/deal-analyses/${analysis.id}`,
    `/api/roleplay-sessions/${session.id}`,
    `/api/call-reviews/${review.id}`,
    '/api/auth/personal-tokens',
    '/api/seller-profile',
  ]) {
    ownerRecords.set(path, JSON.stringify(await api('GET', path, { token: ownerToken })));
  }
}, 120_000);

// ---- schemas of the document ----

function resolve(schema: Json | undefined): Json {
  let node = schema ?? {};
  for (let hops = 0; node.$ref && hops < 10; hops++) node = document.components.schemas[String(node.$ref).split('/').pop()!] ?? {};
  return node;
}

/** A value the schema accepts, as simple as it allows (for a body that is valid but for one field). */
function sample(raw: Json | undefined, depth = 0): unknown {
  const schema = resolve(raw);
  if (depth > 6) return null;
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sample(variants.find((v: Json) => resolve(v).type !== 'null') ?? variants[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return `probe-${randomUUID().slice(0, 8)}@example.com`;
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'Probe value with enough words to pass'.padEnd(Math.max(schema.minLength ?? 0, 8), 'x').slice(0, schema.maxLength ?? 200);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, depth + 1));
    case 'object': {
      const out: Json = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name], depth + 1);
      return out;
    }
    default:
      return null;
  }
}

/** Values of the wrong type for a property of this schema. */
function wrongTypes(raw: Json | undefined): unknown[] {
  const schema = resolve(raw);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  const wrong: unknown[] = [];
  if (type !== 'object') wrong.push({ $gt: '' });
  if (type !== 'array') wrong.push(['a', 'b']);
  if (type !== 'string' && !schema.enum) wrong.push('a string where it wants something else');
  if (type !== 'number' && type !== 'integer') wrong.push(12345);
  if (type !== 'boolean') wrong.push(true);
  if (schema.enum) wrong.push('not-one-of-the-values');
  if (type === 'integer' || type === 'number') wrong.push(1.5e308, -1, '12');
  return wrong;
}

const NUL = 'before\u0000after';
const LONE_SURROGATE = 'before\ud800after';
const UNICODE_JUNK =
  'Z\u0351\u0362a\u0335\u0308l\u0334go \u202etxet desrever\u202c \u200b\ufeff \u{1F4A9}\u{1F1FA}\u{1F1F8} \u0645\u0631\u062d\u0628\u0627 \u4f60\u597d';
const HUGE = 'x'.repeat(10 * 1024 * 1024);

/** Keys that would change every object if a body were merged naively, written as JSON text (an object literal would not keep them). */
const PROTOTYPE_KEYS = '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}';

/** A JSON body with PROTOTYPE_KEYS added to its own keys. */
function withPrototypeKeys(body: Json | undefined): string {
  const separator = Object.keys(body ?? {}).length ? ',' : '';
  return `${JSON.stringify(body).slice(0, -1)}${separator}${PROTOTYPE_KEYS}}`;
}
const LONG = 'y'.repeat(100_000);
const DEEP = `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
const NOT_UUIDS = [
  'not-a-uuid',
  '1',
  '-1',
  "1' OR '1'='1",
  '%00',
  '%ED%A0%80',
  '..%2F..%2Finternal%2Fusers',
  '__proto__',
  'constructor',
  'z'.repeat(2_000),
  '%F0%9F%92%A9',
];

// ---- tokens no service may accept ----

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

let forged: Record<string, string> | undefined;
function forgedTokens(real: string): Record<string, string> {
  forged ??= makeForgedTokens(real);
  return forged;
}

function makeForgedTokens(real: string): Record<string, string> {
  const header = JSON.parse(Buffer.from(real.split('.')[0], 'base64url').toString('utf8'));
  const claims = JSON.parse(Buffer.from(real.split('.')[1], 'base64url').toString('utf8'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' }));
  const signed = (head: Json, body: Json) => {
    const unsigned = `${b64(head)}.${b64(body)}`;
    return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), key).toString('base64url')}`;
  };
  const now = Math.floor(Date.now() / 1000);
  return {
    'a token signed with another key under the real kid': signed(header, { ...claims, sub: randomUUID() }),
    'an expired token': signed(header, { ...claims, iat: now - 7_200, exp: now - 3_600 }),
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now + 600 })}.`,
    'the real token with its signature cut': `${real.split('.').slice(0, 2).join('.')}.`,
    'a forged personal token': `bsp_${'A'.repeat(43)}`,
    junk: 'Bearer %%% not a token',
  };
}

// ---- the probes of one operation ----

function probesOf(path: string, method: string, operation: Json): Probe[] {
  const probes: Probe[] = [];
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  const parameters = (operation.parameters ?? []) as Json[];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const idempotency = parameters.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
  const bodyContent = operation.requestBody?.content ?? {};
  const jsonSchema = bodyContent['application/json']?.schema as Json | undefined;
  const rawBody = operation.requestBody && !jsonSchema;
  const collection = path.replace(/\/\{[^}]+\}.*$/, '');
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const attackerAuth = bearer(attackerToken);
  // A concrete path: the attacker's own random ids (so only the tested part is wrong).
  const concrete = (override: Record<string, string> = {}) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => override[name] ?? randomUUID());
  const validBody = jsonSchema ? (sample(jsonSchema) as Json) : undefined;
  const jsonHeaders = { ...attackerAuth, 'content-type': 'application/json' };
  const withValidBody = validBody === undefined ? {} : { body: JSON.stringify(validBody), headers: jsonHeaders };

  // Tokens.
  if (!isPublic) {
    probes.push({
      what: 'no token',
      method,
      path: concrete(),
      headers: {},
      ...(withValidBody.body ? { body: withValidBody.body, headers: { 'content-type': 'application/json' } } : {}),
    });
    for (const [what, token] of Object.entries(forgedTokens(ownerToken))) {
      probes.push({
        what,
        method,
        path: concrete(),
        headers: {
          authorization: what === 'junk' ? token : `Bearer ${token}`,
          ...(withValidBody.body ? { 'content-type': 'application/json' } : {}),
        },
        body: withValidBody.body,
      });
    }
  }

  // Ids: not UUIDs, and the owner's (another user's) id with a request that would succeed for the owner.
  for (const param of pathParams) {
    for (const junk of NOT_UUIDS)
      probes.push({
        what: `${param.name} = ${junk.slice(0, 40)}`,
        method,
        path: concrete({ [param.name]: junk }),
        headers: withValidBody.headers ?? attackerAuth,
        body: withValidBody.body,
      });
    const theirs = ownerIds.get(collection);
    if (theirs)
      probes.push({
        what: `${param.name} = another user's id`,
        method,
        path: concrete({ [param.name]: theirs }),
        headers: withValidBody.headers ?? attackerAuth,
        body: ownerBodyFor(path, method) ?? withValidBody.body,
      });
  }

  // Query strings.
  for (const param of queryParams) {
    const name = encodeURIComponent(param.name);
    for (const value of ['-1', 'abc', '1e309', '9'.repeat(400), '%00', '%ED%A0%80', encodeURIComponent(UNICODE_JUNK), 'q'.repeat(6_000)]) {
      probes.push({
        what: `?${param.name}=${value.slice(0, 30)}`,
        method,
        path: `${concrete()}?${name}=${value}`,
        headers: attackerAuth,
        mayAccept:
          param.schema?.type === 'string' && !param.schema?.enum && !param.schema?.pattern && value !== '%00' && value !== '%ED%A0%80'
            ? { sent: {} }
            : undefined,
      });
    }
    probes.push({ what: `?${param.name} twice`, method, path: `${concrete()}?${name}=1&${name}=2`, headers: attackerAuth });
  }
  if (queryParams.length) {
    probes.push({
      what: 'prototype keys in the query',
      method,
      path: `${concrete()}?__proto__[polluted]=1&constructor[prototype][polluted]=1`,
      headers: attackerAuth,
    });
    probes.push({ what: 'an unknown query parameter', method, path: `${concrete()}?zzz=1`, headers: attackerAuth });
  }

  // Idempotency keys.
  if (idempotency && validBody) {
    for (const key of ['has spaces in it', 'k'.repeat(500), '../../etc', '{"a":1}']) {
      probes.push({
        what: `Idempotency-Key ${key.slice(0, 20)}`,
        method,
        path: concrete(),
        headers: { ...jsonHeaders, 'idempotency-key': key },
        body: JSON.stringify(validBody),
      });
    }
  }

  // Bodies.
  if (jsonSchema) {
    const schema = resolve(jsonSchema);
    const raw = (what: string, body: string | Buffer, contentType: string | undefined) =>
      probes.push({
        what,
        method,
        path: concrete(),
        headers: { ...attackerAuth, ...(contentType ? { 'content-type': contentType } : {}) },
        body,
      });
    raw('an empty JSON body', '', 'application/json');
    for (const body of ['null', '[]', '42', '"text"', 'true', '{"a":', '{"a":1}}', '\u0000'])
      raw(`JSON body ${body.replace('\u0000', 'NUL')}`, body, 'application/json');
    raw('a form body', 'a=1&b=2', 'application/x-www-form-urlencoded');
    raw('a text body', JSON.stringify(validBody), 'text/plain');
    raw('an XML body', '<a>1</a>', 'application/xml');
    raw('a multipart body', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', 'multipart/form-data; boundary=x');
    raw('JSON without a content type', JSON.stringify(validBody), undefined);
    raw('JSON nested 10,000 deep', DEEP, 'application/json');
    raw(
      'invalid UTF-8 in a string',
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
      'application/json',
    );
    raw('a 10 MB body', JSON.stringify({ ...validBody, padding: HUGE }), 'application/json');
    if ((schema.required ?? []).length) raw('no fields ({})', '{}', 'application/json');
    // Prototype pollution: keys that would change every object if merged naively. Dropped or refused,
    // never applied (the answer must not show them, and nothing breaks afterwards).
    raw('__proto__ only', `{${PROTOTYPE_KEYS}}`, 'application/json');
    probes.push({
      what: 'a valid body with __proto__ and constructor keys',
      method,
      path: concrete(),
      headers: jsonHeaders,
      body: withPrototypeKeys(validBody),
      mayAccept: { sent: {} },
    });

    for (const [field, fieldSchema] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      const one = (what: string, value: unknown, mayAccept?: Probe['mayAccept']) =>
        probes.push({
          what: `${field}: ${what}`,
          method,
          path: concrete(),
          headers: jsonHeaders,
          body: JSON.stringify({ ...validBody, [field]: value }),
          mayAccept,
        });
      for (const value of wrongTypes(fieldSchema)) one(`wrong type ${JSON.stringify(value).slice(0, 30)}`, value);
      if ((schema.required ?? []).includes(field)) {
        const { [field]: _left, ...rest } = validBody ?? {};
        probes.push({ what: `${field} missing`, method, path: concrete(), headers: jsonHeaders, body: JSON.stringify(rest) });
        one('null', null);
      }
      const resolved = resolve(fieldSchema);
      const isText =
        resolved.type === 'string' ||
        (Array.isArray(resolved.type) && resolved.type.includes('string')) ||
        (resolved.anyOf ?? []).some((v: Json) => resolve(v).type === 'string');
      if (isText && !resolved.enum && !resolved.format) {
        one('a NUL byte', NUL);
        one('a lone surrogate', LONE_SURROGATE);
        one('100,000 characters', LONG, resolved.maxLength === undefined ? { sent: { [field]: LONG } } : undefined);
        one('unicode junk', UNICODE_JUNK, resolved.pattern ? undefined : { sent: { [field]: UNICODE_JUNK } });
      } else if (isText) {
        one('a NUL byte', NUL);
        one('a lone surrogate', LONE_SURROGATE);
      }
    }
  } else if (rawBody) {
    const [contentType] = Object.keys(bodyContent);
    for (const [what, body, type] of [
      ['an empty body', '', contentType],
      ['the wrong content type', '{"a":1}', 'application/json+junk'],
      ['a form body', 'a=1', 'application/x-www-form-urlencoded'],
      ['10 MB of junk', HUGE, contentType],
      // (Not 0xff 0xfe...: that is an MP3 frame's sync word, a plausible recording.)
      ['invalid UTF-8', Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), contentType],
    ] as const) {
      probes.push({ what, method, path: concrete(), headers: { ...attackerAuth, 'content-type': type }, body });
    }
  }
  return probes;
}

/** A body that would succeed for the owner on their own record, so only the ownership is wrong. */
function ownerBodyFor(path: string, method: string): string | undefined {
  if (method !== 'post') return undefined;
  if (path.endsWith('/message')) return JSON.stringify({ message: 'What does the delay cost you?' });
  if (path.endsWith('/retry')) return JSON.stringify({ messageIndex: 0 });
  return undefined;
}

/** How many probes were sent again after a connection failure (reported, so a rise shows). */
let resent = 0;

async function run(probe: Probe, retried = false): Promise<Finding[]> {
  const name = `${probe.method.toUpperCase()} ${probe.path.slice(0, 120)} (${probe.what})`;
  const findings: Finding[] = [];
  let status: number;
  let text: string;
  let contentType: string;
  try {
    const response = await fetch(`${baseUrl()}${probe.path}`, {
      method: probe.method.toUpperCase(),
      headers: probe.headers,
      body: typeof probe.body === 'string' ? probe.body : probe.body && new Uint8Array(probe.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_MS),
    });
    status = response.status;
    contentType = response.headers.get('content-type') ?? '';
    text = await response.text();
  } catch (error) {
    const hung = (error as Error).name === 'TimeoutError';
    // A kept-alive connection the server closed just as the client reused it fails before the request
    // reaches the server: sent once more on a new connection. Failing twice is a finding.
    if (!hung && !retried) {
      resent++;
      return run(probe, true);
    }
    const cause = (error as Error & { cause?: Error }).cause;
    return [
      {
        probe: name,
        problem: hung
          ? `no answer within ${ANSWER_MS / 1000} s`
          : `the connection failed twice: ${(error as Error).message} (${cause?.message ?? 'no cause'})`,
      },
    ];
  }
  if (text.includes(MARKER)) findings.push({ probe: name, problem: `answered ${status} with another user's data` });
  if (text.includes('"polluted"')) findings.push({ probe: name, problem: `answered ${status} showing the prototype-pollution key` });
  if (status >= 200 && status < 300 && probe.mayAccept) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    for (const [field, sent] of Object.entries(probe.mayAccept.sent)) {
      const echoed = body && typeof body === 'object' ? (body as Json)[field] : undefined;
      if (typeof echoed === 'string' && typeof sent === 'string' && echoed !== sent && echoed !== sent.trim()) {
        findings.push({ probe: name, problem: `accepted ${field} but answered it altered (${JSON.stringify(echoed.slice(0, 60))})` });
      }
    }
    return findings;
  }
  if (status < 400 || status > 499) {
    findings.push({ probe: name, problem: `answered ${status}: ${text.slice(0, 200)}` });
    return findings;
  }
  let message: unknown;
  try {
    message = JSON.parse(text).message;
  } catch {
    message = undefined;
  }
  if (!/json/.test(contentType) || typeof message !== 'string' || !message.trim()) {
    findings.push({ probe: name, problem: `answered ${status} without a JSON message (${contentType}): ${text.slice(0, 120)}` });
  }
  return findings;
}

it("answers every hostile request to every operation with a 4xx and a JSON message, never 5xx, a hang or another user's data", async () => {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  // Every service's operations are in the document, so every service is probed.
  for (const prefix of [
    '/api/auth/',
    '/api/seller-profile',
    '/api/deal-analyses',
    '/api/roleplay-sessions',
    '/api/call-reviews',
    '/api/stripe/',
  ]) {
    expect(operations.some((o) => o.path.startsWith(prefix))).toBe(true);
  }
  const probes = operations.flatMap(({ path, method, operation }) => probesOf(path, method, operation));
  const findings: Finding[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < probes.length) {
        const probe = probes[next++];
        findings.push(...(await run(probe)));
      }
    }),
  );

  // Nothing of the owner's changed, and the attacker can still use the API normally afterwards.
  for (const [path, before] of ownerRecords) {
    const now = JSON.stringify(await api('GET', path, { token: ownerToken }));
    const comparable = (text: string) => text.replace(/"lastUsedAt":"[^"]*"/g, '"lastUsedAt":null');
    if (comparable(now) !== comparable(before))
      findings.push({ probe: `GET ${path} (the owner's record afterwards)`, problem: `changed: ${now.slice(0, 200)}` });
  }
  await api('GET', '/api/deal-analyses', { token: attackerToken });
  await api('GET', '/api/auth/user', { token: attackerToken });

  console.log(
    `hostile probe: ${probes.length} requests over ${operations.length} operations, ${findings.length} ` +
      `findings, ${resent} sent again after a connection failure`,
  );
  expect(findings.map((f) => `${f.probe}: ${f.problem}`)).toEqual([]);
}, 240_000);
