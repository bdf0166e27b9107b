import { CoachError, collect, createCoach, type DealContext, OpenAICoach, type RoleplayContext } from '../src/index.js';
import { FOLLOW_UP_GROUNDING } from '../src/openai/prompts.js';
import { type FakeOpenAI, startFakeOpenAI } from '../src/testing/fake-openai-server.js';

const deal: DealContext = {
  dealName: 'Acme renewal',
  dealNotes: 'They lose 10 hours a week reconciling invoices by hand.',
  methodology: 'spin',
  stage: 'discovery',
  dealSize: '48000',
  sellerProfile: { competitors: 'Globex', differentiation: 'real-time sync' },
};

const roleplay: RoleplayContext = {
  seed: 'fixed-session',
  scenario: 'discovery',
  persona: 'cfo',
  methodology: 'spin',
  difficulty: 'hard',
  buyerTitle: null,
  account: {
    company: 'Granite Freight',
    industry: 'Logistics',
    size: '450 employees',
    revenue: '$90M',
    situation: 'Margins are shrinking.',
  },
  buyer: { name: 'Elena Rossi', role: 'Chief Financial Officer', profile: 'Numbers first.', goal: 'Protect margin.' },
};

describe('OpenAICoach against an OpenAI-compatible server', () => {
  let server: FakeOpenAI;
  let coach: OpenAICoach;

  beforeAll(async () => {
    server = await startFakeOpenAI();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    coach = new OpenAICoach({ apiKey: 'test-key', baseURL: server.baseURL, model: 'test-model', timeoutMs: 400 });
  });

  it('is chosen when OPENAI_API_KEY is set, and the offline coach otherwise', () => {
    expect(createCoach({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: server.baseURL }).name).toBe('openai');
    expect(createCoach({}).name).toBe('offline');
  });

  it('streams a deal analysis, sending the model, the methodology and the seller profile', async () => {
    server.behave({ kind: 'stream', chunks: ['## SPIN ', 'analysis', '\nSituation: covered.'] });
    const chunks: string[] = [];
    for await (const chunk of coach.analyzeDeal(deal)) chunks.push(chunk);

    expect(chunks).toEqual(['## SPIN ', 'analysis', '\nSituation: covered.']);
    const request = server.requests[0];
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('test-model');
    expect(request.body.stream).toBe(true);
    const [system, user] = request.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Need-Payoff');
    expect(system.content).toContain('Main competitors: Globex');
    expect(system.content).toContain('Differentiation: real-time sync');
    expect(user.content).toContain('They lose 10 hours a week reconciling invoices by hand.');
    expect(user.content).toContain('Deal size: $48,000');
  });

  it('sends the conversation so far and the new question for a follow-up', async () => {
    server.behave({ kind: 'stream', chunks: ['Ask about the CFO.'] });
    const history = [
      { role: 'user' as const, content: 'Please analyze this deal using the SPIN methodology.' },
      { role: 'assistant' as const, content: 'Analysis...' },
    ];
    expect(await collect(coach.answerDealQuestion(deal, history, 'Who signs?'))).toBe('Ask about the CFO.');
    const messages = server.requests[0].body.messages;
    expect(messages.slice(-4).map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'Please analyze this deal using the SPIN methodology.'],
      ['assistant', 'Analysis...'],
      ['user', 'Who signs?'],
      // Grounding comes last: quote the notes, and say so when they do not answer the question.
      ['system', FOLLOW_UP_GROUNDING],
    ]);
    expect(FOLLOW_UP_GROUNDING).toContain('Your notes do not say');
  });

  it('plays the buyer from the persona facts', async () => {
    server.behave({ kind: 'stream', chunks: ['Why should I care?'] });
    const reply = await collect(coach.buyerReply(roleplay, [{ role: 'user', content: 'Hi Elena, we have a great product.' }]));
    expect(reply).toBe('Why should I care?');
    const system = server.requests[0].body.messages[0].content;
    expect(system).toContain('Elena Rossi');
    expect(system).toContain('Granite Freight');
    expect(system).toContain('sceptical');
  });

  it('turns an upstream error into a CoachError of kind upstream (502)', async () => {
    server.behave({ kind: 'error', status: 500 });
    const error = await collect(coach.analyzeDeal(deal)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoachError);
    expect((error as CoachError).kind).toBe('upstream');
    expect((error as CoachError).statusCode).toBe(502);
  });

  it('times out when the server never answers, and when a stream stalls', async () => {
    server.behave({ kind: 'hang' });
    const started = Date.now();
    const hung = await collect(coach.analyzeDeal(deal)).catch((e: unknown) => e);
    expect((hung as CoachError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);

    server.behave({ kind: 'stall-after', chunks: ['Partial '] });
    const received: string[] = [];
    const stalled = await (async () => {
      for await (const chunk of coach.analyzeDeal(deal)) received.push(chunk);
    })().catch((e: unknown) => e);
    expect(received).toEqual(['Partial ']);
    expect((stalled as CoachError).statusCode).toBe(504);
  });

  it('scores with a JSON schema, checks the answer and keeps the rubric evidence', async () => {
    const judgement = {
      score: 7,
      didWell: ['Turn 1: opened with a question'],
      missed: ['Turn 2: no implication question'],
      keyTakeaway: 'Dig deeper.',
    };
    server.behave({ kind: 'json', content: JSON.stringify(judgement) });
    const history = [
      { role: 'user' as const, content: 'How do you handle invoice matching today?' },
      { role: 'assistant' as const, content: 'Mostly by hand.' },
    ];
    const score = await coach.scoreRoleplay(roleplay, history);
    expect(score).toMatchObject(judgement);
    expect(score.rubric.length).toBeGreaterThan(0);
    const format = server.requests[0].body.response_format;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.schema.required).toEqual(['score', 'didWell', 'missed', 'keyTakeaway']);

    server.behave({ kind: 'json', content: JSON.stringify({ ...judgement, score: 14 }) });
    await expect(coach.scoreRoleplay(roleplay, history)).rejects.toMatchObject({ kind: 'upstream' });
  });
});
