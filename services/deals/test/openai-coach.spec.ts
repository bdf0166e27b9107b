import { type FakeOpenAI, startFakeOpenAI } from '@blindspot/coach/testing';
import request from 'supertest';
import { type DealsHarness, parseEvents, startDeals, type TestUser } from './support/deals.js';

const BASE = '/api/deal-analyses';
const FIRST_MESSAGE = 'Please analyze this deal using the SPIN methodology.';

describe('deal chat with an OpenAI-compatible model', () => {
  let model: FakeOpenAI;
  let deals: DealsHarness;
  let user: TestUser;

  beforeAll(async () => {
    model = await startFakeOpenAI();
    deals = await startDeals({
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: model.baseURL, OPENAI_MODEL: 'local-model', COACH_TIMEOUT_MS: '500' },
    });
    user = await deals.newUser('pro');
  });
  afterAll(async () => {
    await deals.close();
    await model.close();
  });

  const newAnalysis = async () =>
    (
      await request(deals.url)
        .post(BASE)
        .set(user.auth)
        .send({ dealNotes: 'They lose 10 hours a week to manual invoicing.', methodology: 'spin' })
        .expect(201)
    ).body;

  it("streams the model's reply through server-sent events and stores it", async () => {
    model.behave({ kind: 'stream', chunks: ['## SPIN', ' analysis', '\nSituation: covered.'] });
    const analysis = await newAnalysis();
    const response = await request(deals.url)
      .post(`${BASE}/${analysis.id}/message`)
      .set(user.auth)
      .set('Accept', 'text/event-stream')
      .send({ message: FIRST_MESSAGE })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    const events = parseEvents(response.body as string);
    expect(events.filter((e) => e.event === 'text').map((e) => e.data.text)).toEqual(['## SPIN', ' analysis', '\nSituation: covered.']);
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: {
        coach: 'openai',
        messages: [
          { role: 'user', content: FIRST_MESSAGE },
          { role: 'assistant', content: '## SPIN analysis\nSituation: covered.' },
        ],
      },
    });
    const sent = model.requests.find((r) => r.body.stream)!.body;
    expect(sent.model).toBe('local-model');
    expect(sent.messages[1].content).toContain('They lose 10 hours a week to manual invoicing.');
  });

  it("stores the model's coverage checklist beside the prose, keeping only quotes found in the notes", async () => {
    model.behave({ kind: 'stream', chunks: ['## SPIN analysis'] });
    model.answerSchema('deal_coverage', {
      kind: 'json',
      content: JSON.stringify({
        elements: [
          {
            element: 'problem',
            name: 'Problem',
            status: 'covered',
            quotes: ['They lose 10 hours a week to manual invoicing.'],
            stillMissing: [],
            nextQuestions: [],
          },
          {
            element: 'need-payoff',
            name: 'Need-Payoff',
            status: 'covered',
            quotes: ['They would save $1M.'],
            stillMissing: [],
            nextQuestions: ['What would it be worth?'],
          },
        ],
        risks: ['Single-threaded.'],
        nextSteps: ['Quantify the cost.'],
      }),
    });
    try {
      const analysis = await newAnalysis();
      const { body } = await request(deals.url)
        .post(`${BASE}/${analysis.id}/message`)
        .set(user.auth)
        .send({ message: FIRST_MESSAGE })
        .expect(200);
      const coverageRequest = model.requests.find((r) => r.body.response_format?.json_schema?.name === 'deal_coverage')!;
      expect(coverageRequest.body.response_format.json_schema.schema.required).toEqual(['elements', 'risks', 'nextSteps']);
      const byKey = Object.fromEntries(body.coverage.elements.map((e: { element: string }) => [e.element, e]));
      expect(Object.keys(byKey)).toEqual(['situation', 'problem', 'implication', 'need-payoff']);
      expect(byKey.problem).toMatchObject({ status: 'covered', quotes: ['They lose 10 hours a week to manual invoicing.'] });
      expect(byKey['need-payoff']).toMatchObject({ status: 'unconfirmed', quotes: [] });
      expect(byKey.situation).toMatchObject({ status: 'missing' });
      const stored = await request(deals.url).get(`${BASE}/${analysis.id}`).set(user.auth).expect(200);
      expect(stored.body.coverage).toEqual(body.coverage);
    } finally {
      model.answerSchema('deal_coverage', { kind: 'json', content: JSON.stringify({ elements: [], risks: [], nextSteps: [] }) });
    }
  });

  it('answers 502 JSON when the model fails, storing nothing', async () => {
    model.behave({ kind: 'error', status: 500 });
    const analysis = await newAnalysis();
    const { body } = await request(deals.url)
      .post(`${BASE}/${analysis.id}/message`)
      .set(user.auth)
      .send({ message: FIRST_MESSAGE })
      .expect(502);
    expect(body).toMatchObject({ statusCode: 502, message: expect.stringMatching(/AI model failed/) });
    const stored = await request(deals.url).get(`${BASE}/${analysis.id}`).set(user.auth).expect(200);
    expect(stored.body.messages).toEqual([]);
  });

  it('answers 504 JSON when the model does not answer in time', async () => {
    model.behave({ kind: 'hang' });
    const analysis = await newAnalysis();
    const { body } = await request(deals.url)
      .post(`${BASE}/${analysis.id}/message`)
      .set(user.auth)
      .send({ message: FIRST_MESSAGE })
      .expect(504);
    expect(body.message).toMatch(/did not answer in time/);
  });

  it('ends a stream that stalls with an error event', async () => {
    model.behave({ kind: 'stall-after', chunks: ['Partial'] });
    const analysis = await newAnalysis();
    const response = await request(deals.url)
      .post(`${BASE}/${analysis.id}/message`)
      .set(user.auth)
      .set('Accept', 'text/event-stream')
      .send({ message: FIRST_MESSAGE })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    const events = parseEvents(response.body as string);
    expect(events[0]).toEqual({ event: 'text', data: { text: 'Partial' } });
    expect(events.at(-1)!.event).toBe('error');
    expect(events.at(-1)!.data.statusCode).toBe(504);
    const stored = await request(deals.url).get(`${BASE}/${analysis.id}`).set(user.auth).expect(200);
    expect(stored.body.messages).toEqual([]);
  });
});
