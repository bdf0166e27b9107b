import { GOOD_DISCOVERY_LINES, PITCH_FIRST_LINES, playLines, sampleSetup } from './fixtures/transcripts.js';
import { RUBRIC_POINTS, scoreTranscript } from './scoring.js';

describe('scoreTranscript', () => {
  const setup = sampleSetup('scoring-spec');
  const good = playLines(setup, GOOD_DISCOVERY_LINES);
  const pitchFirst = playLines(setup, PITCH_FIRST_LINES);

  it('scores a good discovery call clearly above a pitch-first call', () => {
    const goodScore = scoreTranscript(setup, good);
    const pitchScore = scoreTranscript(setup, pitchFirst);
    expect(goodScore.score).toBeGreaterThanOrEqual(8);
    expect(pitchScore.score).toBeLessThanOrEqual(2);
    expect(goodScore.score - pitchScore.score).toBeGreaterThanOrEqual(6);
    expect(pitchScore.keyTakeaway).toMatch(/pitch/);
  });

  it('names the turn in every didWell and missed item', () => {
    for (const transcript of [good, pitchFirst, playLines(setup, GOOD_DISCOVERY_LINES.slice(0, 3))]) {
      const result = scoreTranscript(setup, transcript);
      for (const item of [...result.didWell, ...result.missed]) expect(item).toMatch(/^Turn \d+: /);
    }
    expect(scoreTranscript(setup, pitchFirst).missed[0]).toMatch(/^Turn 1: you pitched/);
  });

  it('gives the same score for the same transcript', () => {
    expect(scoreTranscript(setup, good)).toEqual(scoreTranscript(setup, good));
  });

  it('scores an empty conversation 0 with no feedback', () => {
    expect(scoreTranscript(setup, [])).toEqual({ score: 0, didWell: [], missed: [], keyTakeaway: '', rubric: [] });
    expect(scoreTranscript(setup, [{ role: 'assistant', content: 'Hi there.' }]).score).toBe(0);
  });

  it('keeps the rubric as evidence and adds up to the score', () => {
    const { rubric, score } = scoreTranscript(setup, good);
    expect(rubric.map((c) => c.id)).toEqual(['methodology', 'open-questions', 'listening', 'objections', 'next-step', 'early-pitch']);
    const max = Object.values(RUBRIC_POINTS).reduce((a, b) => a + b, 0);
    expect(max).toBe(10);
    expect(Math.round(rubric.reduce((sum, c) => sum + c.points, 0))).toBe(score);
    expect(rubric.find((c) => c.id === 'methodology')!.detail).toMatch(/Situation \(turn 1\)/);
  });

  it('uses the rubric of the chosen methodology', () => {
    const meddic = scoreTranscript({ methodology: 'meddic' }, good);
    expect(meddic.rubric[0].label).toBe('MEDDIC elements covered');
    expect(meddic.rubric[0].detail).toMatch(/Economic Buyer \(turn 7\)/);
    const gap = scoreTranscript({ methodology: 'gap' }, good);
    expect(gap.rubric[0].detail).toMatch(/Current State \(turn 1\)/);
    const challenger = scoreTranscript({ methodology: 'challenger' }, good);
    expect(challenger.rubric[0].detail).toMatch(/Take Control \(turn 10\)/);
  });

  it('flags an unacknowledged objection and a missing next step at their turns', () => {
    const objection = sampleSetup('scoring-spec', { scenario: 'objection' });
    const transcript = playLines(objection, [
      'How did the proposal land?',
      'Our pricing reflects our best-in-class platform.',
      'What else matters to you?',
    ]);
    const { missed } = scoreTranscript(objection, transcript);
    expect(missed.some((m) => /^Turn 2: the buyer's objection .* went unacknowledged/.test(m))).toBe(true);
    expect(missed.some((m) => /^Turn 3: the conversation ended without a concrete next step/.test(m))).toBe(true);
  });
});
