// The buyer's-eye debrief through the openai SDK against a local OpenAI-compatible server: the request
// asks for strict JSON under the debrief's schema, the answer is grounded, a bad one is asked for again.
import { CoachError, OpenAICoach, type RoleplayContext } from '../src/index.js';
import { type FakeOpenAI, startFakeOpenAI } from '../src/testing/fake-openai-server.js';

const roleplay: RoleplayContext = {
  seed: 'debrief-session',
  scenario: 'discovery',
  persona: 'cfo',
  methodology: 'meddic',
  difficulty: 'medium',
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
const history = [
  { role: 'user' as const, content: 'What is the hardest part of month-end for you?' },
  { role: 'assistant' as const, content: 'Close takes twelve days.' },
];
const answer = {
  thoughts: [{ turn: 1, trust: 2, thought: 'A real question about my week.' }],
  unearnedTopics: ['budget'],
  unspokenObjections: [1],
  turningPoint: { turn: 1, outcome: 'won', why: 'You asked about my problem first.' },
  neededToHear: 'A question about budget.',
};

describe("OpenAICoach's debrief against an OpenAI-compatible server", () => {
  let server: FakeOpenAI;
  let coach: OpenAICoach;

  beforeAll(async () => {
    server = await startFakeOpenAI();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    coach = new OpenAICoach({ apiKey: 'test-key', baseURL: server.baseURL, model: 'test-model', timeoutMs: 2000 });
  });

  it('asks for strict JSON under the debrief schema and answers it grounded in the transcript', async () => {
    server.behave({ kind: 'json', content: JSON.stringify(answer) });
    const debrief = await coach.buyerDebrief(roleplay, history);
    const request = server.requests[0];
    expect(request.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'buyer_debrief', strict: true } });
    expect(request.body.response_format.json_schema.schema.required).toEqual([
      'thoughts',
      'unearnedTopics',
      'unspokenObjections',
      'turningPoint',
      'neededToHear',
    ]);
    expect(request.body.messages[1].content).toContain('Seller (turn 1): What is the hardest part of month-end for you?');
    expect(debrief).toMatchObject({
      coach: 'openai',
      thoughts: [{ turn: 1, trust: 2, change: 'rose', quote: '"What is the hardest part of month-end for you?"' }],
      unearned: [{ topic: 'budget', label: 'Budget' }],
      turningPoint: { turn: 1, outcome: 'won' },
    });
  });

  it('asks once more after an answer that names a turn the call never had, then fails as the coach does (502)', async () => {
    const wrong = JSON.stringify({ ...answer, thoughts: [{ turn: 4, trust: 2, thought: 'x' }] });
    server.behave({ kind: 'json-sequence', contents: [wrong, JSON.stringify(answer)] });
    expect((await coach.buyerDebrief(roleplay, history)).thoughts).toHaveLength(1);
    expect(server.requests).toHaveLength(2);

    server.behave({ kind: 'json', content: wrong });
    const failure = await coach.buyerDebrief(roleplay, history).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CoachError);
    expect((failure as CoachError).statusCode).toBe(502);
  });
});
