// The progress page's routes at scale (docs/progress.md): one Pro user with 5,000 roleplay sessions (their
// element rows and counts) and 5,000 analysed deals, among 45,000 sessions and 45,000 analyses of other
// users; GET /api/roleplay-sessions/progress and GET /api/deal-analyses/progress answered straight from
// their services (target: p95 within 50 ms). Needs a running stack and its databases: `npm run bench` passes
// GATEWAY_URL, ROLEPLAY_URL, DEALS_URL and the AUTH_, ROLEPLAY_ and DEALS_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const ROLEPLAY = process.env.ROLEPLAY_URL ?? 'http://127.0.0.1:3003';
const DEALS = process.env.DEALS_URL ?? 'http://127.0.0.1:3002';
const { AUTH_DATABASE_URL, ROLEPLAY_DATABASE_URL, DEALS_DATABASE_URL } = process.env;
const ITEMS = 5_000;
const OTHER_USERS = 45;
const OTHER_ITEMS = 1_000;
const ROUNDS = 200;
const TARGET_MS = 50;

if (!AUTH_DATABASE_URL || !ROLEPLAY_DATABASE_URL || !DEALS_DATABASE_URL) {
  console.log('progress bench: skipped (the AUTH_, ROLEPLAY_ and DEALS_DATABASE_URL are not set; run it with `npm run bench`)');
  process.exit(0);
}
try {
  await fetch(`${GATEWAY}/health`);
} catch {
  console.log(`progress bench: skipped (no gateway at ${GATEWAY})`);
  process.exit(0);
}

async function post(path, body) {
  const response = await fetch(`${GATEWAY}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

// A Pro user: the tier set where billing would set it, then a refreshed token that carries it.
const signedUp = await post('/api/auth/signup', { email: `bench-progress-${randomUUID()}@example.com`, password: 'bench-password' });
const userId = signedUp.session.user.id;
const auth = new pg.Client({ connectionString: AUTH_DATABASE_URL });
await auth.connect();
await auth.query(`UPDATE users SET tier = 'pro' WHERE id = $1`, [userId]);
await auth.end();
const token = (await post('/api/auth/refresh', { refresh_token: signedUp.session.refresh_token })).session.access_token;

const seeding = performance.now();
const MEDDIC = ['metrics', 'economic-buyer', 'decision-criteria', 'decision-process', 'identify-pain', 'champion'];
const roleplay = new pg.Client({ connectionString: ROLEPLAY_DATABASE_URL });
await roleplay.connect();
// Scored MEDDIC sessions a minute apart with their counts and element rows (each element covered in some).
const seedSessions = async (owner, count, offset) => {
  await roleplay.query(
    `INSERT INTO roleplay_sessions (id, user_id, scenario, persona, methodology, difficulty, session_type, guidance_type, completed, scored, score,
       messages, target_account_company, target_account_industry, target_account_size, target_account_revenue, target_account_situation,
       buyer_persona_name, buyer_persona_role, buyer_persona_profile, buyer_persona_goal, created_at,
       open_questions, closed_questions, seller_words, buyer_words)
     SELECT gen_random_uuid(), $1, (ARRAY['discovery', 'objection', 'closing', 'multithreading'])[1 + n % 4], 'cfo', 'meddic',
            (ARRAY['easy', 'medium', 'hard'])[1 + n % 3], 'text', 'end', true, true, (n % 11)::real,
            $2, 'Company ' || n, 'Logistics', '200', '$40M', 'Growing', 'Buyer ' || n, 'CFO', 'Careful', 'Cut cost',
            now() - (n + $4) * interval '1 minute', n % 5, 3, 200 + n % 100, 300
     FROM generate_series(1, $3) AS n`,
    [
      owner,
      JSON.stringify(
        Array.from({ length: 20 }, (_, i) => ({
          role: i % 2 ? 'assistant' : 'user',
          content: 'A turn of the call, as long as a real one.',
        })),
      ),
      count,
      offset,
    ],
  );
  await roleplay.query(
    `INSERT INTO roleplay_session_elements (session_id, user_id, methodology, element, covered, created_at)
     SELECT s.id, s.user_id, 'meddic', e.element, (hashtext(s.id::text || e.element) % 3) <> 0, s.created_at
     FROM roleplay_sessions AS s, unnest($2::varchar[]) AS e(element) WHERE s.user_id = $1`,
    [owner, MEDDIC],
  );
};
await seedSessions(userId, ITEMS, 0);
for (let i = 0; i < OTHER_USERS; i++) await seedSessions(randomUUID(), OTHER_ITEMS, i);
await roleplay.query('VACUUM ANALYZE roleplay_sessions');
await roleplay.query('VACUUM ANALYZE roleplay_session_elements');
await roleplay.end();

const deals = new pg.Client({ connectionString: DEALS_DATABASE_URL });
await deals.connect();
const checklist = (statuses) =>
  JSON.stringify({
    elements: MEDDIC.map((element, i) => ({
      element,
      name: element,
      status: statuses[i],
      quotes: [],
      stillMissing: [],
      nextQuestions: [],
    })),
    risks: [],
    nextSteps: [],
  });
const seedAnalyses = (owner, count) =>
  deals.query(
    `INSERT INTO deal_analyses (id, user_id, deal_name, deal_notes, methodology, coverage, created_at)
     SELECT gen_random_uuid(), $1, 'Deal ' || n, repeat('Notes about the deal, as long as real ones. ', 40), 'meddic',
            (ARRAY[$3::jsonb, $4::jsonb, $5::jsonb])[1 + n % 3], now() - n * interval '1 minute'
     FROM generate_series(1, $2) AS n`,
    [
      owner,
      count,
      checklist(['covered', 'missing', 'unconfirmed', 'covered', 'covered', 'missing']),
      checklist(['covered', 'covered', 'missing', 'missing', 'covered', 'unconfirmed']),
      checklist(MEDDIC.map(() => 'covered')),
    ],
  );
await seedAnalyses(userId, ITEMS);
for (let i = 0; i < OTHER_USERS; i++) await seedAnalyses(randomUUID(), OTHER_ITEMS);
await deals.query('VACUUM ANALYZE deal_analysis_elements');
await deals.end();
console.log(
  `progress: seeded ${ITEMS} sessions and ${ITEMS} analyses for one user, ${OTHER_USERS * OTHER_ITEMS} of each for ${OTHER_USERS} others, in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

async function time(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body}`);
  return performance.now() - started;
}
const percentile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

let over = 0;
console.log(`progress: straight from the services, ${ITEMS} items for the user (${ROUNDS} rounds each)`);
for (const [label, url] of [
  ['roleplay progress', `${ROLEPLAY}/api/roleplay-sessions/progress`],
  ['deal progress', `${DEALS}/api/deal-analyses/progress`],
]) {
  for (let i = 0; i < 20; i++) await time(url);
  const times = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await time(url));
  const p95 = percentile(times, 0.95);
  if (p95 > TARGET_MS) over++;
  console.log(
    `  ${label.padEnd(20)} p50 ${percentile(times, 0.5).toFixed(1).padStart(5)} ms, p95 ${p95.toFixed(1).padStart(5)} ms (target <= ${TARGET_MS} ms) ${p95 <= TARGET_MS ? 'OK' : 'OVER TARGET'}`,
  );
}
process.exit(over ? 1 : 0);
