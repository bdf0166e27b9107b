// Tracing on and off, in child processes (it patches the process it starts in): spans reach an OTLP/HTTP
// JSON receiver with W3C traceparent carried from one hop to the next, log fields carry the trace id, and
// with no endpoint set nothing is started or patched.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { after, test } from 'node:test';
import { startOtlpReceiver } from '../testing/otlp-receiver.mjs';

const children = new Set();
after(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts the fixture with `env`; resolves with its port and a way to read its events and stop it. */
async function startFixture(env) {
  const child = spawn(process.execPath, ['--import', './test/register-ts-hooks.mjs', 'test/fixtures/traced-app.mjs'], {
    cwd: new URL('..', import.meta.url),
    env: { PATH: process.env.PATH, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.add(child);
  const events = [];
  const waiting = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const event = JSON.parse(line);
    events.push(event);
    for (const w of [...waiting]) if (w.test(event)) waiting.splice(waiting.indexOf(w), 1) && w.resolve(event);
  });
  const next = (name) =>
    new Promise((resolve) => {
      const seen = events.find((e) => e.event === name);
      if (seen) return resolve(seen);
      waiting.push({ test: (e) => e.event === name, resolve });
    });
  const ready = await next('ready');
  return {
    ready,
    events,
    next,
    async stop() {
      child.stdin.end('stop\n');
      await once(child, 'exit');
      children.delete(child);
    },
  };
}

const hex = (length) => new RegExp(`^[0-9a-f]{${length}}$`);

test('with OTEL_EXPORTER_OTLP_ENDPOINT set, one request is one trace across both hops, exported as OTLP JSON', async () => {
  const receiver = await startOtlpReceiver();
  const app = await startFixture({
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_BSP_SCHEDULE_DELAY: '100',
    FIXTURE_SERVICE: 'front-service',
  });
  try {
    assert.equal(app.ready.started, true);
    assert.equal(app.ready.patched, true);
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const callerSpan = 'b7ad6b7169203331';
    const answer = await fetch(`http://127.0.0.1:${app.ready.port}/front?x=1`, {
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
    });
    assert.equal(await answer.text(), 'ok');
    const front = await app.next('front');
    const downstream = await app.next('downstream');

    // The caller's trace continues: the log fields and the traceparent sent on carry its id.
    assert.equal(front.fields.trace_id, traceId);
    assert.match(front.fields.span_id, hex(16));
    assert.match(downstream.traceparent, new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    assert.equal(downstream.fields.trace_id, traceId);

    const spans = await receiver.waitFor((all) => all.filter((s) => s.traceId === traceId).length >= 4);
    const mine = spans.filter((s) => s.traceId === traceId);
    const byName = (test) => mine.find((s) => test(s));
    const server = byName(
      (s) =>
        (s.kind === 2 && s.attributes['url.path'] === '/front') ||
        (s.kind === 2 && String(s.attributes['http.target'] ?? '').startsWith('/front')),
    );
    const work = byName((s) => s.name === 'work');
    const client = byName((s) => s.kind === 3);
    const downstreamServer = byName((s) => s.kind === 2 && s !== server);
    assert.ok(server && work && client && downstreamServer, `spans: ${JSON.stringify(mine.map((s) => [s.name, s.kind]))}`);
    assert.equal(server.service, 'front-service');
    assert.equal(server.parentSpanId, callerSpan);
    assert.equal(work.parentSpanId, server.spanId);
    assert.equal(work.attributes['work.answer'], 'ok');
    assert.equal(client.parentSpanId, work.spanId);
    assert.equal(downstreamServer.parentSpanId, client.spanId);
    assert.equal(downstream.traceparent.split('-')[2], client.spanId);
  } finally {
    await app.stop();
    await receiver.close();
  }
});

test('probes, scrapes and ignored paths start no trace', async () => {
  const receiver = await startOtlpReceiver();
  const app = await startFixture({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' });
  try {
    for (const path of ['/health', '/metrics', '/static/app.js']) await (await fetch(`http://127.0.0.1:${app.ready.port}${path}`)).text();
    await fetch(`http://127.0.0.1:${app.ready.port}/counted`).then((r) => r.text());
    await receiver.waitFor((all) => all.some((s) => s.kind === 2 && JSON.stringify(s.attributes).includes('/counted')));
    // The front server's spans (not the downstream's, which each call reaches untraced): /counted only.
    const paths = receiver.spans
      .filter((s) => s.kind === 2)
      .map((s) => s.attributes['url.path'] ?? s.attributes['http.target'])
      .filter((p) => p !== '/down');
    assert.deepEqual(paths, ['/counted']);
  } finally {
    await app.stop();
    await receiver.close();
  }
});

test('without an endpoint nothing starts: no patching, no trace ids, no export', async () => {
  const receiver = await startOtlpReceiver();
  // OTEL_SDK_DISABLED wins over an endpoint; no endpoint at all is the default.
  for (const env of [{}, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SDK_DISABLED: 'true' }]) {
    const app = await startFixture(env);
    try {
      assert.equal(app.ready.started, false);
      assert.equal(app.ready.patched, false);
      const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      await (await fetch(`http://127.0.0.1:${app.ready.port}/front`, { headers: { traceparent } })).text();
      const front = await app.next('front');
      const downstream = await app.next('downstream');
      assert.deepEqual(front.fields, {});
      assert.equal(downstream.traceparent, null);
    } finally {
      await app.stop();
    }
  }
  assert.equal(receiver.requests, 0);
  await receiver.close();
});
