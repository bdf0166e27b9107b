import { jest } from '@jest/globals';
import type { DealDrill, DealDrillProgress, RoleplaySession } from '@blindspot/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

let progress: DealDrillProgress | undefined;
const useDrillProgress = jest.fn(() => ({ data: progress }));
jest.unstable_mockModule('../api/practice.js', () => ({ useDrillProgress }));
const { DealDrillBrief, DealDrillResults } = await import('./deal-drill.js');

const drill: DealDrill = {
  dealAnalysisId: 'a1', dealName: 'Northwind expansion', methodology: 'meddic', stage: 'qualification', dealSize: '$120,000', company: 'Northwind Logistics',
  industry: 'Logistics', buyer: { name: 'Dana Ortiz', title: 'VP Operations' }, people: [], economicBuyer: { name: 'Priya Shah', title: 'CFO' },
  competitors: ['RouteMax'], facts: [], difficulty: 'medium',
  goals: [
    { element: 'decision-process', name: 'Decision Process', status: 'missing', question: 'Walk me through every step to a signed contract.' },
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
      dealAnalysisId: 'a1', dealName: 'Northwind expansion',
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
    expect(rows[0]).toHaveTextContent('Decision Process: closed at turn 4: "Walk me through the steps between a yes from you and a signed contract?"');
    expect(rows[1]).toHaveTextContent('Champion: still open.');
  });
});
