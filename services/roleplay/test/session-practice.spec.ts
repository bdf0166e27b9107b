// Practising from a session that already happened, over HTTP on PostgreSQL: the transcript re-scored
// under every methodology (ownership, state, what the rubric says); a retry from one seller turn (bounds,
// ownership, the same world and buyer, the original kept, the allowance) and the tries it makes.

import { scoreTranscript } from '@blindspot/coach';
import {
  METHODOLOGIES,
  PRO_FEATURE_MESSAGE,
  type RoleplayMethodologyScores,
  type RoleplaySession,
  type SessionAttempts,
  sessionLimitMessage,
} from '@blindspot/contracts';
import request from 'supertest';
import { type TestUser, useRoleplay } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';
const valid = { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium' };

const LINES = [
  'How do you handle the month-end close today?',
  'Where does that process break down for your team?',
  'What happens to your plans for next year if the forecast keeps missing?',
  'Who signs off on a purchase like this, and what would they need to see?',
];

describe('practice from a session', () => {
  const { rp, seller, other } = useRoleplay();

  const create = (user: TestUser, body: object = valid) => request(rp.url).post(BASE).set(user.auth).send(body);
  const say = (user: TestUser, id: string, message: string) =>
    request(rp.url).post(`${BASE}/${id}/message`).set(user.auth).send({ message }).expect(200);
  const complete = (user: TestUser, id: string) => request(rp.url).post(`${BASE}/${id}/complete`).set(user.auth).expect(200);

  async function playedSession(user: TestUser, lines = LINES, body: object = valid): Promise<RoleplaySession> {
    const { body: session } = await create(user, body).expect(201);
    for (const line of lines) await say(user, session.id, line);
    return session;
  }

  describe('GET /:id/methodology-scores', () => {
    const scores = (user: TestUser, id: string) => request(rp.url).get(`${BASE}/${id}/methodology-scores`).set(user.auth);

    it("scores the completed session's transcript under MEDDIC, Challenger, SPIN and Gap, as the rubric does for each", async () => {
      const session = await playedSession(seller);
      const { body: completed } = await complete(seller, session.id);
      const { body } = (await scores(seller, session.id).expect(200)) as { body: RoleplayMethodologyScores };
      expect(body).toMatchObject({ sessionId: session.id, scorer: 'rubric', sessionCoach: 'offline', sessionMethodology: 'spin' });
      expect(body.results.map((r) => r.methodology)).toEqual([...METHODOLOGIES]);
      const transcript = JSON.parse(completed.messages);
      for (const result of body.results) {
        const direct = scoreTranscript({ methodology: result.methodology }, transcript);
        expect(result.score).toBe(direct.score);
        expect(result.rubric).toEqual(direct.rubric);
        expect(result.elements.length).toBeGreaterThan(2);
        for (const line of result.elements) {
          if (line.turn) expect(LINES[line.turn - 1]).toContain(line.quote!.slice(1, -1).replace(/…$/, ''));
          else expect(line.quote).toBeNull();
        }
      }
      // The session's own methodology scores as the session did, and nothing about the session changed.
      expect(body.results.find((r) => r.methodology === 'spin')!.score).toBe(completed.score);
      const again = await scores(seller, session.id).expect(200);
      expect(again.body).toEqual(body);
      const { body: stored } = await request(rp.url).get(`${BASE}/${session.id}`).set(seller.auth).expect(200);
      expect(stored).toEqual(completed);
    });

    it('says when the session itself was scored by the OpenAI coach: these are the rubric scores beside it', async () => {
      const session = await playedSession(seller, LINES.slice(0, 2));
      await complete(seller, session.id);
      await rp.sql(`UPDATE roleplay_sessions SET coach = 'openai' WHERE id = $1`, [session.id]);
      const { body } = await scores(seller, session.id).expect(200);
      expect(body).toMatchObject({ scorer: 'rubric', sessionCoach: 'openai' });
    });

    it("is a 404 for another user's session, a missing one and a malformed id", async () => {
      const session = await playedSession(seller, LINES.slice(0, 1));
      await complete(seller, session.id);
      const foreign = await scores(other, session.id).expect(404);
      expect(foreign.body).toMatchObject({ statusCode: 404, message: 'Roleplay session not found' });
      await scores(seller, '00000000-0000-4000-8000-000000000000').expect(404);
      await scores(seller, 'not-a-session').expect(404);
      await request(rp.url).get(`${BASE}/${session.id}/methodology-scores`).expect(401);
    });

    it('is a 409 while the session is in progress, and for a session ended with no seller turn', async () => {
      const running = await playedSession(seller, LINES.slice(0, 1));
      const inProgress = await scores(seller, running.id).expect(409);
      expect(inProgress.body.message).toMatch(/in progress/);
      const { body: empty } = await create(seller).expect(201);
      await complete(seller, empty.id);
      const notScored = await scores(seller, empty.id).expect(409);
      expect(notScored.body.message).toMatch(/not scored/);
    });
  });
  describe('POST /:id/retry', () => {
    const retry = (user: TestUser, id: string, body: unknown) =>
      request(rp.url)
        .post(`${BASE}/${id}/retry`)
        .set(user.auth)
        .send(body as object);
    const read = async (user: TestUser, id: string): Promise<RoleplaySession> =>
      (await request(rp.url).get(`${BASE}/${id}`).set(user.auth).expect(200)).body;
    const SETUP_FIELDS = [
      'scenario',
      'persona',
      'buyerTitle',
      'methodology',
      'difficulty',
      'sessionType',
      'guidanceType',
      'targetAccountCompany',
      'targetAccountIndustry',
      'targetAccountSize',
      'targetAccountRevenue',
      'targetAccountSituation',
      'buyerPersonaName',
      'buyerPersonaRole',
      'buyerPersonaProfile',
      'buyerPersonaGoal',
    ] as const;

    it('starts a new session from seller turn 2 of one in progress: same set-up and world, turn 1 kept, the original unchanged', async () => {
      const session = await playedSession(seller, LINES.slice(0, 3), { ...valid, buyerTitle: 'Group CFO', guidanceType: 'step-by-step' });
      const before = await read(seller, session.id);
      const transcript = JSON.parse(before.messages);
      const { body: retried } = (await retry(seller, session.id, { messageIndex: 2 }).expect(201)) as { body: RoleplaySession };
      expect(retried.id).not.toBe(session.id);
      for (const field of SETUP_FIELDS) expect(retried[field]).toEqual(before[field]);
      expect(JSON.parse(retried.messages)).toEqual(transcript.slice(0, 2));
      expect(retried).toMatchObject({ completed: false, scored: false, score: 0, didWell: null, missed: null, rubric: null });
      expect(retried.retriedFrom).toEqual({ sessionId: session.id, messageIndex: 2, turn: 2 });
      expect(await read(seller, session.id)).toEqual(before);
      expect(before.retriedFrom).toBeNull();

      // The same buyer: the original turn 2 said again gets the original reply (the world and the wording share the seed).
      const again = await say(seller, retried.id, LINES[1]);
      expect(again.body.content).toBe(transcript[3].content);
      // A different turn 2 is a different moment.
      const other = await retry(seller, session.id, { messageIndex: 2 }).expect(201);
      const reply = await say(
        seller,
        other.body.id,
        'We just launched automated approvals and our platform is best-in-class. Would that help?',
      );
      expect(reply.body.content).not.toBe(transcript[3].content);
      expect(await read(seller, session.id)).toEqual(before);
    });

    it('retries from any seller turn of a completed session, and from the first with nothing kept', async () => {
      const session = await playedSession(seller);
      const { body: completed } = await complete(seller, session.id);
      const { body: fromLast } = await retry(seller, session.id, { messageIndex: 6 }).expect(201);
      expect(JSON.parse(fromLast.messages)).toHaveLength(6);
      expect(fromLast.retriedFrom).toEqual({ sessionId: session.id, messageIndex: 6, turn: 4 });
      const { body: fromFirst } = await retry(seller, session.id, { messageIndex: 0 }).expect(201);
      expect(fromFirst.messages).toBe('[]');
      expect(fromFirst.retriedFrom).toEqual({ sessionId: session.id, messageIndex: 0, turn: 1 });
      expect(await read(seller, session.id)).toEqual(completed);
      // A retry plays on and scores like any session; the original keeps its score.
      await say(seller, fromLast.id, 'Could we meet next Tuesday at 10 with you and your CFO to map out a pilot?');
      const { body: scored } = await complete(seller, fromLast.id);
      expect(scored).toMatchObject({ completed: true, scored: true });
      expect((await read(seller, session.id)).score).toBe(completed.score);
    });

    it('is a 400 naming messageIndex outside the transcript, on a buyer turn, or not a whole number', async () => {
      const session = await playedSession(seller, LINES.slice(0, 2));
      for (const [body, message] of [
        [{ messageIndex: 4 }, /messageIndex: must be within the transcript \(0 to 3\)/],
        [{ messageIndex: 1 }, /messageIndex: must point at one of your \(seller\) turns/],
        [{ messageIndex: 3 }, /messageIndex: must point at one of your \(seller\) turns/],
        [{ messageIndex: -1 }, /messageIndex/],
        [{ messageIndex: 1.5 }, /messageIndex/],
        [{ messageIndex: '2' }, /messageIndex/],
        [{ messageIndex: 10_001 }, /messageIndex/],
        [{}, /messageIndex/],
        [{ messageIndex: 0, turn: 1 }, /turn|unrecognized/i],
      ] as const) {
        const response = await retry(seller, session.id, body).expect(400);
        expect(response.body.message).toMatch(message);
      }
      const { body: empty } = await create(seller).expect(201);
      const none = await retry(seller, empty.id, { messageIndex: 0 }).expect(400);
      expect(none.body.message).toMatch(/no turns to retry/);
      await rp.sql(`UPDATE roleplay_sessions SET messages = $2 WHERE id = $1`, [
        empty.id,
        JSON.stringify([
          { role: 'user', content: '   ' },
          { role: 'assistant', content: 'Hello?' },
        ]),
      ]);
      const blank = await retry(seller, empty.id, { messageIndex: 0 }).expect(400);
      expect(blank.body.message).toMatch(/seller\) turns/);
    });

    it("is a 404 for another user's session, a missing one and a malformed id, and creates nothing", async () => {
      const session = await playedSession(seller, LINES.slice(0, 1));
      const [{ count: before }] = await rp.sql(`SELECT count(*)::int AS count FROM roleplay_sessions`);
      const foreign = await retry(other, session.id, { messageIndex: 0 }).expect(404);
      expect(foreign.body).toMatchObject({ statusCode: 404, message: 'Roleplay session not found' });
      await retry(seller, '00000000-0000-4000-8000-000000000000', { messageIndex: 0 }).expect(404);
      await retry(seller, 'nope', { messageIndex: 0 }).expect(404);
      await request(rp.url).post(`${BASE}/${session.id}/retry`).send({ messageIndex: 0 }).expect(401);
      const [{ count: after }] = await rp.sql(`SELECT count(*)::int AS count FROM roleplay_sessions`);
      expect(after).toBe(before);
    });

    it('counts in the plan allowance, and needs Pro to retry a voice session', async () => {
      const free = await rp.newUser('free');
      const session = await playedSession(free, LINES.slice(0, 1));
      for (let i = 0; i < 9; i++) await create(free).expect(201);
      const limited = await retry(free, session.id, { messageIndex: 0 }).expect(403);
      expect(limited.body.message).toBe(sessionLimitMessage('free'));

      const { body: voice } = await create(other, { ...valid, sessionType: 'audio' }).expect(201);
      await say(other, voice.id, LINES[0]);
      const { body: retried } = await retry(other, voice.id, { messageIndex: 0 }).expect(201);
      expect(retried.sessionType).toBe('audio');
      // A voice session kept from a Pro month, retried on a smaller plan.
      const downgraded = await playedSession(seller, LINES.slice(0, 1));
      await rp.sql(`UPDATE roleplay_sessions SET session_type = 'audio' WHERE id = $1`, [downgraded.id]);
      const refused = await retry(seller, downgraded.id, { messageIndex: 0 }).expect(403);
      expect(refused.body.message).toBe(PRO_FEATURE_MESSAGE);
    });
  });

  describe('GET /:id/attempts', () => {
    const attempts = (user: TestUser, id: string) => request(rp.url).get(`${BASE}/${id}/attempts`).set(user.auth);

    it('lists the origin and its retries with their scores, from any of them', async () => {
      const user = await rp.newUser('pro');
      const session = await playedSession(user);
      const { body: origin } = await complete(user, session.id);
      const first = (await request(rp.url).post(`${BASE}/${session.id}/retry`).set(user.auth).send({ messageIndex: 2 }).expect(201)).body;
      const second = (await request(rp.url).post(`${BASE}/${session.id}/retry`).set(user.auth).send({ messageIndex: 4 }).expect(201)).body;
      await say(user, first.id, 'What is the impact on the business when the close slips?');
      const { body: firstScored } = await complete(user, first.id);
      const { body } = (await attempts(user, session.id).expect(200)) as { body: SessionAttempts };
      expect(body.origin).toMatchObject({ id: session.id, retriedFromTurn: null, completed: true, scored: true, score: origin.score });
      expect(body.retries.map((r) => [r.id, r.retriedFromTurn, r.completed, r.score])).toEqual([
        [first.id, 2, true, firstScored.score],
        [second.id, 3, false, 0],
      ]);
      expect((await attempts(user, second.id).expect(200)).body).toEqual(body);
      // The origin deleted: its retries keep each other.
      await request(rp.url).delete(`${BASE}/${session.id}`).set(user.auth).expect(204);
      const orphaned = (await attempts(user, first.id).expect(200)).body as SessionAttempts;
      expect(orphaned.origin).toBeNull();
      expect(orphaned.retries.map((r) => r.id)).toEqual([first.id, second.id]);
      expect((await request(rp.url).get(`${BASE}/${first.id}`).set(user.auth).expect(200)).body.retriedFrom.sessionId).toBe(session.id);
    });

    it("is a 404 for another user's session", async () => {
      const session = await playedSession(seller, LINES.slice(0, 1));
      await attempts(other, session.id).expect(404);
      const { body } = await attempts(seller, session.id).expect(200);
      expect(body).toEqual({ origin: expect.objectContaining({ id: session.id }), retries: [] });
    });
  });
});
