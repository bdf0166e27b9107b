// Time to the first streamed byte of a coach reply, through the gateway and straight from the deals
// service, on a running stack (`npm start`). Prints both and the difference (target: at most 20 ms).
// Settings: GATEWAY_URL (default http://127.0.0.1:8080), DEALS_URL (default http://127.0.0.1:3002).

import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const DEALS = process.env.DEALS_URL ?? 'http://127.0.0.1:3002';
const ROUNDS = 40;
const TARGET_MS = 20;

async function json(method, url, body, token) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Milliseconds from sending the request to the first byte of the streamed body. */
function firstByte(baseUrl, path, token, message) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ message });
    const started = performance.now();
    const req = request(
      new URL(path, baseUrl),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`${baseUrl}${path}: ${res.statusCode}`));
        res.once('data', () => resolve(performance.now() - started));
        res.resume();
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

try {
  await fetch(`${GATEWAY}/health`);
} catch {
  console.log(`deals first-byte bench: skipped (no gateway at ${GATEWAY}; run \`npm start\` first)`);
  process.exit(0);
}

const { session } = await json('POST', `${GATEWAY}/api/auth/signup`, {
  email: `bench-${randomUUID()}@example.com`,
  password: 'bench-password',
});
const token = session.access_token;
const analysis = await json(
  'POST',
  `${GATEWAY}/api/deal-analyses`,
  {
    dealName: 'Bench deal',
    methodology: 'meddic',
    stage: 'proposal',
    dealSize: '120000',
    dealNotes:
      'They lose 20 hours a week reconciling invoices by hand. The CFO signs off on the budget. Legal review then signature by end of Q3.',
  },
  token,
);
const path = `/api/deal-analyses/${analysis.id}/message`;
await firstByte(DEALS, path, token, 'Please analyze this deal using the MEDDIC methodology.');

const direct = [];
const viaGateway = [];
for (let i = 0; i < ROUNDS; i++) {
  // Alternate, so both paths see the same growing conversation and machine load.
  direct.push(await firstByte(DEALS, path, token, 'What are the risks?'));
  viaGateway.push(await firstByte(GATEWAY, path, token, 'What are the risks?'));
}
const line = (name, values) =>
  `${name.padEnd(14)} p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms`;
console.log(`deals: time to first streamed byte of a coach reply (${ROUNDS} rounds)`);
console.log(line('direct', direct));
console.log(line('via gateway', viaGateway));
const difference = percentile(viaGateway, 0.5) - percentile(direct, 0.5);
console.log(
  `gateway adds ${difference.toFixed(1)} ms at p50 (target <= ${TARGET_MS} ms) ${difference <= TARGET_MS ? 'OK' : 'OVER TARGET'}`,
);
