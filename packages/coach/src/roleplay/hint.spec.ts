import { playLines, sampleSetup } from './fixtures/transcripts.js';
import { offlineCoachingHint } from './hint.js';
import type { Transcript } from './types.js';

const withTurn = (history: Transcript, content: string): Transcript => [...history, { role: 'user', content }];

describe('offlineCoachingHint', () => {
  const setup = sampleSetup('hint-spec');

  it("points at the seller's latest turn, not at the buyer", () => {
    expect(offlineCoachingHint(setup, withTurn([], 'Our platform is best-in-class and we help teams save 30%.'))).toMatch(
      /pitch before the buyer shared any pain/,
    );
    expect(offlineCoachingHint(setup, withTurn([], 'Do you use spreadsheets?'))).toMatch(/^Closed question/);
    expect(offlineCoachingHint(setup, withTurn([], 'Nice weather today.'))).toMatch(/No question/);
  });

  it('names the next methodology element to cover', () => {
    const hint = offlineCoachingHint(setup, withTurn([], 'Could you walk me through how the team works today?'));
    expect(hint).toMatch(/^Good Situation question\. Next, cover Problem/);
  });

  it('asks for acknowledgement right after an objection', () => {
    const objection = sampleSetup('hint-spec', { scenario: 'objection' });
    const opening = playLines(objection, ['How did the proposal land?']);
    expect(offlineCoachingHint(objection, withTurn(opening, 'We are the best on the market.'))).toMatch(/raised a concern/);
  });

  it('asks for a close late in the call', () => {
    const lines = Array.from({ length: 7 }, (_, i) => (i % 2 ? 'What are the biggest challenges there?' : 'How is the team set up today?'));
    expect(offlineCoachingHint(setup, playLines(setup, lines).slice(0, -1))).toMatch(/Time to close/);
  });
});
