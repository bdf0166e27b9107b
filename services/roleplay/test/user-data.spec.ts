// Account deletion's step in roleplay (docs/accounts.md): DELETE /internal/users/:id/data removes every
// row of the user (sessions with their turns and element rows, call reviews, whatever table has a
// user_id), nothing of anyone else's; idempotent, and only the internal token opens it.
import { countUserRows } from '@blindspot/service-kit';
import request from 'supertest';
import type { EntityManager } from 'typeorm';
import { INTERNAL_TOKEN, type RoleplayHarness, startRoleplay, type TestUser } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';

describe("deleting a user's data", () => {
  let rp: RoleplayHarness;

  beforeAll(async () => {
    rp = await startRoleplay();
  });
  afterAll(() => rp.close());

  async function scoredSession(user: TestUser): Promise<string> {
    const { body } = await request(rp.url)
      .post(BASE)
      .set(user.auth)
      .send({ scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'easy' })
      .expect(201);
    await request(rp.url)
      .post(`${BASE}/${body.id}/message`)
      .set(user.auth)
      .set('Idempotency-Key', crypto.randomUUID())
      .send({ message: 'How are late deliveries affecting your margins this quarter?' })
      .expect(200);
    await request(rp.url).post(`${BASE}/${body.id}/complete`).set(user.auth).expect(200);
    return body.id;
  }
  const rows = (user: TestUser) =>
    countUserRows({ query: (text: string, params?: unknown[]) => rp.sql(text, params) } as unknown as EntityManager, user.claims.sub);
  const erase = (userId: string) => request(rp.url).delete(`/internal/users/${userId}/data`).set('x-internal-token', INTERNAL_TOKEN);

  it("removes every row of the user and leaves everyone else's", async () => {
    const user = await rp.newUser('pro');
    const other = await rp.newUser('pro');
    const id = await scoredSession(user);
    await scoredSession(other);
    expect(await rows(user)).toMatchObject({ roleplay_sessions: 1, roleplay_session_elements: 4 });

    const { body } = await erase(user.claims.sub).expect(200);
    expect(body.deleted).toMatchObject({ roleplay_sessions: 1, roleplay_session_elements: 4 });
    expect(await rows(user)).toEqual({});
    expect(await rp.sql(`SELECT count(*)::int AS n FROM roleplay_turns WHERE session_id = $1`, [id])).toEqual([{ n: 0 }]);
    expect(await rp.sql(`SELECT count(*)::int AS n FROM rate_limits WHERE key = $1`, [user.claims.sub])).toEqual([{ n: 0 }]);
    await request(rp.url).get(`${BASE}/${id}`).set(user.auth).expect(404);
    expect(await rows(other)).toMatchObject({ roleplay_sessions: 1, roleplay_session_elements: 4 });
    expect((await erase(user.claims.sub).expect(200)).body).toEqual({ deleted: {} });
  });

  it("exports every session of the user whole, and nobody else's", async () => {
    const user = await rp.newUser('pro');
    const other = await rp.newUser('pro');
    const first = await scoredSession(user);
    const second = await scoredSession(user);
    await scoredSession(other);
    const { body } = await request(rp.url).get(`${BASE}/export`).set(user.auth).expect(200);
    expect(body.sessions.map((s: { id: string }) => s.id)).toEqual([second, first]);
    expect(body.sessions[1]).toEqual((await request(rp.url).get(`${BASE}/${first}`).set(user.auth).expect(200)).body);
    expect(body.sessions[1].rubric.length).toBeGreaterThan(0);
    expect(body.callReviews).toEqual([]);
    await request(rp.url).get(`${BASE}/export`).expect(401);
  });

  it('needs the internal token', async () => {
    const user = await rp.newUser('pro');
    await scoredSession(user);
    await request(rp.url).delete(`/internal/users/${user.claims.sub}/data`).expect(401);
    await request(rp.url).delete(`/internal/users/${user.claims.sub}/data`).set(user.auth).expect(401);
    expect(await rows(user)).toMatchObject({ roleplay_sessions: 1 });
  });
});
