// One user request is one trace from the gateway through a service into PostgreSQL: the built gateway, auth
// and deals run as they do in production (node dist/main.js, configured by their environment) with
// OTEL_EXPORTER_OTLP_ENDPOINT pointing at a local OTLP/HTTP receiver; a sign-up, then a deal analysis's first
// coach reply (deals -> the coach, and deals -> auth for the seller profile), go through the gateway.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import { createTestDatabase, freePort } from '@blindspot/dev-postgres';
import { startOtlpReceiver } from '@blindspot/telemetry/testing';
import { buildServers } from '../../scripts/lib/build.mjs';
import { startNode as startNodeProcess, stopNode } from './support/node-process.mjs';

const SERVER = 2;
const CLIENT = 3;
const processes = [];
let receiver;
let database;
let dealsDatabase;
let keysDir;
let gatewayUrl;
const authLogs = [];

/** `startNode`, remembered so `after` stops it. */
async function startNode(script, env, health, lines) {
  const child = await startNodeProcess(script, env, health, lines);
  processes.push(child);
  return child;
}

before(async () => {
  assert.deepEqual(await buildServers(['services/auth', 'services/deals', 'gateway'], { log: () => {} }), [], 'build');
  receiver = await startOtlpReceiver();
  database = await createTestDatabase('traces');
  dealsDatabase = await createTestDatabase('traces_deals');
  keysDir = mkdtempSync(join(tmpdir(), 'blindspot-traces-'));
  const [authPort, dealsPort, gatewayPort, nothing] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const secrets = { INTERNAL_TOKEN: randomUUID(), GATEWAY_TOKEN: randomUUID() };
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
  await startNode(
    'services/auth/dist/main.js',
    {
      ...secrets,
      ...tracing,
      PORT: String(authPort),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      AUTH_KEYS_DIR: keysDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      NO_COLOR: '1',
      DEALS_INTERNAL_URL: `http://127.0.0.1:${nothing}`,
    },
    `http://127.0.0.1:${authPort}/health`,
    authLogs,
  );
  const authUrl = `http://127.0.0.1:${authPort}`;
  await startNode(
    'services/deals/dist/main.js',
    {
      ...secrets,
      ...tracing,
      PORT: String(dealsPort),
      HOST: '127.0.0.1',
      DATABASE_URL: dealsDatabase.url,
      AUTH_JWKS_URL: `${authUrl}/.well-known/jwks.json`,
      AUTH_INTERNAL_URL: authUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      OFFLINE_COACH_THREADS: '1',
    },
    `http://127.0.0.1:${dealsPort}/health`,
  );
  const elsewhere = `http://127.0.0.1:${nothing}`;
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await startNode(
    'gateway/dist/main.js',
    {
      ...tracing,
      GATEWAY_TOKEN: secrets.GATEWAY_TOKEN,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      AUTH_URL: authUrl,
      DEALS_URL: `http://127.0.0.1:${dealsPort}`,
      ROLEPLAY_URL: elsewhere,
      BILLING_URL: elsewhere,
      WEB_ROOT: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    `${gatewayUrl}/health/live`,
  );
});

after(async () => {
  for (const child of processes) await stopNode(child);
  await receiver?.close();
  await database?.drop();
  await dealsDatabase?.drop();
  if (keysDir) rmSync(keysDir, { recursive: true, force: true });
});

const pathOf = (span) => span.attributes['url.path'] ?? String(span.attributes['http.target'] ?? '').split('?')[0];

it('a sign-up through the gateway is one trace: gateway -> auth -> PostgreSQL, and auth logs its trace id', async () => {
  const email = `traces-${randomUUID()}@example.com`;
  const answer = await fetch(`${gatewayUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'traces-password' }),
  });
  assert.equal(answer.status, 200, await answer.clone().text());
  const requestId = answer.headers.get('x-request-id');

  // The gateway's server span for the request starts the trace.
  const spans = await receiver.waitFor((all) => {
    const root = all.find((s) => s.service === 'gateway' && s.kind === SERVER && pathOf(s) === '/api/auth/signup');
    return Boolean(root) && all.some((s) => s.traceId === root.traceId && s.service === 'auth' && s.name.startsWith('pg'));
  }, 20_000);
  const root = spans.find((s) => s.service === 'gateway' && s.kind === SERVER && pathOf(s) === '/api/auth/signup');
  const trace = spans.filter((s) => s.traceId === root.traceId);
  const byId = new Map(trace.map((s) => [s.spanId, s]));
  const describe = () => trace.map((s) => `${s.service} ${s.kind} ${s.name} ${s.spanId} <- ${s.parentSpanId}`).join('\n');

  if (process.env.TRACES_PRINT) console.log(describe());
  assert.equal(root.parentSpanId, '', 'the gateway starts the trace (the browser sent no traceparent)');
  const hop = trace.find((s) => s.service === 'gateway' && s.kind === CLIENT);
  assert.ok(hop, `the gateway's call to auth is a client span:\n${describe()}`);
  assert.equal(hop.parentSpanId, root.spanId);
  const auth = trace.find((s) => s.service === 'auth' && s.kind === SERVER);
  assert.ok(auth, `auth continues the trace (W3C traceparent from the gateway):\n${describe()}`);
  assert.equal(auth.parentSpanId, hop.spanId);
  assert.equal(pathOf(auth), '/api/auth/signup');

  // PostgreSQL: the user's insert, under auth's span (through the handler's own spans, if any).
  const queries = trace.filter((s) => s.service === 'auth' && s.name.startsWith('pg') && s.kind === CLIENT);
  assert.ok(queries.length > 0, describe());
  const underAuth = (span) => {
    for (let at = span; at; at = byId.get(at.parentSpanId)) if (at === auth) return true;
    return false;
  };
  for (const query of queries) assert.ok(underAuth(query), `${query.name} is not under auth's span:\n${describe()}`);
  const statements = queries.map((q) => String(q.attributes['db.statement'] ?? q.attributes['db.query.text'] ?? ''));
  assert.ok(
    statements.some((sql) => /INSERT INTO "?users"?/i.test(sql)),
    statements.join('\n'),
  );
  // Query text only: the email and password hash bound to it are not in the span.
  assert.ok(!JSON.stringify(queries).includes(email));

  // Auth's request log line carries the trace id, beside the request id the gateway set.
  const line = authLogs.map((l) => (l.startsWith('{') ? JSON.parse(l) : {})).find((entry) => entry.req?.id === requestId && entry.res);
  assert.ok(line, `auth logged the request ${requestId}`);
  assert.equal(line.trace_id, root.traceId);
  assert.equal(line.span_id, auth.spanId);
});

it("a deal analysis's coach reply is one trace: gateway -> deals -> its queries, the coach call, and deals -> auth for the seller profile", async () => {
  const signUp = await fetch(`${gatewayUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `traces-${randomUUID()}@example.com`, password: 'traces-password' }),
  });
  const auth = { authorization: `Bearer ${(await signUp.json()).session.access_token}` };
  const created = await fetch(`${gatewayUrl}/api/deal-analyses`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      dealName: 'Traced deal',
      methodology: 'meddic',
      stage: 'proposal',
      dealNotes: 'They lose 20 hours a week reconciling invoices by hand. The CFO signs off on the budget.',
    }),
  });
  assert.equal(created.status, 201, await created.clone().text());
  const { id } = await created.json();
  const path = `/api/deal-analyses/${id}/message`;
  const reply = await fetch(`${gatewayUrl}${path}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ message: 'Please analyze this deal.' }),
  });
  assert.equal(reply.status, 200);
  assert.match(await reply.text(), /event: done/);

  const find = (all) => {
    const root = all.find((s) => s.service === 'gateway' && s.kind === SERVER && pathOf(s) === path);
    return root && all.filter((s) => s.traceId === root.traceId);
  };
  await receiver.waitFor((all) => {
    const trace = find(all);
    return Boolean(trace?.some((s) => s.name.startsWith('coach ')) && trace.some((s) => s.service === 'auth' && s.kind === SERVER));
  }, 20_000);
  const trace = find(receiver.spans);
  const byId = new Map(trace.map((s) => [s.spanId, s]));
  const describe = () => trace.map((s) => `${s.service} ${s.kind} ${s.name} ${s.spanId} <- ${s.parentSpanId}`).join('\n');
  if (process.env.TRACES_PRINT) console.log(describe());
  const under = (span, ancestor) => {
    for (let at = byId.get(span.parentSpanId); at; at = byId.get(at.parentSpanId)) if (at === ancestor) return true;
    return false;
  };

  const deals = trace.find((s) => s.service === 'deals' && s.kind === SERVER);
  assert.ok(deals, describe());
  assert.equal(byId.get(deals.parentSpanId)?.service, 'gateway', `deals continues the gateway's call:\n${describe()}`);
  // The coach call, a span of its own under the request (the offline coach: no model call beneath it).
  const coach = trace.find((s) => s.service === 'deals' && s.name === 'coach analyzeDeal');
  assert.ok(coach && under(coach, deals), describe());
  assert.equal(coach.attributes['coach.provider'], 'offline');
  assert.equal(coach.attributes['coach.outcome'], 'ok');
  // Its PostgreSQL queries.
  assert.ok(
    trace.some((s) => s.service === 'deals' && s.name.startsWith('pg.query') && under(s, deals)),
    describe(),
  );
  // deals -> auth: the seller profile, fetched with the trace's traceparent.
  const profile = trace.find(
    (s) => s.service === 'auth' && s.kind === SERVER && /\/internal\/users\/[^/]+\/seller-profile$/.test(pathOf(s)),
  );
  assert.ok(profile, `auth's seller-profile answer is in the trace:\n${describe()}`);
  const hop = byId.get(profile.parentSpanId);
  assert.equal(hop?.service, 'deals');
  assert.equal(hop.kind, CLIENT);
  assert.ok(under(hop, deals));
});
