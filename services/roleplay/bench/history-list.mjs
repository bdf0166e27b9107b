// The roleplay history at scale: one user with 5,000 sessions among 45,000 of other users, and the paged
// GET /api/roleplay-sessions and GET /api/roleplay-sessions/stats answered straight from the roleplay
// service (target: p95 within 50 ms): the first page, a page deep in the list (by cursor), a search, filters,
// a search that matches nothing (every one of the user's rows is read) and the dashboard's figures.
// Needs a running stack and its database: `npm run bench` passes GATEWAY_URL, ROLEPLAY_URL and ROLEPLAY_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const ROLEPLAY = process.env.ROLEPLAY_URL ?? 'http://127.0.0.1:3003';
const DATABASE_URL = process.env.ROLEPLAY_DATABASE_URL;
const ITEMS = 5_000;
const OTHER_USERS = 45;
const OTHER_ITEMS = 1_000;
const ROUNDS = 200;
const TARGET_MS = 50;

if (!DATABASE_URL) {
  console.log('roleplay history bench: skipped (ROLEPLAY_DATABASE_URL is not set; run it with `npm run bench`)');
  process.exit(0);
}
try {
  await fetch(`${GATEWAY}/health`);
} catch {
  console.log(`roleplay history bench: skipped (no gateway at ${GATEWAY})`);
  process.exit(0);
}

const signup = await fetch(`${GATEWAY}/api/auth/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: `bench-sessions-${randomUUID()}@example.com`, password: 'bench-password' }),
});
if (!signup.ok) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
const { session } = await signup.json();
const token = session.access_token;
const userId = session.user.id;

// Sessions a minute apart, most scored, some not scored, some in progress, each with a ten-turn transcript
// and its feedback (rows as wide as real ones), then other users' sessions.
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
const turns = [];
for (let i = 0; i < 10; i++) {
  turns.push({ role: 'user', content: `Seller turn ${i}: what does that cost you today and who else is involved in the decision?` });
  turns.push({ role: 'assistant', content: `Buyer turn ${i}: ${'It is complicated, we have several teams involved. '.repeat(4)}` });
}
const MESSAGES = JSON.stringify(turns);
const FEEDBACK = JSON.stringify(Array.from({ length: 4 }, (_, i) => `Turn ${i + 1}: ${'a useful observation about the call. '.repeat(3)}`));
const seed = (owner, count, offset) =>
  db.query(
    `INSERT INTO roleplay_sessions (id, user_id, scenario, persona, methodology, difficulty, session_type, guidance_type, completed, scored, score,
       messages, target_account_company, target_account_industry, target_account_size, target_account_revenue, target_account_situation,
       buyer_persona_name, buyer_persona_role, buyer_persona_profile, buyer_persona_goal, did_well, missed, key_takeaway, created_at)
     SELECT gen_random_uuid(), $1,
            (ARRAY['discovery', 'objection', 'closing', 'multithreading'])[1 + n % 4],
            (ARRAY['cto', 'cfo', 'champion'])[1 + n % 3],
            (ARRAY['meddic', 'challenger', 'spin', 'gap'])[1 + n / 7 % 4],
            (ARRAY['easy', 'medium', 'hard'])[1 + n % 3], 'text', 'end',
            n % 10 <> 0, n % 10 > 1, CASE WHEN n % 10 > 1 THEN (n % 11)::real ELSE 0 END,
            $2, (ARRAY['Northwind', 'Contoso', 'Fabrikam', 'Globex', 'Initech', 'Umbrella', 'Acme', 'Hooli'])[1 + n % 8] || ' ' || n,
            'Logistics', '200-500 employees', '$40M', 'Growing fast and missing forecasts', 'Buyer ' || n, 'CFO', 'Careful with money',
            'Cut cost', $3::jsonb, $3::jsonb, 'Ask about the decision process earlier.', now() - (n + $5) * interval '1 minute'
     FROM generate_series(1, $4) AS n`,
    [owner, MESSAGES, FEEDBACK, count, offset],
  );
const seeding = performance.now();
await seed(userId, ITEMS, 0);
for (let i = 0; i < OTHER_USERS; i++) await seed(randomUUID(), OTHER_ITEMS, i);
await db.query('VACUUM ANALYZE roleplay_sessions');
await db.end();
console.log(
  `roleplay history: seeded ${ITEMS} sessions for one user and ${OTHER_USERS * OTHER_ITEMS} for ${OTHER_USERS} others in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

async function get(path) {
  const response = await fetch(`${ROLEPLAY}${path}`, { headers: { authorization: `Bearer ${token}` } });
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

// A cursor 4,000 rows into the list.
let deep = await get('/api/roleplay-sessions?limit=100');
for (let i = 1; i < 40; i++) deep = await get(`/api/roleplay-sessions?limit=100&cursor=${deep.nextCursor}`);

const cases = [
  ['first page (20)', '/api/roleplay-sessions?limit=20'],
  ['page 4,001-4,020 (cursor)', `/api/roleplay-sessions?limit=20&cursor=${deep.nextCursor}`],
  ['largest page (100)', '/api/roleplay-sessions?limit=100'],
  ['search "northwind"', '/api/roleplay-sessions?q=northwind'],
  ['search "closing call"', '/api/roleplay-sessions?q=closing%20call'],
  ['methodology + status', '/api/roleplay-sessions?methodology=spin&status=scored'],
  ['status not scored + hard', '/api/roleplay-sessions?status=not-scored&difficulty=hard'],
  ['search, no match', '/api/roleplay-sessions?q=no-such-company'],
  ['stats (dashboard)', '/api/roleplay-sessions/stats'],
];

let over = 0;
console.log(`roleplay history: straight from the service, ${ITEMS} sessions for the user (${ROUNDS} rounds each)`);
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
for (let i = 0; i < 20; i++) unpaged.push(await time('/api/roleplay-sessions'));
console.log(`  (for comparison, the unpaged list of all ${ITEMS}: p50 ${percentile(unpaged, 0.5).toFixed(1)} ms)`);
process.exit(over ? 1 : 0);
