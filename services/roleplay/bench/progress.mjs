// The progress page's routes at scale (docs/progress.md): one Pro user with 5,000 roleplay sessions (their
// element rows and counts) and 5,000 analysed deals, among 45,000 sessions and 45,000 analyses of other
// users; GET /api/roleplay-sessions/progress and GET /api/deal-analyses/progress answered straight from
// their services (target: p95 within 50 ms). Needs a running stack and its databases: `npm run bench` passes
// GATEWAY_URL, ROLEPLAY_URL, DEALS_URL and the AUTH_, ROLEPLAY_ and DEALS_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  BENCH_ROUNDS,
  benchClient,
  benchEnvironment,
  BENCH_OTHER_ITEMS as OTHER_ITEMS,
  BENCH_OTHER_USERS as OTHER_USERS,
  postToGateway,
  secondsSince,
  signUpBenchUser,
  timeCases,
  withDatabase,
} from '@blindspot/service-kit/bench';

const ROLEPLAY = process.env.ROLEPLAY_URL ?? 'http://127.0.0.1:3003';
const DEALS = process.env.DEALS_URL ?? 'http://127.0.0.1:3002';
const ITEMS = 5_000;

const environment = await benchEnvironment('progress', ['AUTH_DATABASE_URL', 'ROLEPLAY_DATABASE_URL', 'DEALS_DATABASE_URL']);
if (!environment) process.exit(0);
const { AUTH_DATABASE_URL, ROLEPLAY_DATABASE_URL, DEALS_DATABASE_URL } = environment;

// A Pro user: the tier set where billing would set it, then a refreshed token that carries it.
const signedUp = await signUpBenchUser('progress');
const userId = signedUp.user.id;
await withDatabase(AUTH_DATABASE_URL, (auth) => auth.query(`UPDATE users SET tier = 'pro' WHERE id = $1`, [userId]));
const refreshed = await postToGateway('/api/auth/refresh', { refresh_token: signedUp.refresh_token });
const token = refreshed.session.access_token;

const seeding = performance.now();
const MEDDIC = ['metrics', 'economic-buyer', 'decision-criteria', 'decision-process', 'identify-pain', 'champion'];
// Scored MEDDIC sessions a minute apart with their counts and element rows (each element covered in some).
const seedSessions = async (roleplay, owner, count, offset) => {
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
await withDatabase(ROLEPLAY_DATABASE_URL, async (roleplay) => {
  await seedSessions(roleplay, userId, ITEMS, 0);
  for (let i = 0; i < OTHER_USERS; i++) await seedSessions(roleplay, randomUUID(), OTHER_ITEMS, i);
  await roleplay.query('VACUUM ANALYZE roleplay_sessions');
  await roleplay.query('VACUUM ANALYZE roleplay_session_elements');
});

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
const seedAnalyses = (deals, owner, count) =>
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
await withDatabase(DEALS_DATABASE_URL, async (deals) => {
  await seedAnalyses(deals, userId, ITEMS);
  for (let i = 0; i < OTHER_USERS; i++) await seedAnalyses(deals, randomUUID(), OTHER_ITEMS);
  await deals.query('VACUUM ANALYZE deal_analysis_elements');
});
const seeded = `${ITEMS} sessions and ${ITEMS} analyses for one user, ${OTHER_USERS * OTHER_ITEMS} of each for ${OTHER_USERS} others`;
console.log(`progress: seeded ${seeded}, in ${secondsSince(seeding)} s`);

console.log(`progress: straight from the services, ${ITEMS} items for the user (${BENCH_ROUNDS} rounds each)`);
const over = await timeCases(
  [
    { label: 'roleplay progress', run: () => benchClient(ROLEPLAY, token).time('/api/roleplay-sessions/progress') },
    { label: 'deal progress', run: () => benchClient(DEALS, token).time('/api/deal-analyses/progress') },
  ],
  { labelWidth: 20 },
);
process.exit(over ? 1 : 0);
