import { classifyTurn } from './classify.js';

describe('classifyTurn', () => {
  it('tells open questions from closed ones, including after a lead-in clause', () => {
    expect(classifyTurn('To start, could you walk me through how your team handles this today?')).toMatchObject({ openQuestions: 1, closedQuestions: 0 });
    expect(classifyTurn('Do you have budget for this?')).toMatchObject({ openQuestions: 0, closedQuestions: 1, topics: ['budget'] });
    expect(classifyTurn('Thanks. What is the hardest part? Is it the reporting?')).toMatchObject({ openQuestions: 1, closedQuestions: 1 });
  });

  it('reads SPIN types from the question', () => {
    expect(classifyTurn('How many people work on the forecast today?').spin).toContain('situation');
    expect(classifyTurn('What are the biggest challenges with that process?').spin).toEqual(['problem']);
    expect(classifyTurn('What happens to your plans when the forecast misses?').spin).toContain('implication');
    expect(classifyTurn('If you could fix that, what would it mean for your team?').spin).toContain('need-payoff');
    // Asking what a problem leads to is Implication only, though it names the problem.
    expect(classifyTurn('How does that problem affect the rest of the organization?').spin).toEqual(['implication']);
    // Two questions in one turn keep their own types.
    expect(classifyTurn('What are the biggest challenges with the month-end close? And what does a late close cost you?').spin).toEqual(['problem', 'implication']);
  });

  it('maps topics to MEDDIC and Gap elements', () => {
    expect(classifyTurn('Who signs off on a purchase like this?').meddic).toContain('economic-buyer');
    expect(classifyTurn('What criteria will you use to evaluate the options?').meddic).toContain('decision-criteria');
    expect(classifyTurn('Who else is involved internally?').meddic).toContain('champion');
    expect(classifyTurn('What stands in the gap between where you are and where you want to be?').gap).toContain('gap');
  });

  it('spots Challenger moves', () => {
    expect(classifyTurn('We are seeing most CFOs lose a week a month to reconciliation. How does that compare?').challenger).toContain('teach');
    expect(classifyTurn('You mentioned the board is watching this. What do they need to see?').challenger).toContain('tailor');
    expect(classifyTurn('I would suggest we agree on a plan with your CFO.').challenger).toContain('take-control');
  });

  it('detects a pitch, an acknowledgement and a concrete next step', () => {
    expect(classifyTurn('Our platform is best-in-class and we help companies save 30%.').pitch).toBe(true);
    expect(classifyTurn('What is getting in the way today?').pitch).toBe(false);
    expect(classifyTurn('That is a fair concern. What is behind it?').acknowledges).toBe(true);
    expect(classifyTurn('Let us stay in touch and follow up at some point.')).toMatchObject({ nextStep: true, concreteNextStep: false });
    expect(classifyTurn('Can we book 30 minutes next Tuesday with your CFO?')).toMatchObject({ nextStep: true, concreteNextStep: true });
  });

  it('counts words and ignores surrounding whitespace', () => {
    expect(classifyTurn('  Hello there,   how are you?  ')).toMatchObject({ text: 'Hello there,   how are you?', words: 5 });
  });
});
