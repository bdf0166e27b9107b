// The history list at scale: one user with 5,000 analyses among 45,000 of other users, and the paged
// GET /api/deal-analyses answered straight from the deals service (target: p95 within 50 ms) for the first
// page, a page deep in the list (by cursor), a search, filters, and a search that matches nothing (the
// worst case: every one of the user's rows is read). The unpaged list of all 5,000 is printed for comparison.
// Needs a running stack and its database: `npm run bench` passes GATEWAY_URL, DEALS_URL and DEALS_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const DEALS = process.env.DEALS_URL ?? 'http://127.0.0.1:3002';
const DATABASE_URL = process.env.DEALS_DATABASE_URL;
const ITEMS = 5_000;
const OTHER_USERS = 45;
const OTHER_ITEMS = 1_000;
const ROUNDS = 200;
const TARGET_MS = 50;

if (!DATABASE_URL) {
  console.log('deals history bench: skipped (DEALS_DATABASE_URL is not set; run it with `npm run bench`)');
  process.exit(0);
}
try {
  await fetch(`${GATEWAY}/health`);
} catch {
  console.log(`deals history bench: skipped (no gateway at ${GATEWAY})`);
  process.exit(0);
}

const signup = await fetch(`${GATEWAY}/api/auth/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: `bench-history-${randomUUID()}@example.com`, password: 'bench-password' }),
});
if (!signup.ok) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
const { session } = await signup.json();
const token = session.access_token;
const userId = session.user.id;

// Seeding: the user's analyses a minute apart over ten years' worth of minutes, with notes and a chat of a
// realistic size (the rows the list skips over are as wide as real ones), then other users' rows.
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
const NOTES = 'Call notes. '.repeat(150);
const MESSAGES = JSON.stringify([
  { role: 'user', content: 'Please analyze this deal.' },
  { role: 'assistant', content: 'Analysis. '.repeat(300) },
]);
const seed = (owner, count, offset) =>
  db.query(
    `INSERT INTO deal_analyses (id, user_id, deal_name, prospect_names, deal_notes, deal_size, stage, methodology, messages, created_at)
     SELECT gen_random_uuid(), $1,
            (ARRAY['Northwind', 'Contoso', 'Fabrikam', 'Globex', 'Initech', 'Umbrella', 'Acme', 'Hooli'])[1 + n % 8] || ' deal ' || n,
            'Prospect ' || n, $2, (n * 1000)::text,
            (ARRAY['discovery', 'qualification', 'proposal', 'negotiation', 'closing'])[1 + n % 5],
            (ARRAY['meddic', 'challenger', 'spin', 'gap'])[1 + n % 4],
            $3::jsonb, now() - (n + $5) * interval '1 minute'
     FROM generate_series(1, $4) AS n`,
    [owner, NOTES, MESSAGES, count, offset],
  );
const seeding = performance.now();
await seed(userId, ITEMS, 0);
for (let i = 0; i < OTHER_USERS; i++) await seed(randomUUID(), OTHER_ITEMS, i);
await db.query('VACUUM ANALYZE deal_analyses');
await db.end();
console.log(
  `deals history: seeded ${ITEMS} analyses for one user and ${OTHER_USERS * OTHER_ITEMS} for ${OTHER_USERS} others in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

async function get(path) {
  const response = await fetch(`${DEALS}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${body}`);
  return JSON.parse(body);
}

async function time(path) {
  const started = performance.now();
  await get(path);
  return performance.now() - started;
}

const percentile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

// A cursor 4,000 rows into the list: the page a user reaches after "Load more" 200 times.
let deep = await get('/api/deal-analyses?limit=100');
for (let i = 1; i < 40; i++) deep = await get(`/api/deal-analyses?limit=100&cursor=${deep.nextCursor}`);
const deepCursor = deep.nextCursor;

const cases = [
  ['first page (20)', '/api/deal-analyses?limit=20'],
  ['page 4,001-4,020 (cursor)', `/api/deal-analyses?limit=20&cursor=${deepCursor}`],
  ['largest page (100)', '/api/deal-analyses?limit=100'],
  ['search "northwind"', '/api/deal-analyses?q=northwind'],
  ['methodology + stage', '/api/deal-analyses?methodology=spin&stage=closing'],
  ['search, no match', '/api/deal-analyses?q=no-such-deal'],
];

let over = 0;
console.log(`deals history: GET /api/deal-analyses straight from the service, ${ITEMS} analyses for the user (${ROUNDS} rounds each)`);
for (const [label, path] of cases) {
  for (let i = 0; i < 20; i++) await time(path);
  const times = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await time(path));
  const p95 = percentile(times, 0.95);
  if (p95 > TARGET_MS) over++;
  console.log(
    `  ${label.padEnd(28)} p50 ${percentile(times, 0.5).toFixed(1).padStart(5)} ms, p95 ${p95.toFixed(1).padStart(5)} ms (target <= ${TARGET_MS} ms) ${p95 <= TARGET_MS ? 'OK' : 'OVER TARGET'}`,
  );
}
const unpaged = [];
for (let i = 0; i < 20; i++) unpaged.push(await time('/api/deal-analyses'));
console.log(`  (for comparison, the unpaged list of all ${ITEMS}: p50 ${percentile(unpaged, 0.5).toFixed(1)} ms)`);
process.exit(over ? 1 : 0);
