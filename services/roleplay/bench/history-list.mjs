// The roleplay history at scale: one user with 5,000 sessions among 45,000 of other users, and the paged
// GET /api/roleplay-sessions and GET /api/roleplay-sessions/stats answered straight from the roleplay
// service (target: p95 within 50 ms): the first page, a page deep in the list (by cursor), a search, filters,
// a search that matches nothing (every one of the user's rows is read) and the dashboard's figures.
// Needs a running stack and its database: `npm run bench` passes GATEWAY_URL, ROLEPLAY_URL and ROLEPLAY_DATABASE_URL.
import { runHistoryListBench } from '@blindspot/service-kit/bench';

// Sessions a minute apart, most scored, some not scored, some in progress, each with a ten-turn transcript
// and its feedback (rows as wide as real ones).
const turns = [];
for (let i = 0; i < 10; i++) {
  turns.push({ role: 'user', content: `Seller turn ${i}: what does that cost you today and who else is involved in the decision?` });
  turns.push({ role: 'assistant', content: `Buyer turn ${i}: ${'It is complicated, we have several teams involved. '.repeat(4)}` });
}
const MESSAGES = JSON.stringify(turns);
const observation = (i) => `Turn ${i + 1}: ${'a useful observation about the call. '.repeat(3)}`;
const FEEDBACK = JSON.stringify(Array.from({ length: 4 }, (_, i) => observation(i)));

await runHistoryListBench({
  name: 'roleplay history',
  serviceUrl: process.env.ROLEPLAY_URL ?? 'http://127.0.0.1:3003',
  databaseEnv: 'ROLEPLAY_DATABASE_URL',
  emailLabel: 'sessions',
  table: 'roleplay_sessions',
  noun: 'sessions',
  listPath: '/api/roleplay-sessions',
  seed: (db, owner, count, offset) =>
    db.query(
      `INSERT INTO roleplay_sessions (id, user_id, scenario, persona, methodology, difficulty, session_type, guidance_type, completed,
         scored, score, messages, target_account_company, target_account_industry, target_account_size, target_account_revenue,
         target_account_situation, buyer_persona_name, buyer_persona_role, buyer_persona_profile, buyer_persona_goal, did_well,
         missed, key_takeaway, created_at)
       SELECT gen_random_uuid(), $1,
              (ARRAY['discovery', 'objection', 'closing', 'multithreading'])[1 + n % 4],
              (ARRAY['cto', 'cfo', 'champion'])[1 + n % 3],
              (ARRAY['meddic', 'challenger', 'spin', 'gap'])[1 + n / 7 % 4],
              (ARRAY['easy', 'medium', 'hard'])[1 + n % 3], 'text', 'end',
              n % 10 <> 0, n % 10 > 1, CASE WHEN n % 10 > 1 THEN (n % 11)::real ELSE 0 END,
              $2, (ARRAY['Northwind', 'Contoso', 'Fabrikam', 'Globex', 'Initech', 'Umbrella', 'Acme', 'Hooli'])[1 + n % 8] || ' ' || n,
              'Logistics', '200-500 employees', '$40M', 'Growing fast and missing forecasts', 'Buyer ' || n, 'CFO',
              'Careful with money', 'Cut cost', $3::jsonb, $3::jsonb, 'Ask about the decision process earlier.',
              now() - (n + $5) * interval '1 minute'
       FROM generate_series(1, $4) AS n`,
      [owner, MESSAGES, FEEDBACK, count, offset],
    ),
  cases: (deepCursor) => [
    ['first page (20)', '/api/roleplay-sessions?limit=20'],
    ['page 4,001-4,020 (cursor)', `/api/roleplay-sessions?limit=20&cursor=${deepCursor}`],
    ['largest page (100)', '/api/roleplay-sessions?limit=100'],
    ['search "northwind"', '/api/roleplay-sessions?q=northwind'],
    ['search "closing call"', '/api/roleplay-sessions?q=closing%20call'],
    ['methodology + status', '/api/roleplay-sessions?methodology=spin&status=scored'],
    ['status not scored + hard', '/api/roleplay-sessions?status=not-scored&difficulty=hard'],
    ['search, no match', '/api/roleplay-sessions?q=no-such-company'],
    ['stats (dashboard)', '/api/roleplay-sessions/stats'],
  ],
});
