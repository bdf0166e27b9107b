// Idempotent turns (Idempotency-Key: a retried turn is stored once, on any instance), the per-user coach
// limit (3 a minute in this file, so each test's user makes at most 3 coach calls, retries included) and
// revoked sign-ins, over HTTP on a real PostgreSQL.
import request from 'supertest';
import { type RoleplayHarness, startRoleplay, type TestUser } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';
const valid = { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium' };
const QUESTION = 'What are the biggest challenges with your forecasting today?';

let rp: RoleplayHarness;
beforeAll(async () => {
  rp = await startRoleplay({ env: { COACH_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(() => rp.close());

const create = (user: TestUser, body: object = valid) => request(rp.url).post(BASE).set(user.auth).send(body);
const turn = (url: string, user: TestUser, id: string, key: string, message = QUESTION) =>
  request(url).post(`${BASE}/${id}/message`).set(user.auth).set('Idempotency-Key', key).send({ message });
const storedTurns = async (user: TestUser, id: string) =>
  JSON.parse((await request(rp.url).get(`${BASE}/${id}`).set(user.auth).expect(200)).body.messages) as Array<{
    role: string;
    content: string;
  }>;

describe('idempotent turns', () => {
  it('stores a turn sent twice once, and answers the retry with the stored reply', async () => {
    const seller = await rp.newUser('practice');
    const { body: session } = await create(seller, { ...valid, guidanceType: 'step-by-step' }).expect(201);
    const first = await turn(rp.url, seller, session.id, 'a1b2c3d4-0000-4000-8000-000000000001').expect(200);
    const retry = await turn(rp.url, seller, session.id, 'a1b2c3d4-0000-4000-8000-000000000001').expect(200);
    expect(retry.body).toEqual(first.body);
    expect(first.body.hint).toEqual(expect.any(String));
    expect(await storedTurns(seller, session.id)).toEqual([
      { role: 'user', content: QUESTION },
      { role: 'assistant', content: first.body.content },
    ]);
    const reused = await turn(rp.url, seller, session.id, 'a1b2c3d4-0000-4000-8000-000000000001', 'Something else entirely').expect(422);
    expect(reused.body.message).toMatch(/Idempotency-Key was already used for another message/);
  });

  it('stores one copy when two instances get the same turn at once, and streams the stored reply to a later retry', async () => {
    const seller = await rp.newUser('practice');
    const other = await rp.startInstance();
    const { body: session } = await create(seller).expect(201);
    const [a, b] = await Promise.all([turn(rp.url, seller, session.id, 'turn-on-two'), turn(other.url, seller, session.id, 'turn-on-two')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await storedTurns(seller, session.id)).toHaveLength(2);

    const streamed = await turn(rp.url, seller, session.id, 'turn-on-two')
      .set('Accept', 'text/event-stream')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    const events = (streamed.body as string)
      .trim()
      .split('\n\n')
      .map((block) => ({
        event: /^event: (.+)$/m.exec(block)![1],
        data: JSON.parse(/^data: (.+)$/m.exec(block)![1]),
      }));
    expect(
      events
        .filter((e) => e.event === 'text')
        .map((e) => e.data.text)
        .join(''),
    ).toBe(a.body.content);
    expect(events.at(-1)).toEqual({ event: 'done', data: a.body });
    expect(await storedTurns(seller, session.id)).toHaveLength(2);
  });

  it('answers a retry from storage even after the session was completed (the reply the client missed)', async () => {
    const seller = await rp.newUser('practice');
    const { body: session } = await create(seller).expect(201);
    const first = await turn(rp.url, seller, session.id, 'before-complete').expect(200);
    await request(rp.url).post(`${BASE}/${session.id}/complete`).set(seller.auth).expect(200);
    expect((await turn(rp.url, seller, session.id, 'before-complete').expect(200)).body).toEqual(first.body);
    expect(await storedTurns(seller, session.id)).toHaveLength(2);
  });
});

describe('coach calls per user (3 a minute here)', () => {
  it('answers 429 with Retry-After past the limit, turns and completions together, and stores nothing more', async () => {
    const [seller, other] = [await rp.newUser('practice'), await rp.newUser('practice')];
    const { body: session } = await create(seller).expect(201);
    await turn(rp.url, seller, session.id, 'limit-1').expect(200);
    await turn(rp.url, seller, session.id, 'limit-2', 'How do you decide on tools like this?').expect(200);
    await turn(rp.url, seller, session.id, 'limit-3', 'Who else is involved?').expect(200);
    const limited = await turn(rp.url, seller, session.id, 'limit-4', 'What happens next?').expect(429);
    expect(limited.body.message).toMatch(/^Too many coach requests; try again in \d+ seconds$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(20);
    await request(rp.url).post(`${BASE}/${session.id}/complete`).set(seller.auth).expect(429);
    expect(await storedTurns(seller, session.id)).toHaveLength(6);
    // Creating and reading are not coach calls; other users have their own budget.
    await create(seller).expect(201);
    const { body: theirs } = await create(other).expect(201);
    await turn(rp.url, other, theirs.id, 'other-1').expect(200);
  });
});

it('refuses the tokens of a sign-in auth has revoked, from its next poll on', async () => {
  const seller = await rp.newUser('practice');
  await request(rp.url).get(BASE).set(seller.auth).expect(200);
  await rp.revokeAndPoll(seller.claims.sid);
  expect((await request(rp.url).get(BASE).set(seller.auth).expect(401)).body.message).toBe('Session has ended; sign in again');
});
