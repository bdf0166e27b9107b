// One user cannot use up the coach for everyone: calls are limited per user (429 with Retry-After,
// counted in PostgreSQL), and the offline coach reads notes on worker threads, so another user's request
// is answered while a long analysis is still being written.
import { MAX_DEAL_NOTES } from '@blindspot/contracts';
import request from 'supertest';
import { type DealsHarness, startDeals, type TestUser } from './support/deals.js';

const BASE = '/api/deal-analyses';
const SENTENCES = [
  'Met Dana Ortiz, VP Operations, and her team lead Sam about dispatch for 40 drivers across three depots.',
  'They said late deliveries cost about $30k a month in refunds and two key accounts threatened to leave.',
  'Dana thinks the CFO signs anything above $50k but we have not met him and nobody confirmed the budget.',
  'They compared us with Samsara last quarter; the decision is due before the March board meeting.',
  'Next step: a demo for the depot managers on Tuesday, then a pilot proposal if they agree on success criteria.',
];
/** 20,000 characters of ordinary notes: the most a user may send, and a few hundred ms of the coach's CPU. */
const LONG_NOTES = Array.from({ length: 400 }, (_, i) => SENTENCES[i % SENTENCES.length])
  .join(' ')
  .slice(0, MAX_DEAL_NOTES);

let deals: DealsHarness;
beforeAll(async () => {
  deals = await startDeals({ env: { COACH_RATE_LIMIT_PER_MINUTE: '4' } });
});
afterAll(() => deals.close());

const create = (user: TestUser, dealNotes = 'Short notes: they need better routing.') =>
  request(deals.url).post(BASE).set(user.auth).send({ dealNotes, methodology: 'meddic' });

describe('coach calls per user (4 a minute in this file)', () => {
  it('answers 429 with Retry-After once a user has used them up, creations and messages together; others go on', async () => {
    const [heavy, other] = [await deals.newUser('pro'), await deals.newUser('pro')];
    const { body: analysis } = await create(heavy).expect(201);
    await create(heavy).expect(201);
    await request(deals.url).post(`${BASE}/${analysis.id}/message`).set(heavy.auth).send({ message: 'Analyze this deal.' }).expect(200);
    await request(deals.url).post(`${BASE}/${analysis.id}/message`).set(heavy.auth).send({ message: 'Who signs?' }).expect(200);

    const limited = await request(deals.url)
      .post(`${BASE}/${analysis.id}/message`)
      .set(heavy.auth)
      .send({ message: 'And now?' })
      .expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.body.message).toMatch(/^Too many coach requests; try again in \d+ seconds$/);
    // 4 a minute: the next call is allowed 15 s after the first.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15);
    await create(heavy).expect(429);
    // Nothing was stored for the refused message, and reading is never limited.
    const stored = await request(deals.url).get(`${BASE}/${analysis.id}`).set(heavy.auth).expect(200);
    expect(stored.body.messages).toHaveLength(4);
    await create(other).expect(201);
  });
});

describe('the offline coach off the event loop', () => {
  it("answers another user's list while one user's long analysis is still being written", async () => {
    const [writer, reader] = [await deals.newUser('pro'), await deals.newUser('pro')];
    const { body: analysis } = await create(writer, LONG_NOTES).expect(201);
    await create(reader).expect(201);

    const order: string[] = [];
    const profilesBefore = deals.sellerProfileRequests();
    const streamed = fetch(`${deals.url}${BASE}/${analysis.id}/message`, {
      method: 'POST',
      headers: { ...writer.auth, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: 'Please analyze this deal using the MEDDIC methodology.' }),
    }).then(async (response) => {
      const reader = response.body!.getReader();
      await reader.read(); // the first event: the coach has finished writing the analysis
      order.push('analysis: first words');
      while (!(await reader.read()).done);
      order.push('analysis: done');
    });
    // The reply has fetched its seller profile: the coach starts reading the notes now.
    while (deals.sellerProfileRequests() === profilesBefore) await new Promise((resolve) => setTimeout(resolve, 1));
    const listed = await request(deals.url).get(BASE).set(reader.auth);
    order.push(`list: ${listed.status}`);
    await streamed;
    // Ordering, not timing: on a single thread the list could only be answered after the analysis was written.
    expect(order).toEqual(['list: 200', 'analysis: first words', 'analysis: done']);
    const stored = await request(deals.url).get(`${BASE}/${analysis.id}`).set(writer.auth).expect(200);
    expect(stored.body.messages[1].content).toMatch(/MEDDIC/);
  });
});
