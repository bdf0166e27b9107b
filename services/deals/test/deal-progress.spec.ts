// The deal side of the progress page over HTTP on PostgreSQL (docs/product.md#progress): per methodology
// element, how often the seller's own analyses have it covered, not confirmed or missing, most often
// missing first, from analyses seeded in SQL with known checklists; the mirror table following inserts,
// changes and deletes; a real analysis's checklist; Pro only.
import { type DealProgress, PROGRESS_PRO_MESSAGE } from '@blindspot/contracts';
import request from 'supertest';
import { type DealsHarness, startDeals, type TestUser } from './support/deals.js';

const BASE = '/api/deal-analyses';

describe('deal progress', () => {
  let deals: DealsHarness;

  beforeAll(async () => {
    deals = await startDeals();
  });
  afterAll(() => deals.close());

  const progress = (user: TestUser) => request(deals.url).get(`${BASE}/progress`).set(user.auth);
  const checklist = (statuses: Record<string, string>) => ({
    elements: Object.entries(statuses).map(([element, status]) => ({
      element,
      name: element,
      status,
      quotes: [],
      stillMissing: [],
      nextQuestions: [],
    })),
    risks: [],
    nextSteps: [],
  });

  async function seed(user: TestUser, methodology: string, statuses: Record<string, string> | null): Promise<string> {
    const [row] = await deals.sql(
      `INSERT INTO deal_analyses (id, user_id, deal_notes, methodology, coverage) VALUES (gen_random_uuid(), $1, 'notes', $2, $3) RETURNING id`,
      [user.claims.sub, methodology, statuses === null ? null : JSON.stringify(checklist(statuses))],
    );
    return row.id;
  }

  it("counts each element over the seller's analyses, most often missing first, and follows changes and deletes", async () => {
    const user = await deals.newUser('pro');
    await seed(user, 'meddic', { metrics: 'covered', 'economic-buyer': 'missing', 'decision-criteria': 'unconfirmed' });
    const second = await seed(user, 'meddic', { metrics: 'covered', 'economic-buyer': 'unconfirmed', 'decision-criteria': 'covered' });
    const third = await seed(user, 'meddic', { metrics: 'missing', 'economic-buyer': 'missing', 'decision-criteria': 'covered' });
    await seed(user, 'spin', { situation: 'covered', implication: 'missing' });
    // An analysis whose first reply has not come yet has no checklist and counts nowhere.
    await seed(user, 'gap', null);
    const other = await deals.newUser('pro');
    await seed(other, 'meddic', { metrics: 'missing' });

    const { body }: { body: DealProgress } = await progress(user).expect(200);
    expect(body.analysesRead).toBe(4);
    expect(body.elements).toEqual([
      {
        methodology: 'meddic',
        element: 'economic-buyer',
        name: 'Economic Buyer',
        analyses: 3,
        covered: 0,
        unconfirmed: 1,
        missing: 2,
        gapRate: 1,
      },
      { methodology: 'spin', element: 'implication', name: 'Implication', analyses: 1, covered: 0, unconfirmed: 0, missing: 1, gapRate: 1 },
      { methodology: 'meddic', element: 'metrics', name: 'Metrics', analyses: 3, covered: 2, unconfirmed: 0, missing: 1, gapRate: 0.33 },
      {
        methodology: 'meddic',
        element: 'decision-criteria',
        name: 'Decision Criteria',
        analyses: 3,
        covered: 2,
        unconfirmed: 1,
        missing: 0,
        gapRate: 0.33,
      },
      { methodology: 'spin', element: 'situation', name: 'Situation', analyses: 1, covered: 1, unconfirmed: 0, missing: 0, gapRate: 0 },
    ]);

    await deals.sql(`UPDATE deal_analyses SET coverage = $2 WHERE id = $1`, [
      third,
      JSON.stringify(checklist({ metrics: 'covered', 'economic-buyer': 'covered' })),
    ]);
    await deals.sql(`DELETE FROM deal_analyses WHERE id = $1`, [second]);
    const { body: after }: { body: DealProgress } = await progress(user).expect(200);
    expect(after.analysesRead).toBe(3);
    const find = (key: string) => after.elements.find((e) => e.element === key);
    expect(find('metrics')).toMatchObject({ analyses: 2, covered: 2, missing: 0, gapRate: 0 });
    expect(find('economic-buyer')).toMatchObject({ analyses: 2, covered: 1, missing: 1, gapRate: 0.5 });
    expect(find('decision-criteria')).toMatchObject({ analyses: 1, unconfirmed: 1, gapRate: 1 });

    expect((await progress(other).expect(200)).body).toEqual({
      analysesRead: 1,
      elements: [
        { methodology: 'meddic', element: 'metrics', name: 'Metrics', analyses: 1, covered: 0, unconfirmed: 0, missing: 1, gapRate: 1 },
      ],
    });
  });

  it("reads a real analysis's checklist as the coach wrote it", async () => {
    const user = await deals.newUser('pro');
    const { body: analysis } = await request(deals.url)
      .post(BASE)
      .set(user.auth)
      .send({
        dealName: 'Northwind',
        methodology: 'meddic',
        dealNotes:
          "Late deliveries went up 18% this year, costing them about $30k a month in refunds. We don't know who " +
          'signs off on the budget yet. Their ops lead Sam wants this fixed before Q3.',
      })
      .expect(201);
    expect((await progress(user).expect(200)).body).toEqual({ analysesRead: 0, elements: [] });
    const { body: reply } = await request(deals.url)
      .post(`${BASE}/${analysis.id}/message`)
      .set(user.auth)
      .send({ message: 'Please analyze this deal using the MEDDIC methodology.' })
      .expect(200);
    const { body }: { body: DealProgress } = await progress(user).expect(200);
    expect(body.analysesRead).toBe(1);
    const statuses = Object.fromEntries(
      body.elements.map((e) => [e.element, e.gapRate === 0 ? 'covered' : e.unconfirmed ? 'unconfirmed' : 'missing']),
    );
    expect(statuses).toEqual(
      Object.fromEntries(reply.coverage.elements.map((e: { element: string; status: string }) => [e.element, e.status])),
    );
    // A follow-up rewrites the same checklist: nothing changes.
    await request(deals.url)
      .post(`${BASE}/${analysis.id}/message`)
      .set(user.auth)
      .send({ message: 'Who should I talk to next?' })
      .expect(200);
    expect((await progress(user).expect(200)).body).toEqual(body);
  });

  it("is the Pro plan's: Free and Practice are told so, and a request without a token is a 401", async () => {
    for (const tier of ['free', 'practice'] as const) {
      const { body } = await progress(await deals.newUser(tier)).expect(403);
      expect(body.message).toBe(PROGRESS_PRO_MESSAGE);
    }
    await request(deals.url).get(`${BASE}/progress`).expect(401);
  });
});
