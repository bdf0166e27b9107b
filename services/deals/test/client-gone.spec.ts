// A seller who closes the tab mid-reply stops the model call: the service closes its stream to the
// model at once, instead of letting it run (and bill tokens) for a reply nobody reads, and stores nothing.

import http from 'node:http';
import { type FakeOpenAI, startFakeOpenAI } from '@blindspot/coach/testing';
import request from 'supertest';
import { type DealsHarness, startDeals, type TestUser } from './support/deals.js';

const BASE = '/api/deal-analyses';

describe('deal chat when the client goes away', () => {
  let model: FakeOpenAI;
  let deals: DealsHarness;
  let user: TestUser;

  beforeAll(async () => {
    model = await startFakeOpenAI();
    // A timeout far longer than this test waits, so only the client going away can close the model's stream.
    deals = await startDeals({
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: model.baseURL, OPENAI_MODEL: 'local-model', COACH_TIMEOUT_MS: '60000' },
    });
    user = await deals.newUser('pro');
  });
  afterAll(async () => {
    await deals.close();
    await model.close();
  });

  it('stops the model call when the client goes away mid-reply, and stores nothing', async () => {
    model.behave({ kind: 'stall-after', chunks: ['## SPIN', ' analysis'] });
    const { body: analysis } = await request(deals.url)
      .post(BASE)
      .set(user.auth)
      .send({ dealNotes: 'They lose 10 hours a week to manual invoicing.', methodology: 'spin' })
      .expect(201);
    const before = model.disconnects;
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        new URL(`${BASE}/${analysis.id}/message`, deals.url),
        {
          method: 'POST',
          headers: { ...user.auth, 'content-type': 'application/json', accept: 'text/event-stream' },
        },
        (res) => {
          // The first words arrived: the seller closes the tab.
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', (error) => (error.message.includes('socket hang up') ? resolve() : reject(error)));
      req.end(JSON.stringify({ message: 'Please analyze this deal using the SPIN methodology.' }));
    });
    for (let i = 0; i < 250 && model.disconnects === before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(model.disconnects).toBeGreaterThan(before);
    const stored = await request(deals.url).get(`${BASE}/${analysis.id}`).set(user.auth).expect(200);
    expect(stored.body.messages).toEqual([]);
  });
});
