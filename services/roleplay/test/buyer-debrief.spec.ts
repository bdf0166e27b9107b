// The buyer's-eye debrief over HTTP on PostgreSQL: what the offline buyer thought turn by turn, the facts it
// held and never gave, the objections it never raised; kept once read; ownership and state.

import { randomUUID } from 'node:crypto';
import { offlineBuyerDebrief } from '@blindspot/coach';
import { type BuyerDebrief, buyerDebriefSchema } from '@blindspot/contracts';
import request from 'supertest';
import { type TestUser, useRoleplay } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';
const valid = { scenario: 'discovery', persona: 'cfo', methodology: 'meddic', difficulty: 'medium' };

describe("the buyer's-eye debrief", () => {
  const { rp, seller, other } = useRoleplay();

  const create = (user: TestUser) => request(rp.url).post(BASE).set(user.auth).send(valid).expect(201);
  const say = (user: TestUser, id: string, message: string) =>
    request(rp.url).post(`${BASE}/${id}/message`).set(user.auth).send({ message }).expect(200);
  const complete = (user: TestUser, id: string) => request(rp.url).post(`${BASE}/${id}/complete`).set(user.auth).expect(200);
  const debrief = (user: TestUser, id: string) => request(rp.url).get(`${BASE}/${id}/debrief`).set(user.auth);

  it("tells the buyer's side of a finished call, every point citing a turn, and keeps it", async () => {
    const { body: session } = await create(seller);
    await say(seller, session.id, 'Our platform is best-in-class and we help companies like yours cut costs by 30%.');
    await say(seller, session.id, 'What are the biggest challenges with your month-end close today?');
    await say(seller, session.id, 'Do you have a budget for this?');
    const { body: completed } = await complete(seller, session.id);

    const { body } = (await debrief(seller, session.id).expect(200)) as { body: BuyerDebrief };
    expect(buyerDebriefSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ sessionId: session.id, coach: 'offline', maxTrust: 6 });
    // The same reading as the offline buyer's own state for this session's set-up and transcript.
    const [row] = await rp.sql(
      `SELECT target_account_company, target_account_industry, target_account_size, target_account_revenue, target_account_situation,
      buyer_persona_name, buyer_persona_role, buyer_persona_profile, buyer_persona_goal FROM roleplay_sessions WHERE id = $1`,
      [session.id],
    );
    const expected = offlineBuyerDebrief(
      {
        seed: session.id,
        ...valid,
        buyerTitle: null,
        sellerProfile: null,
        account: {
          company: row.target_account_company,
          industry: row.target_account_industry,
          size: row.target_account_size,
          revenue: row.target_account_revenue,
          situation: row.target_account_situation,
        },
        buyer: {
          name: row.buyer_persona_name,
          role: row.buyer_persona_role,
          profile: row.buyer_persona_profile,
          goal: row.buyer_persona_goal,
        },
      } as never,
      JSON.parse(completed.messages),
    );
    expect(body).toEqual({ sessionId: session.id, ...expected });

    expect(body.thoughts.map((t) => [t.turn, t.change])).toEqual([
      [1, 'fell'],
      [2, 'rose'],
      [3, expect.any(String)],
    ]);
    expect(body.thoughts[0].quote).toContain('Our platform is best-in-class');
    expect(body.turningPoint).toMatchObject({ turn: expect.any(Number), outcome: expect.stringMatching(/won|lost/) });
    const budget = body.unearned.find((f) => f.topic === 'budget');
    expect(budget).toMatchObject({ askedAt: 3 });
    expect(body.unearned.find((f) => f.topic === 'decision-process')).toMatchObject({
      askedAt: null,
      fact: expect.stringMatching(/sign-off/),
    });

    // Kept: the stored reading is what later reads answer, even if the buyer's rules changed meanwhile.
    await rp.sql(`UPDATE roleplay_debriefs SET debrief = jsonb_set(debrief, '{neededToHear}', '"stored"') WHERE session_id = $1`, [
      session.id,
    ]);
    expect((await debrief(seller, session.id).expect(200)).body.neededToHear).toBe('stored');
    // Deleted with its session.
    await request(rp.url).delete(`${BASE}/${session.id}`).set(seller.auth).expect(204);
    expect(await rp.sql(`SELECT 1 FROM roleplay_debriefs WHERE session_id = $1`, [session.id])).toHaveLength(0);
  });

  it('is a 409 for a session in progress or ended without a seller turn, and stores nothing', async () => {
    const { body: running } = await create(seller);
    await say(seller, running.id, 'What are the biggest challenges with your month-end close today?');
    expect((await debrief(seller, running.id).expect(409)).body.message).toMatch(/still in progress/);
    const { body: silent } = await create(seller);
    await complete(seller, silent.id);
    expect((await debrief(seller, silent.id).expect(409)).body.message).toMatch(/not scored/);
    expect(await rp.sql(`SELECT 1 FROM roleplay_debriefs WHERE session_id IN ($1, $2)`, [running.id, silent.id])).toHaveLength(0);
  });

  it("is a 404 for another user's session, a missing one or a malformed id, and 401 without a token", async () => {
    const { body: session } = await create(seller);
    await say(seller, session.id, 'What are the biggest challenges with your month-end close today?');
    await complete(seller, session.id);
    await debrief(other, session.id).expect(404);
    await debrief(seller, randomUUID()).expect(404);
    await debrief(seller, 'nope').expect(404);
    await request(rp.url).get(`${BASE}/${session.id}/debrief`).expect(401);
    expect(await rp.sql(`SELECT 1 FROM roleplay_debriefs WHERE session_id = $1`, [session.id])).toHaveLength(0);
  });
});
