// The history list at scale: one user with 5,000 analyses among 45,000 of other users, and the paged
// GET /api/deal-analyses answered straight from the deals service (target: p95 within 50 ms) for the first
// page, a page deep in the list (by cursor), a search, filters, and a search that matches nothing (the
// worst case: every one of the user's rows is read). The unpaged list of all 5,000 is printed for comparison.
// Needs a running stack and its database: `npm run bench` passes GATEWAY_URL, DEALS_URL and DEALS_DATABASE_URL.
import { runHistoryListBench } from '@blindspot/service-kit/bench';

// The user's analyses a minute apart, with notes and a chat of a realistic size (the rows the list skips
// over are as wide as real ones).
const NOTES = 'Call notes. '.repeat(150);
const MESSAGES = JSON.stringify([
  { role: 'user', content: 'Please analyze this deal.' },
  { role: 'assistant', content: 'Analysis. '.repeat(300) },
]);

await runHistoryListBench({
  name: 'deals history',
  serviceUrl: process.env.DEALS_URL ?? 'http://127.0.0.1:3002',
  databaseEnv: 'DEALS_DATABASE_URL',
  emailLabel: 'history',
  table: 'deal_analyses',
  noun: 'analyses',
  listPath: '/api/deal-analyses',
  seed: (db, owner, count, offset) =>
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
    ),
  cases: (deepCursor) => [
    ['first page (20)', '/api/deal-analyses?limit=20'],
    ['page 4,001-4,020 (cursor)', `/api/deal-analyses?limit=20&cursor=${deepCursor}`],
    ['largest page (100)', '/api/deal-analyses?limit=100'],
    ['search "northwind"', '/api/deal-analyses?q=northwind'],
    ['methodology + stage', '/api/deal-analyses?methodology=spin&stage=closing'],
    ['search, no match', '/api/deal-analyses?q=no-such-deal'],
  ],
});
