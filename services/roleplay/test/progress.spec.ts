// The progress page's figures over HTTP on PostgreSQL (docs/product.md#progress): averages, the score
// series with its ratios, each element's coverage and trend, and the weakest element, from sessions seeded
// in SQL with known figures; a real session's element rows against its own rubric; Pro only; a session
// aimed at an element ("Practise this"); and the migration's backfill of sessions scored before it.
import { PROGRESS_PRO_MESSAGE, type RoleplayProgress } from '@blindspot/contracts';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { SessionProgress1766800000000 } from '../src/migrations/1766800000000-session-progress.js';
import { type RoleplayHarness, startRoleplay, type TestUser } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';

describe('roleplay progress', () => {
  let rp: RoleplayHarness;

  beforeAll(async () => {
    rp = await startRoleplay();
  });
  afterAll(() => rp.close());

  const progress = (user: TestUser) => request(rp.url).get(`${BASE}/progress`).set(user.auth);

  interface SeedSession {
    day: number;
    methodology: string;
    scenario: string;
    difficulty: string;
    score: number;
    completed?: boolean;
    scored?: boolean;
    counts?: [open: number, closed: number, seller: number, buyer: number];
    /** Elements of the methodology a seller turn covered; the others are stored as not covered. */
    covered?: string[];
    elements?: string[];
  }

  async function seed(user: TestUser, session: SeedSession): Promise<string> {
    const [open, closed, seller, buyer] = session.counts ?? [null, null, null, null];
    const [row] = await rp.sql<{ id: string }>(
      `INSERT INTO roleplay_sessions (id, user_id, scenario, persona, methodology, difficulty, session_type, guidance_type, completed, scored, score,
         target_account_company, target_account_industry, target_account_size, target_account_revenue, target_account_situation,
         buyer_persona_name, buyer_persona_role, buyer_persona_profile, buyer_persona_goal, created_at,
         open_questions, closed_questions, seller_words, buyer_words)
       VALUES (gen_random_uuid(), $1, $2, 'cfo', $3, $4, 'text', 'end', $5, $6, $7, 'Acme', 'Logistics', '200', '$20M', 'Growing',
         'Dana', 'CFO', 'Careful', 'Cut cost', timestamptz '2026-03-01T09:00:00Z' + $8 * interval '1 day', $9, $10, $11, $12)
       RETURNING id`,
      [
        user.claims.sub,
        session.scenario,
        session.methodology,
        session.difficulty,
        session.completed ?? true,
        session.scored ?? true,
        session.score,
        session.day,
        open,
        closed,
        seller,
        buyer,
      ],
    );
    for (const element of session.elements ?? []) {
      await rp.sql(
        `INSERT INTO roleplay_session_elements (session_id, user_id, methodology, element, covered, created_at)
         VALUES ($1, $2, $3, $4, $5, timestamptz '2026-03-01T09:00:00Z' + $6 * interval '1 day')`,
        [row.id, user.claims.sub, session.methodology, element, (session.covered ?? []).includes(element), session.day],
      );
    }
    return row.id;
  }

  const MEDDIC = ['metrics', 'economic-buyer', 'decision-criteria', 'decision-process', 'identify-pain', 'champion'];
  const SPIN = ['situation', 'problem', 'implication', 'need-payoff'];

  /** Which MEDDIC elements the seller covered in the session of day n (1..7). */
  const meddicCovered = (day: number) => [
    'metrics',
    ...(day >= 3 ? ['decision-criteria'] : []),
    ...(day <= 2 ? ['decision-process'] : []),
    ...(day === 2 || day === 3 ? ['identify-pain'] : []),
    ...(day === 7 ? ['champion'] : []),
  ];

  it("aggregates the seller's scored sessions: averages, the series with its ratios, each element's coverage and trend, the weakest element", async () => {
    const user = await rp.newUser('pro');
    const ids: string[] = [];
    for (let day = 1; day <= 7; day++) {
      ids.push(
        await seed(user, {
          day,
          methodology: 'meddic',
          scenario: day <= 4 ? 'discovery' : 'objection',
          difficulty: day <= 3 ? 'easy' : 'hard',
          score: day + 1,
          counts: day === 1 ? [1, 3, 300, 100] : day === 2 ? [0, 0, 50, 150] : undefined,
          elements: MEDDIC,
          covered: meddicCovered(day),
        }),
      );
    }
    ids.push(
      await seed(user, {
        day: 8,
        methodology: 'spin',
        scenario: 'closing',
        difficulty: 'medium',
        score: 9,
        elements: SPIN,
        covered: ['situation', 'problem', 'need-payoff'],
      }),
    );
    ids.push(
      await seed(user, {
        day: 9,
        methodology: 'spin',
        scenario: 'closing',
        difficulty: 'medium',
        score: 10,
        counts: [3, 1, 120, 280],
        elements: SPIN,
        covered: ['situation', 'need-payoff'],
      }),
    );
    // Neither a session not scored nor one in progress counts anywhere.
    await seed(user, { day: 10, methodology: 'spin', scenario: 'closing', difficulty: 'medium', score: 0, scored: false });
    await seed(user, {
      day: 11,
      methodology: 'meddic',
      scenario: 'closing',
      difficulty: 'easy',
      score: 0,
      completed: false,
      scored: false,
    });
    // Another seller's session counts only for them.
    const other = await rp.newUser('pro');
    await seed(other, { day: 1, methodology: 'meddic', scenario: 'closing', difficulty: 'easy', score: 0, elements: MEDDIC });

    const { body }: { body: RoleplayProgress } = await progress(user).expect(200);
    expect(body.scoredSessions).toBe(9);
    expect(body.averageScore).toBe(6); // (2 + 3 + ... + 8 + 9 + 10) / 9
    expect(body.byScenario).toEqual([
      { key: 'discovery', sessions: 4, averageScore: 3.5 },
      { key: 'objection', sessions: 3, averageScore: 7 },
      { key: 'closing', sessions: 2, averageScore: 9.5 },
    ]);
    expect(body.byMethodology).toEqual([
      { key: 'meddic', sessions: 7, averageScore: 5 },
      { key: 'spin', sessions: 2, averageScore: 9.5 },
    ]);
    expect(body.byDifficulty).toEqual([
      { key: 'easy', sessions: 3, averageScore: 3 },
      { key: 'medium', sessions: 2, averageScore: 9.5 },
      { key: 'hard', sessions: 4, averageScore: 6.5 },
    ]);

    expect(body.scoreOverTime.map((p) => p.sessionId)).toEqual(ids);
    expect(body.scoreOverTime[0]).toEqual({
      sessionId: ids[0],
      createdAt: '2026-03-02T09:00:00.000Z',
      score: 2,
      openQuestionRatio: 0.25,
      talkShare: 0.75,
    });
    // No question asked: no ratio; the talk share still counts.
    expect(body.scoreOverTime[1]).toMatchObject({ score: 3, openQuestionRatio: null, talkShare: 0.25 });
    // Scored before the counts were kept.
    expect(body.scoreOverTime[2]).toMatchObject({ score: 4, openQuestionRatio: null, talkShare: null });
    expect(body.scoreOverTime[8]).toMatchObject({ score: 10, openQuestionRatio: 0.75, talkShare: 0.3 });

    const element = (key: string) => body.elements.find((e) => e.element === key);
    expect(body.elements.map((e) => e.element)).toEqual([...MEDDIC, ...SPIN]);
    expect(element('metrics')).toEqual({
      methodology: 'meddic',
      element: 'metrics',
      name: 'Metrics',
      sessions: 7,
      covered: 7,
      rate: 1,
      recentRate: 1,
      earlierRate: 1,
      trend: 'steady',
    });
    expect(element('economic-buyer')).toMatchObject({
      name: 'Economic Buyer',
      sessions: 7,
      covered: 0,
      rate: 0,
      recentRate: 0,
      earlierRate: 0,
      trend: 'steady',
    });
    expect(element('decision-criteria')).toMatchObject({ covered: 5, rate: 0.71, recentRate: 1, earlierRate: 0, trend: 'up' });
    expect(element('decision-process')).toMatchObject({ covered: 2, rate: 0.29, recentRate: 0, earlierRate: 1, trend: 'down' });
    expect(element('identify-pain')).toMatchObject({ covered: 2, rate: 0.29, recentRate: 0.2, earlierRate: 0.5, trend: 'down' });
    expect(element('champion')).toMatchObject({ covered: 1, rate: 0.14, recentRate: 0.2, earlierRate: 0, trend: 'up' });
    expect(element('problem')).toEqual({
      methodology: 'spin',
      element: 'problem',
      name: 'Problem',
      sessions: 2,
      covered: 1,
      rate: 0.5,
      recentRate: 0.5,
      earlierRate: null,
      trend: null,
    });
    expect(element('implication')).toMatchObject({ covered: 0, rate: 0, trend: null });

    // Economic Buyer and Implication are both never covered; Economic Buyer was practised in more sessions.
    expect(body.practiseNext).toEqual({
      methodology: 'meddic',
      element: 'economic-buyer',
      name: 'Economic Buyer',
      rate: 0,
      sessions: 7,
      example: expect.stringMatching(/\S/),
    });

    const { body: theirs }: { body: RoleplayProgress } = await progress(other).expect(200);
    expect(theirs).toMatchObject({ scoredSessions: 1, averageScore: 0 });
  });

  it('has nothing to show a seller with no scored session', async () => {
    const user = await rp.newUser('pro');
    await seed(user, { day: 1, methodology: 'spin', scenario: 'closing', difficulty: 'medium', score: 0, scored: false });
    expect((await progress(user).expect(200)).body).toEqual({
      scoredSessions: 0,
      averageScore: null,
      scoreOverTime: [],
      byScenario: [],
      byMethodology: [],
      byDifficulty: [],
      elements: [],
      practiseNext: null,
    });
  });

  it("is the Pro plan's: Free and Practice are told so, and a request without a token is a 401", async () => {
    for (const tier of ['free', 'practice'] as const) {
      const { body } = await progress(await rp.newUser(tier)).expect(403);
      expect(body.message).toBe(PROGRESS_PRO_MESSAGE);
    }
    await request(rp.url).get(`${BASE}/progress`).expect(401);
  });

  /** A session of two seller turns, scored by the service's own (offline) coach. */
  async function scoredSession(user: TestUser, methodology = 'meddic') {
    const { body: session } = await request(rp.url)
      .post(BASE)
      .set(user.auth)
      .send({ scenario: 'discovery', persona: 'cfo', methodology, difficulty: 'medium' })
      .expect(201);
    for (const message of [
      'What made you take this call now, and how is freight cost hurting your margin this quarter?',
      'Who signs off on a purchase like this, and how will you decide between the options?',
      'Is it fair to say you would want a pilot? Can we book Tuesday at 10 with your CFO to agree the criteria?',
    ]) {
      await request(rp.url).post(`${BASE}/${session.id}/message`).set(user.auth).send({ message }).expect(200);
    }
    const { body: scored } = await request(rp.url).post(`${BASE}/${session.id}/complete`).set(user.auth).expect(200);
    return scored;
  }

  it('keeps, when a session is scored, each element as its rubric credited it and the questions it counted', async () => {
    const user = await rp.newUser('pro');
    const scored = await scoredSession(user);
    expect(scored.scored).toBe(true);
    const rubric = (id: string) => scored.rubric.find((check: { id: string }) => check.id === id);
    const { body }: { body: RoleplayProgress } = await progress(user).expect(200);
    expect(body.elements).toHaveLength(6);
    for (const line of body.elements) {
      const credited = rubric('methodology').detail.includes(`${line.name} (turn`);
      expect({ element: line.element, covered: line.covered }).toEqual({ element: line.element, covered: credited ? 1 : 0 });
    }
    const [, open, questions] = /(\d+) open of (\d+) questions/.exec(rubric('open-questions').detail)!;
    expect(body.scoreOverTime).toEqual([
      expect.objectContaining({
        sessionId: scored.id,
        score: scored.score,
        openQuestionRatio: Math.round((Number(open) / Number(questions)) * 100) / 100,
      }),
    ]);
    const [, spoke] = /you spoke (\d+)% of the words/.exec(rubric('listening').detail)!;
    expect(Math.round(body.scoreOverTime[0].talkShare! * 100)).toBe(Number(spoke));
    // Deleting the session takes its element rows with it.
    await request(rp.url).delete(`${BASE}/${scored.id}`).set(user.auth).expect(204);
    expect(await rp.sql(`SELECT count(*)::int AS n FROM roleplay_session_elements WHERE session_id = $1`, [scored.id])).toEqual([{ n: 0 }]);
  });

  it('starts a session aimed at one element of its methodology, and refuses an element of another', async () => {
    const user = await rp.newUser('pro');
    const body = { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium' };
    const { body: refused } = await request(rp.url)
      .post(BASE)
      .set(user.auth)
      .send({ ...body, focusElement: 'economic-buyer' })
      .expect(400);
    expect(refused.message).toBe('focusElement: is not an element of SPIN Selling');
    const { body: session } = await request(rp.url)
      .post(BASE)
      .set(user.auth)
      .send({ ...body, focusElement: 'implication' })
      .expect(201);
    expect(session.focusElement).toBe('implication');
    expect((await request(rp.url).get(`${BASE}/${session.id}`).set(user.auth).expect(200)).body.focusElement).toBe('implication');
    const { body: plain } = await request(rp.url).post(BASE).set(user.auth).send(body).expect(201);
    expect(plain.focusElement).toBeNull();
  });

  // Last: it takes the migration down and up again under the running service.
  it('backfills the figures of sessions scored before the migration from their transcripts', async () => {
    const user = await rp.newUser('pro');
    const scored = await scoredSession(user, 'spin');
    const before: RoleplayProgress = (await progress(user).expect(200)).body;
    expect(before.elements).toHaveLength(4);
    const runner = { query: (text: string, parameters?: unknown[]) => rp.sql(text, parameters) } as unknown as QueryRunner;
    const migration = new SessionProgress1766800000000();
    await migration.down(runner);
    await migration.up(runner);
    const after: RoleplayProgress = (await progress(user).expect(200)).body;
    expect(after).toEqual(before);
    expect(after.scoreOverTime[0].sessionId).toBe(scored.id);
  });
});
