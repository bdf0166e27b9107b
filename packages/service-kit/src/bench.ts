// What the services' benchmarks against a running stack share (`npm run bench`, scripts/bench.mjs): skip
// when the stack or a database is not there, a fresh user signed up through the gateway, seeding through
// PostgreSQL, and timed GETs printed as p50/p95 against a target. The benchmarks run on the built package
// (`@blindspot/service-kit/bench`, dist/), which `npm run bench` builds first.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Session } from '@blindspot/contracts';
import pg from 'pg';

/** How every stack benchmark measures unless it says otherwise. */
export const BENCH_ROUNDS = 200;
export const BENCH_WARMUP_ROUNDS = 20;
export const BENCH_TARGET_MS = 50;
/** The data a seeding benchmark puts beside the user's own: 45 other users with 1,000 rows each. */
export const BENCH_OTHER_USERS = 45;
export const BENCH_OTHER_ITEMS = 1_000;

export const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

/**
 * The named environment variables (database URLs), or undefined after printing why the benchmark is
 * skipped: one is not set, or no gateway answers. The benchmark then exits 0.
 */
export async function benchEnvironment<Name extends string>(
  bench: string,
  names: readonly Name[],
): Promise<Record<Name, string> | undefined> {
  const missing = names.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    console.log(`${bench} bench: skipped (${missing.join(', ')} not set; run it with \`npm run bench\`)`);
    return undefined;
  }
  try {
    await fetch(`${GATEWAY_URL}/health`);
  } catch {
    console.log(`${bench} bench: skipped (no gateway at ${GATEWAY_URL})`);
    return undefined;
  }
  return Object.fromEntries(names.map((name) => [name, process.env[name]])) as Record<Name, string>;
}

/** POSTs JSON to the gateway; throws with the answer unless it is 2xx. */
export async function postToGateway<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${GATEWAY_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs up a new user (`bench-<label>-<uuid>@example.com`) and returns its session. */
export async function signUpBenchUser(label: string): Promise<Session> {
  const email = `bench-${label}-${randomUUID()}@example.com`;
  const { session } = await postToGateway<{ session: Session }>('/api/auth/signup', { email, password: 'bench-password' });
  return session;
}

/** Runs `work` with a client of the database at `url`, closed afterwards. */
export async function withDatabase<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Seconds since `started` (a `performance.now()`), to one decimal, for the "seeded ... in N s" lines. */
export const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

export const percentile = (values: readonly number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

/** A GET with the user's token: `get` parses the JSON answer, `time` returns how long it took in ms. */
export function benchClient(baseUrl: string, token: string) {
  async function get<T = unknown>(path: string): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (!response.ok) throw new Error(`GET ${baseUrl}${path}: ${response.status} ${body}`);
    return JSON.parse(body) as T;
  }
  async function time(path: string): Promise<number> {
    const started = performance.now();
    await get(path);
    return performance.now() - started;
  }
  return { get, time };
}

export interface TimedCase {
  label: string;
  /** Resolves one request and returns how long it took (`benchClient(...).time` bound to a path). */
  run(): Promise<number>;
}

/**
 * Times each case (warm-up rounds first), prints one line each with p50 and p95 against the target, and
 * returns how many went over it.
 */
export async function timeCases(cases: readonly TimedCase[], { labelWidth = 28, rounds = BENCH_ROUNDS, targetMs = BENCH_TARGET_MS } = {}) {
  let over = 0;
  for (const { label, run } of cases) {
    for (let i = 0; i < BENCH_WARMUP_ROUNDS; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) times.push(await run());
    const p50 = percentile(times, 0.5);
    const p95 = percentile(times, 0.95);
    if (p95 > targetMs) over++;
    const figures = `p50 ${p50.toFixed(1).padStart(5)} ms, p95 ${p95.toFixed(1).padStart(5)} ms`;
    const verdict = p95 <= targetMs ? 'OK' : 'OVER TARGET';
    console.log(`  ${label.padEnd(labelWidth)} ${figures} (target <= ${targetMs} ms) ${verdict}`);
  }
  return over;
}

export interface HistoryListBench {
  /** The line prefix: "deals history". */
  name: string;
  /** The service's own address (the list is timed straight from it, not through the gateway). */
  serviceUrl: string;
  /** The environment variable with the service's database URL. */
  databaseEnv: string;
  /** The label of the bench user's e-mail. */
  emailLabel: string;
  /** The table seeded (vacuumed and analysed after seeding). */
  table: string;
  /** What a row is called in the output, plural: "analyses". */
  noun: string;
  /** The list route: `/api/deal-analyses`. */
  listPath: string;
  /** Inserts `count` rows of `owner`, a minute apart, starting `offset` minutes back. */
  seed(db: pg.Client, owner: string, count: number, offset: number): Promise<unknown>;
  /** The timed requests; `deepCursor` is the cursor 4,000 rows into the user's list. */
  cases(deepCursor: string): ReadonlyArray<readonly [label: string, path: string]>;
}

/** How many of the user's own rows the history benchmarks seed. */
export const HISTORY_ITEMS = 5_000;

/**
 * The history list at scale, as deals and roleplay measure it: one user with 5,000 rows among 45,000 of
 * other users, each case timed straight from the service, the unpaged list printed for comparison.
 * Exits 1 when a case's p95 is over the target, 0 otherwise (or when skipped).
 */
export async function runHistoryListBench(bench: HistoryListBench): Promise<never> {
  const environment = await benchEnvironment(bench.name, [bench.databaseEnv]);
  if (!environment) process.exit(0);
  const session = await signUpBenchUser(bench.emailLabel);

  const seeding = performance.now();
  await withDatabase(environment[bench.databaseEnv], async (db) => {
    await bench.seed(db, session.user.id, HISTORY_ITEMS, 0);
    for (let i = 0; i < BENCH_OTHER_USERS; i++) await bench.seed(db, randomUUID(), BENCH_OTHER_ITEMS, i);
    await db.query(`VACUUM ANALYZE ${bench.table}`);
  });
  const others = BENCH_OTHER_USERS * BENCH_OTHER_ITEMS;
  const seeded = `${HISTORY_ITEMS} ${bench.noun} for one user and ${others} for ${BENCH_OTHER_USERS} others`;
  console.log(`${bench.name}: seeded ${seeded} in ${secondsSince(seeding)} s`);

  const { get, time } = benchClient(bench.serviceUrl, session.access_token);
  // A cursor 4,000 rows into the list: the page a user reaches after "Load more" 200 times.
  let deep = await get<{ nextCursor: string }>(`${bench.listPath}?limit=100`);
  for (let i = 1; i < 40; i++) deep = await get<{ nextCursor: string }>(`${bench.listPath}?limit=100&cursor=${deep.nextCursor}`);

  const where = `GET ${bench.listPath} straight from the service, ${HISTORY_ITEMS} ${bench.noun} for the user`;
  console.log(`${bench.name}: ${where} (${BENCH_ROUNDS} rounds each)`);
  const over = await timeCases(bench.cases(deep.nextCursor).map(([label, path]) => ({ label, run: () => time(path) })));
  const unpaged: number[] = [];
  for (let i = 0; i < 20; i++) unpaged.push(await time(bench.listPath));
  console.log(`  (for comparison, the unpaged list of all ${HISTORY_ITEMS}: p50 ${percentile(unpaged, 0.5).toFixed(1)} ms)`);
  process.exit(over ? 1 : 0);
}
