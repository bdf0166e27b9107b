// The history list: GET /api/deal-analyses with a query string answers one page, newest first, with search,
// filters and a keyset cursor. Rows are seeded in SQL so timestamps (ties included) are under the test's control.
import type { DealAnalysisPage, DealAnalysisSummary } from '@blindspot/contracts';
import request from 'supertest';
import { type DealsHarness, startDeals, type TestUser } from './support/deals.js';

const BASE = '/api/deal-analyses';

describe('deal analysis history (paged list)', () => {
  let deals: DealsHarness;

  beforeAll(async () => {
    deals = await startDeals();
  });
  afterAll(() => deals.close());

  const page = (user: TestUser, query: Record<string, string | number>) => request(deals.url).get(BASE).query(query).set(user.auth);

  /** Inserts analyses for the user; `at` is a SQL timestamptz expression, `n` its index from 1. */
  async function seed(
    user: TestUser,
    count: number,
    {
      name = "'Deal ' || n",
      at = "timestamptz '2026-01-01T00:00:00Z' + n * interval '1 minute'",
      methodology = "'meddic'",
      stage = 'NULL',
      prospects = 'NULL',
    } = {},
  ) {
    await deals.sql(
      `INSERT INTO deal_analyses (id, user_id, deal_name, prospect_names, deal_notes, stage, methodology, created_at)
       SELECT gen_random_uuid(), $1, ${name}, ${prospects}, 'notes', ${stage}, ${methodology}, ${at} FROM generate_series(1, $2) AS n`,
      [user.claims.sub, count],
    );
  }

  /** Every page of a query, following nextCursor. */
  async function allPages(user: TestUser, query: Record<string, string | number>) {
    const pages: DealAnalysisPage[] = [];
    let cursor: string | null = null;
    do {
      const response = await page(user, cursor ? { ...query, cursor } : query).expect(200);
      const body: DealAnalysisPage = response.body;
      pages.push(body);
      cursor = body.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  }

  it('keeps the unpaged list for callers that send no query string', async () => {
    const user = await deals.newUser('pro');
    await seed(user, 3);
    const { body } = await request(deals.url).get(BASE).set(user.auth).expect(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((a: DealAnalysisSummary) => a.dealName)).toEqual(['Deal 3', 'Deal 2', 'Deal 1']);
  });

  it('pages newest first: every analysis once, in order, the last page without a cursor', async () => {
    const user = await deals.newUser('pro');
    await seed(user, 7);
    const pages = await allPages(user, { limit: 3 });
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.total === 7)).toBe(true);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.flatMap((p) => p.items.map((a) => a.dealName))).toEqual([
      'Deal 7',
      'Deal 6',
      'Deal 5',
      'Deal 4',
      'Deal 3',
      'Deal 2',
      'Deal 1',
    ]);
    expect(pages[0].items[0]).toEqual({
      id: expect.any(String),
      dealName: 'Deal 7',
      prospectNames: null,
      dealSize: null,
      stage: null,
      methodology: 'meddic',
      createdAt: '2026-01-01T00:07:00.000Z',
    });
  });

  it('defaults to 20 a page, takes up to 100 and says when a page is exactly the last', async () => {
    const user = await deals.newUser('pro');
    await seed(user, 120);
    expect((await page(user, { q: 'Deal' }).expect(200)).body.items).toHaveLength(20);
    const hundred = (await page(user, { limit: 100 }).expect(200)).body;
    expect(hundred.items).toHaveLength(100);
    expect(hundred.nextCursor).toEqual(expect.any(String));
    const rest = (await page(user, { limit: 20, cursor: hundred.nextCursor }).expect(200)).body;
    expect(rest.items).toHaveLength(20);
    expect(rest.nextCursor).toBeNull();
  });

  it('neither skips nor repeats rows created in the same instant or the same millisecond', async () => {
    const user = await deals.newUser('pro');
    // Five at one instant, five a microsecond apart (one JavaScript millisecond).
    await seed(user, 5, { at: "timestamptz '2026-02-01T00:00:00Z'" });
    await seed(user, 5, { name: "'Micro ' || n", at: "timestamptz '2026-02-01T00:00:01Z' + n * interval '1 microsecond'" });
    const pages = await allPages(user, { limit: 2 });
    const ids = pages.flatMap((p) => p.items.map((a) => a.id));
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(pages.flatMap((p) => p.items.map((a) => a.dealName)).slice(0, 5)).toEqual([
      'Micro 5',
      'Micro 4',
      'Micro 3',
      'Micro 2',
      'Micro 1',
    ]);
  });

  it('is not shifted by an analysis created or deleted between pages', async () => {
    const user = await deals.newUser('pro');
    await seed(user, 6);
    const first = (await page(user, { limit: 3 }).expect(200)).body;
    const { body: created } = await request(deals.url)
      .post(BASE)
      .set(user.auth)
      .send({ dealNotes: 'new', methodology: 'spin', dealName: 'Newest' })
      .expect(201);
    await request(deals.url).delete(`${BASE}/${first.items[2].id}`).set(user.auth).expect(204);
    const second = (await page(user, { limit: 3, cursor: first.nextCursor }).expect(200)).body;
    expect(second.items.map((a: DealAnalysisSummary) => a.dealName)).toEqual(['Deal 3', 'Deal 2', 'Deal 1']);
    expect(second.total).toBe(6);
    const fresh = (await page(user, { limit: 1 }).expect(200)).body;
    expect(fresh.items[0].id).toBe(created.id);
  });

  it('searches deal and prospect names anywhere, in any case, taking % and _ literally', async () => {
    const user = await deals.newUser('pro');
    await seed(user, 1, { name: "'Northwind Logistics'", prospects: "'Dana Ortiz'" });
    await seed(user, 1, { name: "'Contoso renewal'", prospects: "'Sam North'" });
    await seed(user, 1, { name: "'50% off_deal'" });
    await seed(user, 1, { name: "'500 seats'" });
    await seed(user, 1, { name: 'NULL', prospects: "'Nobody'" });
    const names = async (q: string) => (await page(user, { q }).expect(200)).body.items.map((a: DealAnalysisSummary) => a.dealName).sort();
    expect(await names('north')).toEqual(['Contoso renewal', 'Northwind Logistics']);
    expect(await names('ORTIZ')).toEqual(['Northwind Logistics']);
    expect(await names('50%')).toEqual(['50% off_deal']);
    expect(await names('f_d')).toEqual(['50% off_deal']);
    expect(await names('nobody')).toEqual([null]);
    expect(await names('  logistics  ')).toEqual(['Northwind Logistics']);
    const none = (await page(user, { q: 'zzz' }).expect(200)).body;
    expect(none).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('filters by methodology and stage, alone and together, with the search, counting every match', async () => {
    const user = await deals.newUser('pro');
    await seed(user, 4, { methodology: "'spin'", stage: "'discovery'" });
    await seed(user, 3, { methodology: "'spin'", stage: "'closing'" });
    await seed(user, 2, { methodology: "'gap'", stage: "'closing'", name: "'Gap ' || n" });
    const total = async (query: Record<string, string>) => (await page(user, query).expect(200)).body.total;
    expect(await total({ methodology: 'spin' })).toBe(7);
    expect(await total({ stage: 'closing' })).toBe(5);
    expect(await total({ methodology: 'spin', stage: 'closing' })).toBe(3);
    expect(await total({ methodology: 'gap', q: 'gap 2' })).toBe(1);
    expect(await total({ methodology: 'challenger' })).toBe(0);
    const pages = await allPages(user, { methodology: 'spin', limit: 2 });
    expect(pages.flatMap((p) => p.items).every((a) => a.methodology === 'spin')).toBe(true);
    expect(pages.flatMap((p) => p.items)).toHaveLength(7);
  });

  it("shows only the user's own analyses; another user's cursor only says where to start", async () => {
    const user = await deals.newUser('pro');
    const other = await deals.newUser('pro');
    await seed(user, 3, { name: "'Mine ' || n" });
    await seed(other, 3, { name: "'Theirs ' || n" });
    const mine = await allPages(user, { limit: 2 });
    expect(mine.flatMap((p) => p.items.map((a) => a.dealName))).toEqual(['Mine 3', 'Mine 2', 'Mine 1']);
    expect((await page(user, { q: 'Theirs' }).expect(200)).body.total).toBe(0);
    const theirCursor = (await page(other, { limit: 1 }).expect(200)).body.nextCursor;
    const withTheirs = (await page(user, { limit: 10, cursor: theirCursor }).expect(200)).body;
    expect(withTheirs.items.every((a: DealAnalysisSummary) => a.dealName?.startsWith('Mine'))).toBe(true);
  });

  it('refuses bad paging, search and filters with 400 naming the parameter', async () => {
    const user = await deals.newUser('pro');
    const refused = async (query: Record<string, string>, field: string) => {
      const { body } = await page(user, query).expect(400);
      expect(body.message).toMatch(new RegExp(`^${field}: `));
    };
    for (const limit of ['0', '101', '-1', 'abc', '1.5', '1e2', '', '99999']) await refused({ limit }, 'limit');
    await refused({ methodology: 'bant' }, 'methodology');
    await refused({ stage: 'won' }, 'stage');
    await refused({ q: 'x'.repeat(201) }, 'q');
    await refused({ cursor: 'garbage' }, 'cursor');
    await refused({ cursor: 'x'.repeat(500) }, 'cursor');
    await refused({ cursor: Buffer.from('2026-01-01T00:00:00.000000Z|not-a-uuid').toString('base64url') }, 'cursor');
    // Unknown parameters are refused rather than ignored (a misspelt filter would show everything).
    expect((await page(user, { methodolgy: 'spin' }).expect(400)).body.message).toMatch(/methodolgy/);
    // A parameter given twice is not a single value.
    await request(deals.url).get(`${BASE}?limit=1&limit=2`).set(user.auth).expect(400);
    expect((await page(user, { q: 'a\u0000b' }).expect(400)).body.message).toMatch(/^q: must not contain/);
    await request(deals.url).get(BASE).query({ limit: 5 }).expect(401);
  });
});
