// Account deletion's step in deals (docs/accounts.md): DELETE /internal/users/:id/data removes every row
// of the user in every table that has one, their analyses' chat turns and checklist rows with them, and
// nothing of anyone else's; it is idempotent, so auth may retry it, and only the internal token opens it.
import { countUserRows } from '@blindspot/service-kit';
import request from 'supertest';
import type { EntityManager } from 'typeorm';
import { type DealsHarness, INTERNAL_TOKEN, startDeals, type TestUser } from './support/deals.js';

describe("deleting a user's data", () => {
  let deals: DealsHarness;

  beforeAll(async () => {
    deals = await startDeals();
  });
  afterAll(() => deals.close());

  async function analysedDeal(user: TestUser): Promise<string> {
    const { body } = await request(deals.url)
      .post('/api/deal-analyses')
      .set(user.auth)
      .send({
        dealName: 'Northwind',
        methodology: 'meddic',
        dealNotes: 'Late deliveries cost them about $30k a month. We do not know who signs off yet.',
      })
      .expect(201);
    await request(deals.url)
      .post(`/api/deal-analyses/${body.id}/message`)
      .set(user.auth)
      .set('Idempotency-Key', crypto.randomUUID())
      .send({ message: 'Please analyze this deal using the MEDDIC methodology.' })
      .expect(200);
    return body.id;
  }
  /** The user's rows per table, read through the harness's own connection. */
  const rows = (user: TestUser) =>
    countUserRows({ query: (text: string, params?: unknown[]) => deals.sql(text, params) } as unknown as EntityManager, user.claims.sub);
  const erase = (userId: string) => request(deals.url).delete(`/internal/users/${userId}/data`).set('x-internal-token', INTERNAL_TOKEN);

  it("removes every row of the user and leaves everyone else's", async () => {
    const user = await deals.newUser('pro');
    const other = await deals.newUser('free');
    const id = await analysedDeal(user);
    await analysedDeal(other);
    expect(Object.keys(await rows(user)).sort()).toEqual(['deal_analyses', 'deal_analysis_elements', 'monthly_usage']);
    const turns = async () => (await deals.sql(`SELECT count(*)::int AS n FROM deal_chat_turns WHERE analysis_id = $1`, [id]))[0].n;
    expect(await turns()).toBe(1);

    const { body } = await erase(user.claims.sub).expect(200);
    expect(body.deleted).toMatchObject({ deal_analyses: 1, monthly_usage: 1 });
    expect(await rows(user)).toEqual({});
    expect(await turns()).toBe(0);
    expect(await deals.sql(`SELECT count(*)::int AS n FROM rate_limits WHERE key = $1`, [user.claims.sub])).toEqual([{ n: 0 }]);
    expect(Object.keys(await rows(other)).sort()).toEqual(['deal_analyses', 'deal_analysis_elements', 'monthly_usage']);

    // A retry after a lost answer: nothing left, still a success.
    expect((await erase(user.claims.sub).expect(200)).body).toEqual({ deleted: {} });
  });

  it("exports every analysis of the user whole, and nobody else's", async () => {
    const user = await deals.newUser('pro');
    const other = await deals.newUser('pro');
    const first = await analysedDeal(user);
    const second = await analysedDeal(user);
    await analysedDeal(other);
    const { body } = await request(deals.url).get('/api/deal-analyses/export').set(user.auth).expect(200);
    expect(body.analyses.map((a: { id: string }) => a.id)).toEqual([second, first]);
    const stored = (await request(deals.url).get(`/api/deal-analyses/${first}`).set(user.auth).expect(200)).body;
    expect(body.analyses[1]).toEqual(stored);
    expect(body.analyses[1].messages).toHaveLength(2);
    expect(body.analyses[1].coverage.elements).toHaveLength(6);
    await request(deals.url).get('/api/deal-analyses/export').expect(401);
  });

  it('needs the internal token', async () => {
    const user = await deals.newUser('pro');
    await analysedDeal(user);
    await request(deals.url).delete(`/internal/users/${user.claims.sub}/data`).expect(401);
    await request(deals.url).delete(`/internal/users/${user.claims.sub}/data`).set(user.auth).expect(401);
    expect(await rows(user)).not.toEqual({});
  });
});
