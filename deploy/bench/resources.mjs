// Measures what each process of the product uses, to size the Kubernetes requests and limits
// (deploy/k8s, docs/operations.md "Resource requests and limits"). Run by hand, not in `npm test`:
//
//   node deploy/bench/resources.mjs [--idle 30] [--load 60] [--workers 4]
//
// Builds what is stale, starts one stack on free ports (embedded PostgreSQL, temporary data), then
//   1. idle: samples every process once a second for --idle seconds;
//   2. load: for --load seconds, through the gateway, --workers sellers each sending roleplay turns
//      (offline coach), --workers/2 sellers each creating deal analyses and asking a follow-up (the offline
//      coach's worker threads), and 8 connections reading lists, the seller profile and the plans;
// and prints, per process: CPU in millicores (mean and the highest 5 s window) and resident memory in MiB
// (mean and peak, VmHWM). PostgreSQL is not counted: production uses an external database.
// CPU is read from /proc/<pid>/stat (utime + stime, every thread, worker threads included).

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildServers } from '../../scripts/lib/build.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const IDLE_S = option('idle', 30);
const LOAD_S = option('load', 60);
const WORKERS = option('workers', 4);
const TICKS = 100; // USER_HZ on Linux

const failed = await buildServers(['services/auth', 'services/deals', 'services/roleplay', 'services/billing', 'gateway']);
if (failed.length) process.exit(1);

const stack = await startStack({
  freePorts: true,
  quiet: true,
  // The offline coach; one user's coach budget and one address's sign-ups would stop the load early.
  env: {
    COACH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    OPENAI_API_KEY: '',
    STRIPE_SECRET_KEY: '',
    LOG_LEVEL: 'warn',
  },
});

/** The stack's node processes (children of this one) by name: the services and the gateway. */
function processes() {
  const found = {};
  for (const pid of readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).map(Number)) {
    let cmdline;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    const match = /(services\/(\w+)|gateway)\/dist\/main\.js/.exec(cmdline);
    if (match) found[match[2] ?? 'gateway'] = pid;
  }
  return found;
}

function sample(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  // fields[11] and [12] are utime and stime (the 14th and 15th fields of the whole line).
  return {
    at: performance.now(),
    cpuS: (Number(fields[11]) + Number(fields[12])) / TICKS,
    rssMiB: kb('VmRSS') / 1024,
    hwmMiB: kb('VmHWM') / 1024,
  };
}

async function observe(seconds, pids) {
  const series = Object.fromEntries(Object.keys(pids).map((name) => [name, []]));
  for (let i = 0; i <= seconds; i++) {
    for (const [name, pid] of Object.entries(pids)) series[name].push(sample(pid));
    if (i < seconds) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return series;
}

function summarise(series) {
  const rows = {};
  for (const [name, samples] of Object.entries(series)) {
    const first = samples[0];
    const last = samples[samples.length - 1];
    const mean = ((last.cpuS - first.cpuS) / ((last.at - first.at) / 1000)) * 1000;
    let peak = 0;
    for (let i = 5; i < samples.length; i++) {
      peak = Math.max(peak, ((samples[i].cpuS - samples[i - 5].cpuS) / ((samples[i].at - samples[i - 5].at) / 1000)) * 1000);
    }
    const rss = samples.map((s) => s.rssMiB);
    rows[name] = {
      'cpu mean (m)': Math.round(mean),
      'cpu peak 5s (m)': Math.round(peak),
      'rss mean (MiB)': Math.round(rss.reduce((a, b) => a + b, 0) / rss.length),
      'rss peak (MiB)': Math.round(Math.max(...samples.map((s) => s.hwmMiB))),
    };
  }
  return rows;
}

async function call(method, path, token, body, headers = {}) {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const route = `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id').split('?')[0]}`;
  return { status: response.status, route, body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

async function signUp() {
  const { status, body } = await call('POST', '/api/auth/signup', undefined, {
    email: `resources-${randomUUID()}@example.com`,
    password: 'resources-password',
  });
  if (status !== 201 && status !== 200) throw new Error(`sign-up: ${status} ${JSON.stringify(body)}`);
  return body.session.access_token;
}

const counts = { ok: 0, failed: 0, why: {} };
/** Counts an answer; failures by status and route, with the first message of each. */
function tally({ status, route, body }) {
  if (status < 400) return counts.ok++;
  counts.failed++;
  const key = `${status} ${route}`;
  counts.why[key] ??= { count: 0, first: typeof body === 'string' ? body.slice(0, 160) : body?.message };
  counts.why[key].count++;
}

// A Free seller keeps 10 roleplay sessions and makes 3 deal analyses a month: a new seller after that.
async function roleplaySeller(until) {
  let token;
  for (let session = 0; Date.now() < until; session++) {
    if (session % 10 === 0) token = await signUp();
    const created = await call('POST', '/api/roleplay-sessions', token, {
      scenario: 'discovery',
      persona: 'cfo',
      methodology: 'spin',
      difficulty: 'medium',
    });
    tally(created);
    if (created.status >= 400) continue;
    for (let turn = 0; turn < 6 && Date.now() < until; turn++) {
      const reply = await call(
        'POST',
        `/api/roleplay-sessions/${created.body.id}/message`,
        token,
        { message: `Turn ${turn}: what does it cost you today when invoices are reconciled by hand, and who feels it most?` },
        { accept: 'text/event-stream', 'idempotency-key': randomUUID() },
      );
      tally(reply);
    }
    tally(await call('POST', `/api/roleplay-sessions/${created.body.id}/complete`, token));
  }
}

async function dealSeller(until) {
  let token;
  for (let analysis = 0; Date.now() < until; analysis++) {
    if (analysis % 3 === 0) token = await signUp();
    const created = await call('POST', '/api/deal-analyses', token, {
      dealName: 'Load deal',
      methodology: 'meddic',
      stage: 'proposal',
      dealSize: '120000',
      dealNotes:
        'They lose 20 hours a week reconciling invoices by hand. The CFO signs off on the budget. Legal ' +
        'review then signature by end of Q3. Our champion is the finance ops lead; procurement wants three ' +
        'quotes.',
    });
    tally(created);
    if (created.status >= 400) continue;
    tally(
      await call(
        'POST',
        `/api/deal-analyses/${created.body.id}/message`,
        token,
        { message: 'Please analyze this deal.' },
        { accept: 'text/event-stream', 'idempotency-key': randomUUID() },
      ),
    );
    tally(
      await call(
        'POST',
        `/api/deal-analyses/${created.body.id}/message`,
        token,
        { message: 'What are the risks?' },
        { accept: 'text/event-stream', 'idempotency-key': randomUUID() },
      ),
    );
  }
}

async function reader(until) {
  const token = await signUp();
  const paths = [
    '/api/seller-profile',
    '/api/roleplay-sessions?limit=20',
    '/api/deal-analyses?limit=20',
    '/api/stripe/plans',
    '/api/stripe/subscription',
    '/api/auth/user',
  ];
  for (let i = 0; Date.now() < until; i++) tally(await call('GET', paths[i % paths.length], token));
}

try {
  const pids = processes();
  console.log(
    `processes: ${Object.entries(pids)
      .map(([n, p]) => `${n}=${p}`)
      .join(' ')}`,
  );
  console.log(`idle for ${IDLE_S} s ...`);
  const idle = summarise(await observe(IDLE_S, pids));
  console.log(`load for ${LOAD_S} s: ${WORKERS} roleplay sellers, ${Math.max(1, WORKERS / 2)} deal sellers, 8 readers ...`);
  const until = Date.now() + LOAD_S * 1000;
  const load = Promise.all([
    ...Array.from({ length: WORKERS }, () => roleplaySeller(until)),
    ...Array.from({ length: Math.max(1, WORKERS / 2) }, () => dealSeller(until)),
    ...Array.from({ length: 8 }, () => reader(until)),
  ]);
  const loaded = summarise(await observe(LOAD_S, pids));
  await load;
  console.log('\nidle');
  console.table(idle);
  console.log(`under load (${counts.ok} requests answered, ${counts.failed} failed, ${(counts.ok / LOAD_S).toFixed(0)}/s)`);
  console.table(loaded);
  if (counts.failed) console.log('failures:', counts.why);
} finally {
  await stack.stop();
}
