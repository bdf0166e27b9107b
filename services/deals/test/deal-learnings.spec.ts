// "Add what you learned to the deal" over HTTP on PostgreSQL: a drill's findings appended to the notes once
// per practice session and the notes read again; validation, bounds and ownership.

import { randomUUID } from 'node:crypto';
import { type DealAnalysis, MAX_DEAL_LEARNINGS, MAX_DEAL_NOTES } from '@blindspot/contracts';
import request from 'supertest';
import { type DealsHarness, startDeals, type TestUser } from './support/deals.js';

const BASE = '/api/deal-analyses';
const NOTES =
  'Met Dana Ortiz, VP Operations at Northwind Logistics. Dispatchers plan 400 routes a day by hand. ' +
  'The CFO, Priya Shah, holds the budget. They are also evaluating RouteMax.';
// Worded as the deal reader credits a process (the buyer's "Anything above $100k needs sign-off from..." it does not yet).
const PROCESS_ANSWER = 'Sign-off from Priya Shah, then procurement, with a security review in parallel.';

describe('adding what a drill uncovered to the deal', () => {
  let deals: DealsHarness;
  let seller: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    // Every analysis and every addition is a coach call; the per-user limit has its own tests.
    deals = await startDeals({ env: { COACH_RATE_LIMIT_PER_MINUTE: '1000' } });
    seller = await deals.newUser('pro');
    other = await deals.newUser('pro');
  });
  afterAll(() => deals.close());

  const analyse = async (user: TestUser, dealNotes = NOTES): Promise<DealAnalysis> => {
    const { body } = await request(deals.url)
      .post(BASE)
      .set(user.auth)
      .send({ dealName: 'Northwind', dealNotes, methodology: 'meddic' })
      .expect(201);
    await request(deals.url).post(`${BASE}/${body.id}/message`).set(user.auth).send({ message: 'Analyze this deal' }).expect(200);
    return (await request(deals.url).get(`${BASE}/${body.id}`).set(user.auth).expect(200)).body;
  };
  const learn = (user: TestUser, id: string, body: unknown) =>
    request(deals.url)
      .post(`${BASE}/${id}/learnings`)
      .set(user.auth)
      .send(body as object);
  const finding = { element: 'decision-process', name: 'Decision Process', turn: 2, answer: PROCESS_ANSWER };
  const statusOf = (analysis: DealAnalysis, element: string) => analysis.coverage?.elements.find((e) => e.element === element)?.status;

  it('appends the findings under a line naming the session and reads the notes again: the gap the drill closed is no longer missing', async () => {
    const analysis = await analyse(seller);
    expect(statusOf(analysis, 'decision-process')).toBe('missing');
    const sessionId = randomUUID();
    const { body } = (await learn(seller, analysis.id, { sessionId, findings: [finding] }).expect(200)) as { body: DealAnalysis };
    expect(body.dealNotes.startsWith(NOTES)).toBe(true);
    expect(body.dealNotes).toContain(`Learned in practice session ${sessionId}:\n- Decision Process (turn 2): ${PROCESS_ANSWER}`);
    expect(statusOf(body, 'decision-process')).not.toBe('missing');
    expect(body.coverage?.elements.find((e) => e.element === 'decision-process')?.quotes.join(' ')).toMatch(/procurement|sign-off/);
    // Stored: the analysis read back is the answer.
    const { body: stored } = await request(deals.url).get(`${BASE}/${analysis.id}`).set(seller.auth).expect(200);
    expect(stored).toEqual(body);

    // Once per session: the same session again changes nothing; another session appends its own block.
    const again = await learn(seller, analysis.id, { sessionId, findings: [finding] }).expect(200);
    expect(again.body.dealNotes).toBe(body.dealNotes);
    const next = await learn(seller, analysis.id, { sessionId: randomUUID(), findings: [{ ...finding, turn: 3 }] }).expect(200);
    expect(next.body.dealNotes.match(/Learned in practice session/g)).toHaveLength(2);
  });

  it('validates the findings with a message naming the field', async () => {
    const analysis = await analyse(seller);
    const cases: Array<[unknown, RegExp]> = [
      [{ findings: [finding] }, /sessionId/],
      [{ sessionId: 'nope', findings: [finding] }, /sessionId must be a UUID/],
      [{ sessionId: randomUUID(), findings: [] }, /findings: add at least one/],
      [{ sessionId: randomUUID(), findings: Array.from({ length: MAX_DEAL_LEARNINGS + 1 }, () => finding) }, /at most 12/],
      [{ sessionId: randomUUID(), findings: [{ ...finding, answer: '   ' }] }, /answer is required/],
      [{ sessionId: randomUUID(), findings: [{ ...finding, turn: 0 }] }, /turn must be 1 or more/],
      [{ sessionId: randomUUID(), findings: [{ ...finding, extra: 1 }] }, /extra|Unrecognized/i],
    ];
    for (const [body, message] of cases) {
      const res = await learn(seller, analysis.id, body).expect(400);
      expect(res.body.message).toMatch(message);
    }
    const unchanged = await request(deals.url).get(`${BASE}/${analysis.id}`).set(seller.auth).expect(200);
    expect(unchanged.body.dealNotes).toBe(NOTES);
  });

  it('refuses findings that would take the notes past their bound, and keeps the notes', async () => {
    const long = `${NOTES} ${'x'.repeat(MAX_DEAL_NOTES - NOTES.length - 200)}`;
    const analysis = await analyse(seller, long);
    const res = await learn(seller, analysis.id, { sessionId: randomUUID(), findings: [{ ...finding, answer: 'y'.repeat(400) }] }).expect(
      400,
    );
    expect(res.body.message).toMatch(/findings: the notes would be longer than 20000 characters/);
    expect((await request(deals.url).get(`${BASE}/${analysis.id}`).set(seller.auth).expect(200)).body.dealNotes).toBe(long);
  });

  it("answers 404 for another user's analysis, a missing one or a malformed id, and changes nothing", async () => {
    const analysis = await analyse(seller);
    await learn(other, analysis.id, { sessionId: randomUUID(), findings: [finding] }).expect(404);
    await learn(seller, randomUUID(), { sessionId: randomUUID(), findings: [finding] }).expect(404);
    await learn(seller, 'not-an-id', { sessionId: randomUUID(), findings: [finding] }).expect(404);
    await request(deals.url)
      .post(`${BASE}/${analysis.id}/learnings`)
      .send({ sessionId: randomUUID(), findings: [finding] })
      .expect(401);
    expect((await request(deals.url).get(`${BASE}/${analysis.id}`).set(seller.auth).expect(200)).body.dealNotes).toBe(NOTES);
  });
});
