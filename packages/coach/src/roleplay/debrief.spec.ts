import { GUARDEDNESS } from './buyer.js';
import { offlineBuyerDebrief } from './debrief.js';
import { sessionFacts } from './drill-facts.js';
import { playLines, sampleSetup } from './fixtures/transcripts.js';

describe("the offline buyer's-eye debrief", () => {
  const setup = sampleSetup('debrief-spec', { scenario: 'discovery', difficulty: 'medium' });
  const facts = sessionFacts(setup);

  it("tells, turn by turn, how the buyer's trust moved and why, each point citing the turn", () => {
    const history = playLines(setup, [
      'Our platform is best-in-class and we help companies like yours cut costs by 30%.',
      'What are the biggest challenges with your month-end process today?',
      'What happens to your plans if that keeps going?',
      'Walk me through every step from a yes from you to a signed contract?',
    ]);
    const debrief = offlineBuyerDebrief(setup, history);
    expect(debrief.coach).toBe('offline');
    expect(debrief.startTrust).toBe(GUARDEDNESS.medium.startTrust);
    expect(debrief.thoughts.map((t) => t.turn)).toEqual([1, 2, 3, 4]);
    const [pitch, pain, , process] = debrief.thoughts;
    expect(pitch).toMatchObject({ change: 'fell', quote: expect.stringContaining('Our platform is best-in-class') });
    expect(pitch.thought).toMatch(/pitched before you knew/);
    expect(pain.change).toBe('rose');
    expect(pain.thought).toMatch(/A real question, so I told you about .*the pain/);
    expect(process.thought).toMatch(/decision process/);
    // The line never leaves the scale.
    for (const t of debrief.thoughts) expect(t.trust).toBeGreaterThanOrEqual(0);
  });

  it('lists the held facts the seller never earned, with what the buyer would have said and a question that earns it', () => {
    const history = playLines(setup, ['Do you have a budget for this?', 'What are the biggest challenges with your process today?']);
    const debrief = offlineBuyerDebrief(setup, history);
    const budget = debrief.unearned.find((f) => f.topic === 'budget');
    // Asked, but closed: the short answer only, so the fact stays unearned and names the turn that came closest.
    expect(budget).toEqual({
      topic: 'budget',
      label: 'Budget',
      fact: facts.topics.budget.open,
      question: expect.stringMatching(/funded/),
      askedAt: 1,
    });
    const process = debrief.unearned.find((f) => f.topic === 'decision-process');
    expect(process).toMatchObject({ fact: facts.topics['decision-process'].open, askedAt: null });
    // The pain was asked about openly: earned, not listed.
    expect(debrief.unearned.map((f) => f.topic)).not.toContain('pain');
    // A discovery buyer raises objections from turn 4 on: both stayed unspoken in a two-turn call.
    expect(debrief.unspokenObjections).toEqual(facts.objections);
    expect(debrief.neededToHear).toContain(facts.topics['decision-process'].open);
  });

  it('names the turn where the call was lost, and the one where it was won', () => {
    const lost = offlineBuyerDebrief(
      setup,
      playLines(setup, [
        'Our platform is best-in-class and we help companies like yours cut costs by 30%.',
        'We are the leader in the market and our customers love us.',
      ]),
    );
    expect(lost.turningPoint).toMatchObject({ turn: 1, outcome: 'lost' });
    expect(lost.neededToHear).toMatch(/ask about my problem/);

    const won = offlineBuyerDebrief(
      setup,
      playLines(setup, [
        'What are the biggest challenges with your month-end process today?',
        'How does that affect the rest of the business?',
      ]),
    );
    expect(won.turningPoint).toMatchObject({ outcome: 'won' });
    expect(won.thoughts[won.turningPoint!.turn - 1].change).toBe('rose');
  });

  it('reads an objection the seller stepped past, and the one they acknowledged', () => {
    const objection = sampleSetup('debrief-spec', { scenario: 'objection', difficulty: 'medium' });
    const history = playLines(objection, [
      'What are the biggest challenges with your process today?',
      'Our product has the best features on the market.',
    ]);
    const debrief = offlineBuyerDebrief(objection, history);
    const objections = sessionFacts(objection).objections;
    expect(debrief.thoughts[0].thought).toContain(`Then I raised what was on my mind: "${objections[0]}"`);
    expect(debrief.thoughts[1].thought).toMatch(/You stepped past my concern/);
    expect(debrief.thoughts[1].change).toBe('fell');
    expect(debrief.unspokenObjections).toEqual(objections.slice(1));
  });

  it('is empty for a conversation with no seller turn, and the same every time', () => {
    expect(offlineBuyerDebrief(setup, [])).toMatchObject({ thoughts: [], turningPoint: null });
    const history = playLines(setup, ['What are the biggest challenges with your process today?']);
    expect(offlineBuyerDebrief(setup, history)).toEqual(offlineBuyerDebrief(setup, history));
  });
});
