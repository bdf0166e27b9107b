import type { RoleplaySession } from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { SessionFeedback } from './session-feedback.js';

const base = { id: 's1', completed: true, didWell: [], missed: [], keyTakeaway: '', rubric: [] } as unknown as RoleplaySession;

describe('SessionFeedback', () => {
  it('shows No feedback available for an empty result', () => {
    render(<SessionFeedback session={{ ...base, score: 0 }} onPracticeAgain={() => {}} />);
    expect(screen.getByText('Practice Session Complete')).toBeInTheDocument();
    expect(screen.getByTestId('session-score')).toHaveTextContent('0/10');
    expect(screen.getByTestId('session-grade')).toHaveTextContent('Needs Work');
    for (const id of ['did-well', 'missed', 'key-takeaway']) {
      expect(within(screen.getByTestId(id)).getByText('No feedback available')).toBeInTheDocument();
    }
  });

  it('shows the score in its colour, the grade, the turn-named items and the rubric', () => {
    const session = {
      ...base,
      score: 8,
      didWell: ['Turn 2: Problem: "What is hardest?"'],
      missed: ['Turn 5: no Need-Payoff yet.'],
      keyTakeaway: 'Close on a dated next step.',
      rubric: [{ id: 'methodology', label: 'SPIN Selling elements covered', points: 3, maxPoints: 4, turns: [1, 2, 3], detail: '3 of 4' }],
    };
    const practiceAgain = jest.fn();
    render(<SessionFeedback session={session} onPracticeAgain={practiceAgain} />);
    expect(screen.getByTestId('session-score')).toHaveTextContent('8/10');
    // Green: the design system's success colour.
    expect(screen.getByTestId('session-score').className).toMatch(/\btext-success\b/);
    expect(screen.getByTestId('session-grade')).toHaveTextContent('Good');
    expect(screen.getByText('Turn 2: Problem: "What is hardest?"')).toBeInTheDocument();
    expect(screen.getByText('Turn 5: no Need-Payoff yet.')).toBeInTheDocument();
    expect(screen.getByText('Close on a dated next step.')).toBeInTheDocument();
    expect(within(screen.getByTestId('rubric')).getByText('3 / 4')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Practice Again' }).click();
    expect(practiceAgain).toHaveBeenCalled();
  });
});
