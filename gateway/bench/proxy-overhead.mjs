// What the gateway costs: an authenticated GET (`/api/seller-profile`, answered by auth from its database)
// straight to the service and through the gateway, side by side in one run.
//   - throughput at 50 connections (autocannon), gateway / direct (target >= 0.8)
//   - added latency of one request at a time, p50 and p99 (target p99 <= 2 ms)
// Uses the stack `npm run bench` started (GATEWAY_URL, AUTH_URL), or starts auth + gateway on free ports.
//   --compare   also measure a plain @fastify/http-proxy gateway (the alternative) in the same run
//   BENCH_SECONDS (default 6) per throughput run; three runs per target, interleaved (the machine's
//   speed drifts: the ratio compares runs made next to each other).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Pool } from 'undici';

const root = join(import.meta.dirname, '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const CONNECTIONS = 50;
const SEQUENTIAL = 2000;
const PATH = '/api/seller-profile';
const compare = process.argv.includes('--compare');

let stack = null;
let gatewayUrl = process.env.GATEWAY_URL;
let authUrl = process.env.AUTH_URL;
if (!gatewayUrl || !authUrl) {
  const { build } = await import(join(root, 'scripts', 'lib', 'build.mjs'));
  const { startStack } = await import(join(root, 'scripts', 'lib', 'stack.mjs'));
  await build({ ifNeeded: true, only: ['packages/contracts', 'packages/service-kit', 'services/auth', 'gateway'], log: () => {} });
  stack = await startStack({ freePorts: true, services: ['auth'], quiet: true, env: { LOG_LEVEL: 'warn' } });
  gatewayUrl = `http://127.0.0.1:${stack.ports.gateway}`;
  authUrl = `http://127.0.0.1:${stack.ports.auth}`;
}

const children = [];
async function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  await stack?.stop();
}

try {
  const signup = await fetch(`${gatewayUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${randomUUID()}@example.com`, password: 'bench-password' }),
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const token = (await signup.json()).session.access_token;
  await fetch(`${gatewayUrl}${PATH}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ companyName: 'Bench Co', productDescription: 'Forecasting for finance teams', competitors: 'Clari, Gong' }),
  });
  const headers = { authorization: `Bearer ${token}` };

  const targets = [
    { name: 'direct', url: authUrl },
    { name: 'gateway', url: gatewayUrl },
  ];
  if (compare) {
    const alt = await startAlternative(authUrl);
    targets.push({ name: '@fastify/http-proxy', url: alt });
  }

  // Every target must answer the same thing before it is timed.
  for (const target of targets) {
    const response = await fetch(`${target.url}${PATH}`, { headers });
    if (response.status !== 200) throw new Error(`${target.name}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }

  const throughput = Object.fromEntries(targets.map((t) => [t.name, []]));
  const loaded = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (const target of targets) await load(target.url, headers, 2); // warm-up (JIT, pools)
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of round % 2 ? [...targets].reverse() : targets) {
      const result = await load(target.url, headers, SECONDS);
      if (result.non2xx || result.errors) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      throughput[target.name].push(result.requests.average);
      loaded[target.name].push(result.latency);
    }
  }

  const single = await sequentialLatency(targets, headers);

  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
  // Each round's runs were made next to each other: compare within rounds, then take the median.
  const ratioOf = (name) => median(throughput[name].map((rps, round) => rps / throughput.direct[round]));
  console.log(`gateway proxy overhead: GET ${PATH} (authenticated, answered from PostgreSQL)`);
  console.log(`throughput, ${CONNECTIONS} connections, ${ROUNDS} runs of ${SECONDS}s per target, interleaved:`);
  for (const target of targets) {
    const runs = throughput[target.name].map((r) => r.toFixed(0)).join(', ');
    const latency = loaded[target.name].at(-1);
    const ratio = target.name === 'direct' ? '' : `  ratio ${ratioOf(target.name).toFixed(2)}`;
    const rps = mean(throughput[target.name]).toFixed(0).padStart(6);
    console.log(`  ${target.name.padEnd(20)} ${rps} req/s (runs: ${runs})${ratio}; latency p50 ${latency.p50} ms, p99 ${latency.p99} ms`);
  }
  console.log(`latency of one request at a time (${SEQUENTIAL} each, interleaved):`);
  for (const target of targets) {
    const s = single[target.name];
    const added =
      target.name === 'direct'
        ? ''
        : `   added p50 ${(s.p50 - single.direct.p50).toFixed(2)} ms, p99 ${(s.p99 - single.direct.p99).toFixed(2)} ms`;
    console.log(`  ${target.name.padEnd(20)} p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms${added}`);
  }
  const ratio = ratioOf('gateway');
  const addedP99 = single.gateway.p99 - single.direct.p99;
  const throughputVerdict = `${ratio.toFixed(2)} ${ratio >= 0.8 ? 'OK' : 'BELOW'}`;
  const latencyVerdict = `${addedP99.toFixed(2)} ms ${addedP99 <= 2 ? 'OK' : 'OVER'}`;
  console.log(`target: throughput ratio >= 0.8 (${throughputVerdict}), p99 added <= 2 ms (${latencyVerdict})`);
} finally {
  await stopAll();
}

function load(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${url}${PATH}`, headers, connections: CONNECTIONS, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** One keep-alive connection per target, requests one after another, alternating targets. */
async function sequentialLatency(targets, headers) {
  const pools = targets.map((t) => new Pool(t.url, { connections: 1 }));
  const times = targets.map(() => []);
  for (let i = 0; i < SEQUENTIAL + 200; i++) {
    for (let t = 0; t < targets.length; t++) {
      const start = performance.now();
      const { statusCode, body } = await pools[t].request({ path: PATH, method: 'GET', headers });
      await body.dump();
      if (statusCode !== 200) throw new Error(`${targets[t].name}: ${statusCode}`);
      if (i >= 200) times[t].push(performance.now() - start); // the first 200 warm up
    }
  }
  await Promise.all(pools.map((p) => p.close()));
  const pct = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))];
  return Object.fromEntries(targets.map((t, i) => [t.name, { p50: pct(times[i], 0.5), p99: pct(times[i], 0.99) }]));
}

/** The alternative measured with --compare: Fastify + @fastify/http-proxy in front of auth, nothing else. */
async function startAlternative(upstream) {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'lib', 'http-proxy-gateway.mjs')], {
    env: { ...process.env, UPSTREAM: upstream },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()));
  });
}
