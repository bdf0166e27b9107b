// The seller's roleplay history over HTTP: paged lists with search and filters, the dashboard's figures
// (a session ended with no seller turn is not scored and counts in neither), and the saved-session
// allowance per plan. Rows are seeded in SQL where the test needs many of them or their timestamps.
import { type RoleplaySessionPage, type RoleplaySessionSummary, sessionLimitMessage } from '@blindspot/contracts';
import request from 'supertest';
import { type RoleplayHarness, startRoleplay, type TestUser } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';
const valid = { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium' };

describe('roleplay history', () => {
  let rp: RoleplayHarness;

  beforeAll(async () => {
    rp = await startRoleplay();
  });
  afterAll(() => rp.close());

  const page = (user: TestUser, query: Record<string, string | number>) => request(rp.url).get(BASE).query(query).set(user.auth);
  const create = (user: TestUser, body: object = valid) => request(rp.url).post(BASE).set(user.auth).send(body);
  const stats = (user: TestUser) =>
    request(rp.url)
      .get(`${BASE}/stats`)
      .set(user.auth)
      .expect(200)
      .then((r) => r.body);

  /** Inserts sessions for the user; SQL expressions may use `n`, the row's number from 1. */
  async function seed(
    user: TestUser,
    count: number,
    {
      at = "timestamptz '2026-01-01T00:00:00Z' + n * interval '1 minute'",
      scenario = "'discovery'",
      persona = "'cfo'",
      methodology = "'spin'",
      difficulty = "'medium'",
      completed = 'true',
      scored = 'true',
      score = '(n % 11)::real',
      company = "'Company ' || n",
      buyer = "'Buyer ' || n",
    } = {},
  ) {
    await rp.sql(
      `INSERT INTO roleplay_sessions (id, user_id, scenario, persona, methodology, difficulty, session_type, guidance_type, completed, scored, score,
         target_account_company, target_account_industry, target_account_size, target_account_revenue, target_account_situation,
         buyer_persona_name, buyer_persona_role, buyer_persona_profile, buyer_persona_goal, created_at)
       SELECT gen_random_uuid(), $1, ${scenario}, ${persona}, ${methodology}, ${difficulty}, 'text', 'end', ${completed}, ${scored}, ${score},
         ${company}, 'Logistics', '200', '$20M', 'Growing', ${buyer}, 'CFO', 'Careful', 'Cut cost', ${at}
       FROM generate_series(1, $2) AS n`,
      [user.claims.sub, count],
    );
  }

  async function allPages(user: TestUser, query: Record<string, string | number>) {
    const pages: RoleplaySessionPage[] = [];
    let cursor: string | null = null;
    do {
      const response = await page(user, cursor ? { ...query, cursor } : query).expect(200);
      const body: RoleplaySessionPage = response.body;
      pages.push(body);
      cursor = body.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  }

  describe('paged list', () => {
    it('keeps the unpaged list for callers that send no query string, with status, company and buyer', async () => {
      const user = await rp.newUser('pro');
      const { body: session } = await create(user).expect(201);
      const { body } = await request(rp.url).get(BASE).set(user.auth).expect(200);
      expect(body).toEqual([
        expect.objectContaining({
          id: session.id,
          completed: false,
          scored: false,
          targetAccountCompany: session.targetAccountCompany,
          buyerPersonaName: session.buyerPersonaName,
        }),
      ]);
    });

    it('pages newest first, every session once, ties and microseconds included', async () => {
      const user = await rp.newUser('pro');
      await seed(user, 5, { at: "timestamptz '2026-02-01T00:00:00Z'", company: "'Tie ' || n" });
      await seed(user, 5, { at: "timestamptz '2026-02-01T00:00:01Z' + n * interval '1 microsecond'", company: "'Micro ' || n" });
      await seed(user, 3, { company: "'Old ' || n" });
      const pages = await allPages(user, { limit: 4 });
      expect(pages.map((p) => p.items.length)).toEqual([4, 4, 4, 1]);
      expect(pages.every((p) => p.total === 13)).toBe(true);
      const companies = pages.flatMap((p) => p.items.map((s) => s.targetAccountCompany));
      expect(new Set(companies).size).toBe(13);
      expect(companies.slice(0, 5)).toEqual(['Micro 5', 'Micro 4', 'Micro 3', 'Micro 2', 'Micro 1']);
      expect(companies.slice(-3)).toEqual(['Old 3', 'Old 2', 'Old 1']);
      expect(pages[0].items[0]).toEqual({
        id: expect.any(String),
        scenario: 'discovery',
        persona: 'cfo',
        methodology: 'spin',
        difficulty: 'medium',
        sessionType: 'text',
        completed: true,
        scored: true,
        score: 5,
        createdAt: '2026-02-01T00:00:01.000Z',
        targetAccountCompany: 'Micro 5',
        buyerPersonaName: 'Buyer 5',
      });
    });

    it('defaults to 20 a page and takes up to 100', async () => {
      const user = await rp.newUser('pro');
      await seed(user, 105);
      expect((await page(user, { status: 'scored' }).expect(200)).body.items).toHaveLength(20);
      const hundred = (await page(user, { limit: 100 }).expect(200)).body;
      expect(hundred.items).toHaveLength(100);
      const rest = (await page(user, { limit: 100, cursor: hundred.nextCursor }).expect(200)).body;
      expect(rest).toMatchObject({ nextCursor: null, total: 105 });
      expect(rest.items).toHaveLength(5);
    });

    it('searches company, buyer, scenario and persona names; % and _ are literal', async () => {
      const user = await rp.newUser('pro');
      await seed(user, 1, { company: "'Northwind Traders'", buyer: "'Dana Ortiz'", scenario: "'closing'", persona: "'cto'" });
      await seed(user, 1, { company: "'Contoso'", buyer: "'Sam North'", scenario: "'objection'", persona: "'champion'" });
      await seed(user, 1, { company: "'50%_Off Ltd'", buyer: "'Lee'", scenario: "'multithreading'", persona: "'cfo'" });
      const companies = async (q: string) =>
        (await page(user, { q }).expect(200)).body.items.map((s: RoleplaySessionSummary) => s.targetAccountCompany).sort();
      expect(await companies('north')).toEqual(['Contoso', 'Northwind Traders']);
      expect(await companies('ORTIZ')).toEqual(['Northwind Traders']);
      // Scenario and persona by the names the app shows: Closing Call, Objection Handling, Technical Evaluator...
      expect(await companies('closing call')).toEqual(['Northwind Traders']);
      expect(await companies('objection')).toEqual(['Contoso']);
      expect(await companies('economic buyer')).toEqual(['50%_Off Ltd']);
      expect(await companies('technical')).toEqual(['Northwind Traders']);
      expect(await companies('%_')).toEqual(['50%_Off Ltd']);
      expect(await companies('_')).toEqual(['50%_Off Ltd']);
      expect((await page(user, { q: 'zzz' }).expect(200)).body).toEqual({ items: [], nextCursor: null, total: 0 });
    });

    it('filters by methodology, scenario, difficulty and status, alone and together', async () => {
      const user = await rp.newUser('pro');
      await seed(user, 4, { methodology: "'meddic'", difficulty: "'hard'" });
      await seed(user, 3, { methodology: "'meddic'", scenario: "'closing'", completed: 'false', scored: 'false', score: '0' });
      await seed(user, 2, { methodology: "'gap'", scenario: "'closing'", scored: 'false', score: '0' });
      const total = async (query: Record<string, string>) => (await page(user, query).expect(200)).body.total;
      expect(await total({ methodology: 'meddic' })).toBe(7);
      expect(await total({ scenario: 'closing' })).toBe(5);
      expect(await total({ difficulty: 'hard' })).toBe(4);
      expect(await total({ status: 'scored' })).toBe(4);
      expect(await total({ status: 'in-progress' })).toBe(3);
      expect(await total({ status: 'not-scored' })).toBe(2);
      expect(await total({ methodology: 'meddic', scenario: 'closing', status: 'in-progress' })).toBe(3);
      expect(await total({ methodology: 'gap', status: 'scored' })).toBe(0);
      const pages = await allPages(user, { status: 'in-progress', limit: 2 });
      expect(pages.flatMap((p) => p.items).every((s) => !s.completed && !s.scored)).toBe(true);
      expect(pages.flatMap((p) => p.items)).toHaveLength(3);
    });

    it("lists only the user's own sessions, whatever the cursor", async () => {
      const user = await rp.newUser('pro');
      const other = await rp.newUser('pro');
      await seed(user, 3, { company: "'Mine ' || n" });
      await seed(other, 3, { company: "'Theirs ' || n" });
      expect((await allPages(user, { limit: 2 })).flatMap((p) => p.items.map((s) => s.targetAccountCompany))).toEqual([
        'Mine 3',
        'Mine 2',
        'Mine 1',
      ]);
      expect((await page(user, { q: 'theirs' }).expect(200)).body.total).toBe(0);
      const theirCursor = (await page(other, { limit: 1 }).expect(200)).body.nextCursor;
      const items = (await page(user, { cursor: theirCursor }).expect(200)).body.items as RoleplaySessionSummary[];
      expect(items.every((s) => s.targetAccountCompany.startsWith('Mine'))).toBe(true);
    });

    it('refuses bad paging, search and filters with 400 naming the parameter', async () => {
      const user = await rp.newUser('pro');
      const refused = async (query: Record<string, string>, field: string) => {
        expect((await page(user, query).expect(400)).body.message).toMatch(new RegExp(`^${field}: `));
      };
      for (const limit of ['0', '101', '-1', 'x', '2.5', '']) await refused({ limit }, 'limit');
      await refused({ status: 'done' }, 'status');
      await refused({ scenario: 'demo' }, 'scenario');
      await refused({ difficulty: 'insane' }, 'difficulty');
      await refused({ methodology: 'bant' }, 'methodology');
      await refused({ q: 'q'.repeat(201) }, 'q');
      await refused({ cursor: 'nope' }, 'cursor');
      expect((await page(user, { stage: 'closing' }).expect(400)).body.message).toMatch(/stage/);
      await request(rp.url).get(`${BASE}?status=scored&status=not-scored`).set(user.auth).expect(400);
      expect((await page(user, { q: 'a\u0000' }).expect(400)).body.message).toMatch(/^q: must not contain/);
      await request(rp.url).get(BASE).query({ limit: 1 }).expect(401);
      await request(rp.url).get(`${BASE}/stats`).expect(401);
    });
  });

  describe('stats and sessions not scored', () => {
    it('counts and averages scored sessions only: an empty conversation ends not scored', async () => {
      const user = await rp.newUser('practice');
      expect(await stats(user)).toEqual({ completed: 0, averageScore: null, saved: 0, allowance: 100 });

      const { body: spoken } = await create(user).expect(201);
      await request(rp.url)
        .post(`${BASE}/${spoken.id}/message`)
        .set(user.auth)
        .send({ message: 'What does forecasting cost you today?' })
        .expect(200);
      const { body: scored } = await request(rp.url).post(`${BASE}/${spoken.id}/complete`).set(user.auth).expect(200);
      expect(scored).toMatchObject({ completed: true, scored: true });

      const { body: silent } = await create(user).expect(201);
      const { body: notScored } = await request(rp.url).post(`${BASE}/${silent.id}/complete`).set(user.auth).expect(200);
      expect(notScored).toMatchObject({ completed: true, scored: false, score: 0, didWell: null, rubric: null });
      await create(user).expect(201); // in progress

      expect(await stats(user)).toEqual({ completed: 1, averageScore: Math.round(scored.score * 10) / 10, saved: 3, allowance: 100 });
      const statuses = (await page(user, { limit: 10 }).expect(200)).body.items.map((s: RoleplaySessionSummary) => [s.completed, s.scored]);
      expect(statuses).toEqual([
        [false, false],
        [true, false],
        [true, true],
      ]);
    });

    it('averages to one decimal over scored sessions, whatever their number', async () => {
      const user = await rp.newUser('pro');
      await seed(user, 3, { score: '(ARRAY[7, 8, 8])[n]::real' });
      await seed(user, 4, { scored: 'false', score: '0' });
      await seed(user, 2, { completed: 'false', scored: 'false', score: '0' });
      expect(await stats(user)).toEqual({ completed: 3, averageScore: 7.7, saved: 9, allowance: null });
    });

    it("answers each user's own figures", async () => {
      const user = await rp.newUser('free');
      const other = await rp.newUser('pro');
      await seed(other, 4);
      expect(await stats(user)).toEqual({ completed: 0, averageScore: null, saved: 0, allowance: 10 });
    });
  });

  describe('saved-session allowance', () => {
    it('refuses a new session at the Free allowance (10) with a message naming the way out, and deletes nothing', async () => {
      const user = await rp.newUser('free');
      await seed(user, 9);
      await create(user).expect(201);
      const refused = await create(user).expect(403);
      expect(refused.body.message).toBe(sessionLimitMessage('free'));
      expect(refused.body.message).toBe(
        'Your Free plan keeps up to 10 saved roleplay sessions and you have reached it. Delete old sessions or upgrade to start a new one.',
      );
      expect((await stats(user)).saved).toBe(10);
      // Deleting one makes room for one.
      const oldest = (await page(user, { limit: 100 }).expect(200)).body.items.at(-1);
      await request(rp.url).delete(`${BASE}/${oldest.id}`).set(user.auth).expect(204);
      await create(user).expect(201);
      await create(user).expect(403);
    });

    it('counts every session, whatever its status, and keeps 100 on Practice', async () => {
      const user = await rp.newUser('practice');
      await seed(user, 40, { completed: 'false', scored: 'false' });
      await seed(user, 30, { scored: 'false' });
      await seed(user, 29);
      await create(user).expect(201);
      expect((await create(user).expect(403)).body.message).toBe(sessionLimitMessage('practice'));
    });

    it('has no limit on Pro, and a seller over the allowance after a downgrade keeps every session', async () => {
      const pro = await rp.newUser('pro');
      await seed(pro, 150);
      await create(pro).expect(201);
      // The same user's token after moving down to Practice: nothing is deleted, starting a new one is refused.
      const downgraded = await rp.newUser('practice');
      await rp.sql(`UPDATE roleplay_sessions SET user_id = $1 WHERE user_id = $2`, [downgraded.claims.sub, pro.claims.sub]);
      expect((await create(downgraded).expect(403)).body.message).toBe(sessionLimitMessage('practice'));
      expect(await stats(downgraded)).toMatchObject({ saved: 151, allowance: 100 });
      expect((await page(downgraded, { limit: 1 }).expect(200)).body.total).toBe(151);
    });

    it('lets only one of several sessions started at once through at the limit', async () => {
      const user = await rp.newUser('free');
      await seed(user, 8);
      const results = await Promise.all(Array.from({ length: 6 }, () => create(user)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 403, 403, 403, 403]);
      expect((await stats(user)).saved).toBe(10);
    });

    it('checks the audio tier before the allowance', async () => {
      const user = await rp.newUser('free');
      await seed(user, 10);
      expect((await create(user, { ...valid, sessionType: 'audio' }).expect(403)).body.message).toMatch(/Pro plan/);
    });
  });
});
