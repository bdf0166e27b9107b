// The analysis as data, from both coaches: the offline coach's reading and the OpenAI coach's answer
// to the generated schema (checked, retried once, quotes grounded in the notes).
import { dealCoverageSchema } from '@blindspot/contracts';
import { CoachError, type DealContext, OfflineCoach, OpenAICoach } from '../src/index.js';
import { type FakeOpenAI, startFakeOpenAI } from '../src/testing/fake-openai-server.js';

const deal: DealContext = {
  dealName: 'Halvorsen',
  dealNotes:
    'Tom Becker (CFO) owns the budget and signs anything above $50k.\nMonth-end close takes 12 ' +
    'days because reconciliation is done in spreadsheets.\nWe have no idea yet who else weighs ' +
    'in.',
  methodology: 'meddic',
  stage: 'qualification',
};

describe('offline coverage data', () => {
  it('lists every element of the methodology with status, quotes from the notes and questions', async () => {
    const coverage = await new OfflineCoach().assessDeal(deal);
    expect(dealCoverageSchema.parse(coverage)).toEqual(coverage);
    expect(coverage.elements.map((e) => e.element)).toEqual([
      'metrics',
      'economic-buyer',
      'decision-criteria',
      'decision-process',
      'identify-pain',
      'champion',
    ]);
    const byKey = Object.fromEntries(coverage.elements.map((e) => [e.element, e]));
    expect(byKey['economic-buyer']).toMatchObject({
      status: 'covered',
      quotes: ['Tom Becker (CFO) owns the budget and signs anything above $50k.'],
    });
    expect(byKey.metrics).toMatchObject({
      status: 'covered',
      quotes: ['Month-end close takes 12 days because reconciliation is done in spreadsheets.'],
    });
    expect(byKey['decision-criteria']).toMatchObject({ status: 'missing', quotes: [] });
    expect(byKey['decision-criteria'].nextQuestions.length).toBeGreaterThan(0);
    expect(coverage.risks.length).toBeGreaterThan(0);
  });
});

describe('OpenAI coverage data', () => {
  let server: FakeOpenAI;
  let coach: OpenAICoach;
  beforeAll(async () => {
    server = await startFakeOpenAI();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    // These tests answer the coverage schema through behave().
    server.answerSchema('deal_coverage', null);
    coach = new OpenAICoach({ apiKey: 'test-key', baseURL: server.baseURL, model: 'test-model', timeoutMs: 2000 });
  });

  const answer = (elements: unknown[]) => JSON.stringify({ elements, risks: ['No champion.'], nextSteps: ['Meet Tom.'] });
  const item = (element: string, status: string, quotes: string[] = []) => ({
    element,
    name: element,
    status,
    quotes,
    stillMissing: [],
    nextQuestions: [],
  });

  it('asks for the schema generated from the contract and grounds every quote in the notes', async () => {
    server.behave({
      kind: 'json',
      content: answer([
        item('economic-buyer', 'covered', ['Tom Becker (CFO) owns the budget and signs anything above $50k.']),
        // A quote the notes do not hold: dropped, and "covered" without proof becomes not confirmed.
        item('champion', 'covered', ['Anna is our champion.']),
        item('metrics', 'covered', ['month-end close takes 12 days because   reconciliation is done in spreadsheets.']),
      ]),
    });
    const coverage = await coach.assessDeal(deal);
    const format = server.requests[0].body.response_format;
    expect(format).toMatchObject({ type: 'json_schema', json_schema: { name: 'deal_coverage', strict: true } });
    expect(format.json_schema.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['elements', 'risks', 'nextSteps'],
    });
    const byKey = Object.fromEntries(coverage.elements.map((e) => [e.element, e]));
    expect(coverage.elements.map((e) => e.element)).toEqual([
      'metrics',
      'economic-buyer',
      'decision-criteria',
      'decision-process',
      'identify-pain',
      'champion',
    ]);
    expect(byKey['economic-buyer'].status).toBe('covered');
    expect(byKey.metrics.status).toBe('covered');
    expect(byKey.champion).toMatchObject({ status: 'unconfirmed', quotes: [] });
    expect(byKey['decision-process']).toMatchObject({ status: 'missing' });
  });

  it('asks once more after an answer that breaks the schema, then uses the good one', async () => {
    server.behave({ kind: 'json-sequence', contents: ['{"elements": "nope"}', answer([item('metrics', 'missing')])] });
    const coverage = await coach.assessDeal(deal);
    expect(server.requests).toHaveLength(2);
    expect(coverage.elements[0]).toMatchObject({ element: 'metrics', status: 'missing' });
  });

  it('fails as an upstream error after two bad answers', async () => {
    server.behave({ kind: 'json-sequence', contents: ['not json'] });
    await expect(coach.assessDeal(deal)).rejects.toMatchObject({ kind: 'upstream' });
    await expect(coach.assessDeal(deal)).rejects.toBeInstanceOf(CoachError);
  });
});
