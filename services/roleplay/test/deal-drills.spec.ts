// Deal -> drill over HTTP on PostgreSQL: a roleplay built from a deal analysis the client sends (validation
// and bounds), the buyer who knows the deal, the goals closed by the transcript, the drills of an analysis,
// ownership. The deals service is not running here: a drill needs nothing from it after it starts.

import { randomUUID } from 'node:crypto';
import {
  type DealDrillProgress,
  type DealDrillSummary,
  MAX_DEAL_NOTES,
  type RoleplaySession,
  sessionLimitMessage,
} from '@blindspot/contracts';
import request from 'supertest';
import { type TestUser, useRoleplay } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';
const NOTES =
  'Met Dana Ortiz, VP Operations at Northwind Logistics, on Tuesday. Dispatchers plan 400 routes a day by hand and trucks run 30% empty on return legs. ' +
  'Dana wants to cut fuel cost by 12% this fiscal year. The CFO, Priya Shah, signs anything above $100k and has not joined a call yet. ' +
  'They are also evaluating RouteMax.';
const COVERAGE = {
  elements: [
    {
      element: 'metrics',
      name: 'Metrics',
      status: 'covered',
      quotes: ['Dana wants to cut fuel cost by 12% this fiscal year.'],
      stillMissing: [],
      nextQuestions: [],
    },
    {
      element: 'economic-buyer',
      name: 'Economic Buyer',
      status: 'covered',
      quotes: ['The CFO, Priya Shah, signs anything above $100k'],
      stillMissing: [],
      nextQuestions: [],
    },
    {
      element: 'decision-process',
      name: 'Decision Process',
      status: 'missing',
      quotes: [],
      stillMissing: [],
      nextQuestions: ['Walk me through every step from here to a signed contract.'],
    },
    { element: 'champion', name: 'Champion', status: 'unconfirmed', quotes: [], stillMissing: [], nextQuestions: [] },
  ],
  risks: [],
  nextSteps: [],
};
const deal = (overrides: object = {}) => ({
  dealAnalysisId: randomUUID(),
  dealName: 'Northwind expansion',
  prospectNames: 'Dana Ortiz',
  prospectTitles: 'VP Operations',
  dealNotes: NOTES,
  dealSize: '$120,000',
  stage: 'qualification',
  methodology: 'meddic',
  coverage: COVERAGE,
  ...overrides,
});

describe('deal drills', () => {
  const { rp, seller, other } = useRoleplay();

  const start = (user: TestUser, body: unknown) =>
    request(rp.url)
      .post(`${BASE}/drills`)
      .set(user.auth)
      .send(body as object);
  const say = (user: TestUser, id: string, message: string) =>
    request(rp.url).post(`${BASE}/${id}/message`).set(user.auth).send({ message }).expect(200);
  const goals = (user: TestUser, id: string) => request(rp.url).get(`${BASE}/${id}/drill-goals`).set(user.auth);
  const list = (user: TestUser, query: Record<string, string>) => request(rp.url).get(`${BASE}/drills`).query(query).set(user.auth);

  it('starts a drill whose account and buyer come from the deal and whose goals are its gaps, copied into the session', async () => {
    const body = deal();
    const { body: session } = (await start(seller, body).expect(201)) as { body: RoleplaySession };
    expect(session).toMatchObject({
      scenario: 'discovery',
      persona: 'champion',
      methodology: 'meddic',
      difficulty: 'medium',
      sessionType: 'text',
      guidanceType: 'end',
      completed: false,
      messages: '[]',
      targetAccountCompany: 'Northwind Logistics',
      targetAccountIndustry: 'Logistics',
      buyerPersonaName: 'Dana Ortiz',
      buyerPersonaRole: 'VP Operations',
      buyerTitle: 'VP Operations',
    });
    expect(session.targetAccountSituation).toBe(
      'Your deal "Northwind expansion": Qualification stage, $120,000. Still open in your notes: Decision Process, Champion.',
    );
    expect(session.dealDrill).toMatchObject({
      dealAnalysisId: body.dealAnalysisId,
      dealName: 'Northwind expansion',
      company: 'Northwind Logistics',
      economicBuyer: { name: 'Priya Shah', title: 'CFO' },
      competitors: ['RouteMax'],
      goals: [
        {
          element: 'decision-process',
          name: 'Decision Process',
          status: 'missing',
          question: 'Walk me through every step from here to a signed contract.',
        },
        { element: 'champion', name: 'Champion', status: 'unconfirmed', question: null },
      ],
    });
    const { body: stored } = await request(rp.url).get(`${BASE}/${session.id}`).set(seller.auth).expect(200);
    expect(stored).toEqual(session);
    const [row] = await rp.sql(`SELECT deal_analysis_id FROM roleplay_sessions WHERE id = $1`, [session.id]);
    expect(row.deal_analysis_id).toBe(body.dealAnalysisId);
  });

  it('plays a buyer who knows the deal, reveals it to good questions, and closes the goals the transcript covers', async () => {
    const { body: session } = await start(seller, deal({ difficulty: 'easy' })).expect(201);
    const before = (await goals(seller, session.id).expect(200)).body as DealDrillProgress;
    expect(before.goals.map((g) => [g.element, g.closed, g.turn])).toEqual([
      ['decision-process', false, null],
      ['champion', false, null],
    ]);

    expect((await say(seller, session.id, 'How are routes planned today?')).body.content).toMatch(/400 routes a day by hand|spreadsheets/);
    expect((await say(seller, session.id, 'What other vendors are you looking at?')).body.content).toContain('RouteMax');
    expect((await say(seller, session.id, 'Who signs off on a purchase like this?')).body.content).toContain('Priya Shah, our CFO');
    const process = await say(seller, session.id, 'Walk me through the steps between a yes from you and a signed contract?');
    expect(process.body.content).toMatch(/above \$100k needs sign-off from Priya Shah, our CFO, then procurement/);

    const after = (await goals(seller, session.id).expect(200)).body as DealDrillProgress;
    expect(after.dealName).toBe('Northwind expansion');
    const closed = after.goals.find((g) => g.element === 'decision-process')!;
    expect(closed).toMatchObject({ closed: true, turn: 4 });
    expect(closed.quote).toContain('Walk me through the steps between a yes from you and a signed contract');
    // What the seller learned: the buyer's reply to that turn, for "Add what you learned to the deal".
    expect(closed.answer).toBe(process.body.content);
    expect(after.goals.find((g) => g.element === 'champion')?.answer ?? null).toBeNull();
    // Completed and scored like any session; the goals still read from its transcript.
    const { body: completed } = await request(rp.url).post(`${BASE}/${session.id}/complete`).set(seller.auth).expect(200);
    expect(completed).toMatchObject({ completed: true, scored: true });
    expect((await goals(seller, session.id).expect(200)).body).toEqual(after);
  });

  it('reads the notes itself when the analysis has no coverage', async () => {
    const { body: session } = await start(seller, deal({ coverage: null })).expect(201);
    expect(session.dealDrill.goals.map((g: { element: string }) => g.element)).toContain('decision-process');
    const { body: without } = await start(seller, deal({ coverage: undefined })).expect(201);
    expect(without.dealDrill.goals).toEqual(session.dealDrill.goals);
  });

  it('is a 400 naming the field for a bad or unbounded deal', async () => {
    const cases: Array<[object, RegExp]> = [
      [deal({ dealAnalysisId: undefined }), /dealAnalysisId/],
      [deal({ dealAnalysisId: 'deal-1' }), /dealAnalysisId/],
      [deal({ dealNotes: '   ' }), /dealNotes/],
      [deal({ dealNotes: 'x'.repeat(MAX_DEAL_NOTES + 1) }), /dealNotes/],
      [deal({ methodology: 'bant' }), /methodology/],
      [deal({ stage: 'won' }), /stage/],
      [deal({ difficulty: 'extreme' }), /difficulty/],
      [deal({ dealName: 'x'.repeat(201) }), /dealName/],
      [deal({ prospectNames: 'x'.repeat(401) }), /prospectNames/],
      [deal({ coverage: { ...COVERAGE, elements: [{ ...COVERAGE.elements[0], status: 'done' }] } }), /coverage/],
      [deal({ coverage: { ...COVERAGE, elements: Array.from({ length: 13 }, () => COVERAGE.elements[2]) } }), /coverage/],
      [deal({ sessionType: 'audio' }), /sessionType|unrecognized/i],
      [deal({ dealNotes: 'Met Dana\u0000 on Tuesday.' }), /dealNotes/],
    ];
    for (const [body, message] of cases) {
      const response = await start(seller, body).expect(400);
      expect(response.body.message).toMatch(message);
    }
    await request(rp.url).post(`${BASE}/drills`).send(deal()).expect(401);
  });

  it("lists an analysis's drills newest first, only the user's own, and 400 without a proper analysis id", async () => {
    const dealAnalysisId = randomUUID();
    const first = (await start(seller, deal({ dealAnalysisId })).expect(201)).body;
    const second = (await start(seller, deal({ dealAnalysisId, difficulty: 'hard' })).expect(201)).body;
    await start(seller, deal()).expect(201);
    await say(seller, first.id, 'How are routes planned today?');
    await request(rp.url).post(`${BASE}/${first.id}/complete`).set(seller.auth).expect(200);
    const { body } = (await list(seller, { dealAnalysisId }).expect(200)) as { body: DealDrillSummary[] };
    expect(body.map((d) => [d.id, d.difficulty, d.completed, d.goals])).toEqual([
      [second.id, 'hard', false, 2],
      [first.id, 'medium', true, 2],
    ]);
    expect((await list(other, { dealAnalysisId }).expect(200)).body).toEqual([]);
    await list(seller, {}).expect(400);
    expect((await list(seller, { dealAnalysisId: 'nope' }).expect(400)).body.message).toMatch(/dealAnalysisId/);
    await list(seller, { dealAnalysisId, extra: '1' }).expect(400);
  });

  it("is a 404 for another user's drill and for a session that is not a drill", async () => {
    const { body: session } = await start(seller, deal()).expect(201);
    await goals(other, session.id).expect(404);
    await goals(seller, randomUUID()).expect(404);
    const { body: plain } = await request(rp.url)
      .post(BASE)
      .set(seller.auth)
      .send({ scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium' })
      .expect(201);
    expect(plain.dealDrill).toBeNull();
    expect((await goals(seller, plain.id).expect(404)).body.message).toMatch(/not a drill/);
  });

  it('counts in the plan allowance, and a retry of a drill is the same drill', async () => {
    const free = await rp.newUser('free');
    const { body: drill } = await start(free, deal()).expect(201);
    for (let i = 0; i < 9; i++) await start(free, deal()).expect(201);
    expect((await start(free, deal()).expect(403)).body.message).toBe(sessionLimitMessage('free'));

    await request(rp.url).post(`${BASE}/${drill.id}/message`).set(seller.auth).send({ message: 'Hello' }).expect(404);
    await say(free, drill.id, 'How are routes planned today?');
    await say(free, drill.id, 'Who signs off on a purchase like this?');
    // Room for one more: another of the ten deleted.
    const { body: all } = await request(rp.url).get(BASE).set(free.auth).expect(200);
    await request(rp.url)
      .delete(`${BASE}/${all.find((s: { id: string }) => s.id !== drill.id).id}`)
      .set(free.auth)
      .expect(204);
    const { body: retried } = await request(rp.url).post(`${BASE}/${drill.id}/retry`).set(free.auth).send({ messageIndex: 2 }).expect(201);
    expect(retried.dealDrill).toEqual(drill.dealDrill);
    expect(retried.buyerPersonaName).toBe('Dana Ortiz');
    expect((await say(free, retried.id, 'Who signs off on a purchase like this?')).body.content).toContain('Priya Shah, our CFO');
  });
});
