// Practising from a session that already happened, over HTTP on PostgreSQL: the transcript re-scored
// under every methodology (ownership, state, what the rubric says).
import { METHODOLOGIES, type RoleplayMethodologyScores, type RoleplaySession } from '@blindspot/contracts';
import { scoreTranscript } from '@blindspot/coach';
import request from 'supertest';
import { startRoleplay, type RoleplayHarness, type TestUser } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';
const valid = { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium' };

const LINES = [
  'How do you handle the month-end close today?',
  'Where does that process break down for your team?',
  'What happens to your plans for next year if the forecast keeps missing?',
  'Who signs off on a purchase like this, and what would they need to see?',
];

describe('practice from a session', () => {
  let rp: RoleplayHarness;
  let seller: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    rp = await startRoleplay();
    seller = await rp.newUser('practice');
    other = await rp.newUser('pro');
  });
  afterAll(() => rp.close());

  const create = (user: TestUser, body: object = valid) => request(rp.url).post(BASE).set(user.auth).send(body);
  const say = (user: TestUser, id: string, message: string) => request(rp.url).post(`${BASE}/${id}/message`).set(user.auth).send({ message }).expect(200);
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
});
