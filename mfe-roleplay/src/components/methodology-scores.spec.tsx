import type { RoleplayMethodologyScores, RoleplaySession } from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

// The scores come from a stand-in for the API module (no network under jsdom).
let answer: { data?: RoleplayMethodologyScores; isError?: boolean; error?: unknown } = {};
const useMethodologyScores = jest.fn(() => answer);
jest.unstable_mockModule('../api/practice.js', () => ({ useMethodologyScores }));
const { MethodologyScores } = await import('./methodology-scores.js');

const session = { id: 's1', methodology: 'spin', completed: true, scored: true, score: 6 } as unknown as RoleplaySession;

const result = (methodology: string, name: string, score: number, covered: boolean) =>
  ({
    methodology,
    name,
    score,
    keyTakeaway: '',
    rubric: [],
    elements: [
      { element: `${methodology}-a`, name: `${name} A`, turn: covered ? 2 : null, quote: covered ? '"Who signs off on this?"' : null },
      { element: `${methodology}-b`, name: `${name} B`, turn: null, quote: null },
    ],
  }) as RoleplayMethodologyScores['results'][number];

const scores: RoleplayMethodologyScores = {
  sessionId: 's1',
  scorer: 'rubric',
  sessionCoach: 'offline',
  sessionMethodology: 'spin',
  results: [
    result('meddic', 'MEDDIC', 7, true),
    result('challenger', 'Challenger Sale', 2, false),
    result('spin', 'SPIN Selling', 6, true),
    result('gap', 'Gap Selling', 9, true),
  ],
};

describe('MethodologyScores', () => {
  it("shows the four scores with their grades and every element line, marking the session's methodology", () => {
    answer = { data: scores };
    render(<MethodologyScores session={session} />);
    expect(useMethodologyScores).toHaveBeenCalledWith('s1', true);
    expect(screen.getByRole('heading', { name: 'Score under other methodologies' })).toBeInTheDocument();
    const meddic = screen.getByTestId('methodology-score-meddic');
    expect(within(meddic).getByRole('heading', { name: 'MEDDIC' })).toBeInTheDocument();
    expect(within(meddic).getByTestId('rescore-score')).toHaveTextContent('7/10');
    expect(within(meddic).getByText('Good')).toBeInTheDocument();
    expect(within(meddic).getByText('1 of 2 elements covered')).toBeInTheDocument();
    const lines = within(meddic).getAllByTestId('rescore-element');
    expect(lines[0]).toHaveTextContent('MEDDIC A: Turn 2: "Who signs off on this?"');
    expect(lines[1]).toHaveTextContent('MEDDIC B: not covered');
    expect(within(screen.getByTestId('methodology-score-spin')).getByText('This session')).toBeInTheDocument();
    expect(within(meddic).queryByText('This session')).toBeNull();
    expect(within(screen.getByTestId('methodology-score-challenger')).getByText('Needs Work')).toBeInTheDocument();
    expect(within(screen.getByTestId('methodology-score-gap')).getByText('Excellent')).toBeInTheDocument();
  });

  it("says the scores are the rubric's when the session itself was scored by the AI coach", () => {
    answer = { data: { ...scores, sessionCoach: 'openai' } };
    render(<MethodologyScores session={session} />);
    expect(screen.getByTestId('rescore-note')).toHaveTextContent(/built-in rubric.*6\/10 came from the AI coach/);
  });

  it('shows the error message when the scores cannot be loaded', () => {
    answer = { isError: true, error: { body: { message: 'This session was not scored: it has no seller turn to score.' } } };
    render(<MethodologyScores session={session} />);
    expect(screen.getByText('This session was not scored: it has no seller turn to score.')).toBeInTheDocument();
  });
});
