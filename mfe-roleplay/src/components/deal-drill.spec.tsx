import type { DealDrill, DealDrillProgress, RoleplaySession } from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

let progress: DealDrillProgress | undefined;
const useDrillProgress = jest.fn(() => ({ data: progress }));
// The deal's service at the edge: the mutation's state as the component reads it.
const addition: { isPending: boolean; data: unknown; mutate: jest.Mock } = { isPending: false, data: undefined, mutate: jest.fn() };
const useAddLearningsToDeal = jest.fn(() => addition);
jest.unstable_mockModule('../api/practice.js', () => ({ useDrillProgress, useAddLearningsToDeal }));
const { DealDrillBrief, DealDrillResults } = await import('./deal-drill.js');

const drill: DealDrill = {
  dealAnalysisId: 'a1',
  dealName: 'Northwind expansion',
  methodology: 'meddic',
  stage: 'qualification',
  dealSize: '$120,000',
  company: 'Northwind Logistics',
  industry: 'Logistics',
  buyer: { name: 'Dana Ortiz', title: 'VP Operations' },
  people: [],
  economicBuyer: { name: 'Priya Shah', title: 'CFO' },
  competitors: ['RouteMax'],
  facts: [],
  difficulty: 'medium',
  goals: [
    {
      element: 'decision-process',
      name: 'Decision Process',
      status: 'missing',
      question: 'Walk me through every step to a signed contract.',
    },
    { element: 'champion', name: 'Champion', status: 'unconfirmed', question: null },
  ],
};
const session = { id: 's1', dealDrill: drill } as unknown as RoleplaySession;
const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('deal drills in the arena', () => {
  it('shows where the drill comes from and its goals, with a question to try', () => {
    inRouter(<DealDrillBrief session={session} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your goals for this call' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Northwind expansion' })).toHaveAttribute('href', '/deal-analysis?id=a1');
    expect(screen.getByText(/Dana Ortiz knows what your notes say, including RouteMax/)).toBeInTheDocument();
    const goals = screen.getAllByTestId('deal-drill-goal');
    expect(goals[0]).toHaveTextContent('Decision Process (missing in your notes)Try: Walk me through every step to a signed contract.');
    expect(goals[1]).toHaveTextContent('Champion (not confirmed in your notes)');
  });

  it('renders nothing for a session that is not a drill', () => {
    const { container } = inRouter(<DealDrillBrief session={{ ...session, dealDrill: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names goal by goal which gaps were closed, quoting the turn', () => {
    progress = {
      dealAnalysisId: 'a1',
      dealName: 'Northwind expansion',
      goals: [
        { ...drill.goals[0], closed: true, turn: 4, quote: '"Walk me through the steps between a yes from you and a signed contract?"' },
        { ...drill.goals[1], closed: false, turn: null, quote: null },
      ],
    };
    inRouter(<DealDrillResults session={session} />);
    expect(useDrillProgress).toHaveBeenCalledWith('s1', true);
    const card = screen.getByTestId('deal-drill-results');
    expect(within(card).getByText(/You closed 1 of 2 gaps\./)).toBeInTheDocument();
    const rows = within(card).getAllByTestId('deal-drill-result');
    expect(rows[0]).toHaveTextContent(
      'Decision Process: closed at turn 4: "Walk me through the steps between a yes from you and a signed contract?"',
    );
    expect(rows[1]).toHaveTextContent('Champion: still open.');
  });

  it('adds what the buyer revealed to the deal once the session is over, and says how the analysis reads it now', () => {
    const answer = 'Anything above $100k needs sign-off from Priya Shah, our CFO, then procurement.';
    progress = {
      dealAnalysisId: 'a1',
      dealName: 'Northwind expansion',
      goals: [
        { ...drill.goals[0], closed: true, turn: 4, quote: '"Walk me through the steps?"', answer },
        { ...drill.goals[1], closed: false, turn: null, quote: null, answer: null },
      ],
    };
    // In progress: nothing to add yet.
    const { unmount } = inRouter(<DealDrillResults session={session} />);
    expect(screen.queryByRole('button', { name: 'Add what you learned to the deal' })).toBeNull();
    unmount();

    const completed = { ...session, completed: true } as RoleplaySession;
    const view = inRouter(<DealDrillResults session={completed} />);
    expect(screen.getByText(/Dana Ortiz told you about Decision Process\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add what you learned to the deal' }));
    expect(addition.mutate).toHaveBeenCalledWith(
      { dealAnalysisId: 'a1', sessionId: 's1', goals: [progress.goals[0]] },
      expect.objectContaining({ onError: expect.any(Function) }),
    );

    addition.data = { id: 'a1', coverage: { elements: [{ element: 'decision-process', status: 'covered' }] } };
    view.rerender(
      <MemoryRouter>
        <DealDrillResults session={completed} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Added to your notes and analysed again: Decision Process is covered.');
    expect(screen.getByRole('link', { name: 'Open the updated analysis' })).toHaveAttribute('href', '/deal-analysis?id=a1');
    expect(screen.getByRole('button', { name: 'Add what you learned to the deal' })).toBeDisabled();
  });
});
