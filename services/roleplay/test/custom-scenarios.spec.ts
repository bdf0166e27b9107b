// Custom scenarios over HTTP on PostgreSQL: write, read, rewrite, practise and delete a buyer of one's own;
// the buyer plays it (hidden facts only to the right question), the goals are read from the transcript;
// validation and bounds, Pro only, the plan's limit, ownership.

import { randomUUID } from 'node:crypto';
import {
  CUSTOM_SCENARIOS_PER_PLAN,
  CUSTOM_SCENARIOS_PRO_MESSAGE,
  type CustomScenario,
  customScenarioLimitMessage,
  type RoleplaySession,
  type ScenarioGoals,
} from '@blindspot/contracts';
import request from 'supertest';
import { type TestUser, useRoleplay } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';
const SCENARIOS = `${BASE}/custom-scenarios`;
const PROCESS = 'Nothing over $50k moves without our CFO, Marta Lind, and a security review that takes six weeks.';
const scenario = {
  name: 'Harbour Freight renewal',
  company: 'Harbour Freight',
  industry: 'Logistics',
  companySize: '900 employees',
  buyerName: 'Ola Berg',
  buyerRole: 'Head of IT',
  personality: 'Dry, precise, allergic to buzzwords.',
  situation: 'Renewal in 90 days; a rival is offering a 30% discount.',
  buyerWants: 'A renewal that does not reopen the security review.',
  objections: ['Your rival is 30% cheaper. Why should I stay?'],
  hiddenFacts: [{ topic: 'decision-process', fact: PROCESS }],
  methodology: 'meddic',
  goals: ['decision-process', 'economic-buyer'],
  callType: 'objection',
  difficulty: 'easy',
};

describe('custom scenarios', () => {
  const { rp, pro, otherPro, practice } = useRoleplay({ pro: 'pro', otherPro: 'pro', practice: 'practice' });

  const write = (user: TestUser, body: unknown) =>
    request(rp.url)
      .post(SCENARIOS)
      .set(user.auth)
      .send(body as object);
  const say = (user: TestUser, id: string, message: string) =>
    request(rp.url).post(`${BASE}/${id}/message`).set(user.auth).send({ message }).expect(200);

  it('round-trips through write, read, rewrite, practise and delete; the buyer plays it and the goals are read from the turns', async () => {
    const { body: created } = (await write(pro, { ...scenario, name: '  Harbour Freight renewal  ', personality: '   ' }).expect(201)) as {
      body: CustomScenario;
    };
    expect(created).toMatchObject({ ...scenario, id: expect.any(String), personality: null });
    expect((await request(rp.url).get(SCENARIOS).set(pro.auth).expect(200)).body.map((s: CustomScenario) => s.id)).toEqual([created.id]);

    const { body: edited } = await request(rp.url)
      .put(`${SCENARIOS}/${created.id}`)
      .set(pro.auth)
      .send({ ...scenario, difficulty: 'medium' })
      .expect(200);
    expect(edited).toMatchObject({ id: created.id, difficulty: 'medium', personality: scenario.personality, createdAt: created.createdAt });
    expect((await request(rp.url).get(`${SCENARIOS}/${created.id}`).set(pro.auth).expect(200)).body).toEqual(edited);

    const { body: session } = (await request(rp.url).post(`${SCENARIOS}/${created.id}/sessions`).set(pro.auth).send({}).expect(201)) as {
      body: RoleplaySession;
    };
    expect(session).toMatchObject({
      scenario: 'objection',
      persona: 'cto',
      methodology: 'meddic',
      difficulty: 'medium',
      sessionType: 'text',
      targetAccountCompany: 'Harbour Freight',
      targetAccountIndustry: 'Logistics',
      targetAccountSize: '900 employees',
      targetAccountSituation: scenario.situation,
      buyerPersonaName: 'Ola Berg',
      buyerPersonaRole: 'Head of IT',
      buyerPersonaProfile: scenario.personality,
      buyerPersonaGoal: scenario.buyerWants,
      customScenario: { id: created.id, name: scenario.name, goals: scenario.goals },
    });

    // The seller's objection comes first (an objection call); the hidden fact only to the right question.
    expect((await say(pro, session.id, 'Thanks for the time. What made you take this call?')).body.content).toContain(
      'Your rival is 30% cheaper. Why should I stay?',
    );
    expect((await say(pro, session.id, 'Is there a process for approving this?')).body.content).not.toContain(PROCESS);
    expect(
      (await say(pro, session.id, 'I hear you on price. Walk me through every step from a yes from you to a signed contract?')).body
        .content,
    ).toContain(PROCESS);
    const { body: goals } = (await request(rp.url).get(`${BASE}/${session.id}/scenario-goals`).set(pro.auth).expect(200)) as {
      body: ScenarioGoals;
    };
    expect(goals).toMatchObject({ scenarioId: created.id, name: scenario.name });
    expect(goals.goals.find((g) => g.element === 'decision-process')).toMatchObject({ name: 'Decision Process', closed: true, turn: 3 });

    // Deleting the scenario keeps its sessions, which keep what they played.
    await request(rp.url).delete(`${SCENARIOS}/${created.id}`).set(pro.auth).expect(204);
    await request(rp.url).get(`${SCENARIOS}/${created.id}`).set(pro.auth).expect(404);
    await request(rp.url).delete(`${SCENARIOS}/${created.id}`).set(pro.auth).expect(404);
    await say(pro, session.id, 'Who else signs off besides you?');
    const { body: completed } = await request(rp.url).post(`${BASE}/${session.id}/complete`).set(pro.auth).expect(200);
    expect(completed).toMatchObject({ scored: true, customScenario: { id: created.id } });
    expect((await request(rp.url).get(`${BASE}/${session.id}/scenario-goals`).set(pro.auth).expect(200)).body.goals).toHaveLength(2);
  });

  it('validates every field with a 400 naming it, and stores nothing', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ...scenario, name: '' }, /name is required/],
      [{ ...scenario, company: 'x'.repeat(121) }, /company must be at most 120 characters/],
      [{ ...scenario, buyerName: undefined }, /buyerName is required/],
      [{ ...scenario, situation: 'x'.repeat(2001) }, /situation must be at most 2000 characters/],
      [{ ...scenario, personality: 'x'.repeat(1001) }, /personality: must be at most 1000 characters/],
      [{ ...scenario, objections: Array.from({ length: 6 }, () => 'Too expensive.') }, /objections: at most 5/],
      [{ ...scenario, objections: ['  '] }, /objections is required/],
      [{ ...scenario, hiddenFacts: [{ topic: 'gossip', fact: 'x' }] }, /topic must be one of/],
      [
        {
          ...scenario,
          hiddenFacts: [
            { topic: 'budget', fact: 'a' },
            { topic: 'budget', fact: 'b' },
          ],
        },
        /one fact per topic/,
      ],
      [{ ...scenario, hiddenFacts: Array.from({ length: 9 }, (_, i) => ({ topic: 'budget', fact: String(i) })) }, /hiddenFacts: at most 8/],
      [{ ...scenario, goals: ['implication'] }, /goals: "implication" is not an element of MEDDIC/],
      [{ ...scenario, goals: ['metrics', 'metrics'] }, /each element once/],
      [{ ...scenario, methodology: 'sandler' }, /methodology must be one of/],
      [{ ...scenario, difficulty: 'brutal' }, /difficulty must be one of/],
      [{ ...scenario, callType: 'demo' }, /callType must be one of/],
      [{ ...scenario, secret: true }, /secret|Unrecognized/i],
      [{ ...scenario, buyerRole: 'CTO\u0000' }, /must not contain/],
    ];
    for (const [body, message] of cases) {
      const res = await write(pro, body).expect(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await rp.sql(`SELECT 1 FROM custom_scenarios WHERE user_id = $1`, [pro.claims.sub])).toHaveLength(0);
  });

  it('is Pro: below it writing, rewriting and practising are a 403 naming the way out; reading and deleting stay open', async () => {
    expect((await write(practice, scenario).expect(403)).body.message).toBe(CUSTOM_SCENARIOS_PRO_MESSAGE);
    const { body: created } = await write(pro, scenario).expect(201);
    // The same seller after a downgrade: a token with the lower tier.
    const downgraded = await rp.authFor({ ...pro.claims, tier: 'practice' });
    await request(rp.url).put(`${SCENARIOS}/${created.id}`).set(downgraded).send(scenario).expect(403);
    await request(rp.url).post(`${SCENARIOS}/${created.id}/sessions`).set(downgraded).send({}).expect(403);
    expect((await request(rp.url).get(SCENARIOS).set(downgraded).expect(200)).body.map((s: CustomScenario) => s.id)).toContain(created.id);
    await request(rp.url).delete(`${SCENARIOS}/${created.id}`).set(downgraded).expect(204);
  });

  it("keeps at most the plan's number of scenarios", async () => {
    const limit = CUSTOM_SCENARIOS_PER_PLAN.pro;
    const user = await rp.newUser('pro');
    await rp.sql(
      `INSERT INTO custom_scenarios (id, user_id, name, fields) SELECT gen_random_uuid(), $1, 'seeded', $2::jsonb FROM generate_series(1, $3)`,
      [user.claims.sub, JSON.stringify(scenario), limit - 1],
    );
    await write(user, scenario).expect(201);
    expect((await write(user, scenario).expect(403)).body.message).toBe(customScenarioLimitMessage(limit));
  });

  it("answers 404 for another user's scenario or session, a missing one or a malformed id, and changes nothing", async () => {
    const { body: created } = await write(pro, scenario).expect(201);
    const { body: session } = await request(rp.url).post(`${SCENARIOS}/${created.id}/sessions`).set(pro.auth).send({}).expect(201);
    await request(rp.url).get(`${SCENARIOS}/${created.id}`).set(otherPro.auth).expect(404);
    await request(rp.url)
      .put(`${SCENARIOS}/${created.id}`)
      .set(otherPro.auth)
      .send({ ...scenario, name: 'Taken' })
      .expect(404);
    await request(rp.url).post(`${SCENARIOS}/${created.id}/sessions`).set(otherPro.auth).send({}).expect(404);
    await request(rp.url).delete(`${SCENARIOS}/${created.id}`).set(otherPro.auth).expect(404);
    await request(rp.url).get(`${BASE}/${session.id}/scenario-goals`).set(otherPro.auth).expect(404);
    expect((await request(rp.url).get(SCENARIOS).set(otherPro.auth).expect(200)).body).toEqual([]);
    await request(rp.url).get(`${SCENARIOS}/${randomUUID()}`).set(pro.auth).expect(404);
    await request(rp.url).get(`${SCENARIOS}/nope`).set(pro.auth).expect(404);
    await request(rp.url).get(SCENARIOS).expect(401);
    expect((await request(rp.url).get(`${SCENARIOS}/${created.id}`).set(pro.auth).expect(200)).body.name).toBe(scenario.name);
    // A session that was not started from a scenario has no scenario goals.
    const { body: plain } = await request(rp.url)
      .post(BASE)
      .set(pro.auth)
      .send({ scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium' })
      .expect(201);
    expect((await request(rp.url).get(`${BASE}/${plain.id}/scenario-goals`).set(pro.auth).expect(404)).body.message).toMatch(
      /not started from a custom scenario/,
    );
  });
});
