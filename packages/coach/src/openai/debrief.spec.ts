import { CoachError } from '../errors.js';
import { sessionFacts } from '../roleplay/drill-facts.js';
import { playLines, sampleSetup } from '../roleplay/fixtures/transcripts.js';
import { type CompleteJson, debriefMessages, openAIBuyerDebrief } from './debrief.js';

describe("the model's buyer's-eye debrief", () => {
  const setup = sampleSetup('openai-debrief-spec', { scenario: 'objection' });
  const facts = sessionFacts(setup);
  const history = playLines(setup, [
    'What are the biggest challenges with your process today?',
    'Our product has the best features on the market.',
  ]);
  const good = {
    thoughts: [
      { turn: 1, trust: 2, thought: 'A fair question; I opened up.' },
      { turn: 2, trust: 0, thought: '  He ignored my price concern.  ' },
    ],
    unearnedTopics: ['budget', 'decision-process', 'budget'],
    unspokenObjections: [3, 2, 9],
    turningPoint: { turn: 2, outcome: 'lost', why: 'The pitch after my objection.' },
    neededToHear: 'That my price concern was heard.',
  };
  /** The model at the edge: answers in turn, and records what it was sent. */
  const model = (...answers: unknown[]) => {
    const sent: Parameters<CompleteJson>[] = [];
    const complete: CompleteJson = async (...args) => {
      sent.push(args);
      const next = answers.shift();
      return typeof next === 'string' ? next : JSON.stringify(next);
    };
    return { complete, sent };
  };

  it('briefs the model with its hidden facts, its numbered objections and the numbered transcript, asking for strict JSON', async () => {
    const { complete, sent } = model(good);
    await openAIBuyerDebrief(complete, setup, history);
    const [messages, format] = sent[0];
    expect(format).toMatchObject({ type: 'json_schema', json_schema: { name: 'buyer_debrief', strict: true } });
    expect(messages[0].content).toContain(facts.topics['decision-process'].open);
    expect(messages[0].content).toContain(`1. "${facts.objections[0]}"`);
    expect(messages[1].content).toContain('Seller (turn 2): Our product has the best features on the market.');
    expect(debriefMessages(setup, history)).toEqual(messages);
  });

  it("keeps what the briefing and the transcript back: the facts' wording, the quotes, known objections, each turn once", async () => {
    const debrief = await openAIBuyerDebrief(model(good).complete, setup, history);
    expect(debrief).toMatchObject({ coach: 'openai', startTrust: 1, maxTrust: 6, neededToHear: 'That my price concern was heard.' });
    expect(debrief.thoughts).toEqual([
      {
        turn: 1,
        trust: 2,
        change: 'rose',
        thought: 'A fair question; I opened up.',
        quote: '"What are the biggest challenges with your process today?"',
      },
      {
        turn: 2,
        trust: 0,
        change: 'fell',
        thought: 'He ignored my price concern.',
        quote: '"Our product has the best features on the market."',
      },
    ]);
    expect(debrief.unearned.map((f) => [f.topic, f.fact])).toEqual([
      ['budget', facts.topics.budget.open],
      ['decision-process', facts.topics['decision-process'].open],
    ]);
    expect(debrief.unspokenObjections).toEqual([facts.objections[1], facts.objections[2]]);
    expect(debrief.turningPoint).toEqual({
      turn: 2,
      outcome: 'lost',
      why: 'The pitch after my objection.',
      quote: '"Our product has the best features on the market."',
    });
  });

  it('asks once more when the answer is not JSON, breaks the schema or names turns the transcript does not have, then fails as the coach does', async () => {
    const retried = model('not json', good);
    expect((await openAIBuyerDebrief(retried.complete, setup, history)).thoughts).toHaveLength(2);
    expect(retried.sent).toHaveLength(2);

    const wrongTurns = { ...good, thoughts: [...good.thoughts, { turn: 7, trust: 1, thought: 'A turn that never happened.' }] };
    const outOfScale = { ...good, thoughts: [{ turn: 1, trust: 9, thought: 'x' }, good.thoughts[1]] };
    await expect(openAIBuyerDebrief(model(wrongTurns, outOfScale).complete, setup, history)).rejects.toThrow(CoachError);
    await expect(openAIBuyerDebrief(model({ ...good, unearnedTopics: ['gossip'] }, 'null').complete, setup, history)).rejects.toThrow(
      /unexpected shape/,
    );
  });
});
