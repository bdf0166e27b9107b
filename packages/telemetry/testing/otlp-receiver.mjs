// A local OTLP/HTTP receiver for tests: accepts `POST /v1/traces` in the JSON encoding (what
// @opentelemetry/exporter-trace-otlp-http sends) and keeps every span, flattened with its service name.
import http from 'node:http';

/**
 * @typedef {{ service: string, traceId: string, spanId: string, parentSpanId: string, name: string, kind: number,
 *   attributes: Record<string, unknown>, status: { code?: number, message?: string } }} ReceivedSpan
 */

/** Attribute list (`[{key, value: {stringValue}}]`) to a plain object. */
function attributesOf(list = []) {
  const out = {};
  for (const { key, value } of list) {
    const [first] = Object.values(value ?? {});
    out[key] = first;
  }
  return out;
}

/**
 * @typedef {object} OtlpReceiver
 * @property {string} url
 * @property {ReceivedSpan[]} spans
 * @property {number} requests
 * @property {(test: (spans: ReceivedSpan[]) => boolean, timeoutMs?: number) => Promise<ReceivedSpan[]>} waitFor
 * @property {() => Promise<void>} close
 */

/** @returns {Promise<OtlpReceiver>} */
export async function startOtlpReceiver() {
  /** @type {ReceivedSpan[]} */
  const spans = [];
  const state = { requests: 0 };
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      if (!String(request.headers['content-type']).includes('application/json')) {
        response.writeHead(415).end();
        return;
      }
      state.requests++;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
        for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? []) {
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
              status: span.status ?? {},
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    get requests() {
      return state.requests;
    },
    async waitFor(test, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!test(spans)) {
        if (Date.now() > deadline) {
          const received = spans.map((s) => `  ${s.service} ${s.name} ${s.traceId}/${s.spanId} <- ${s.parentSpanId}`).join('\n');
          throw new Error(`the spans expected did not arrive within ${timeoutMs} ms; received:\n${received}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return spans;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
