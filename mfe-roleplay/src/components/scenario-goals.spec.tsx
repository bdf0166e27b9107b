import type { RoleplaySession, ScenarioGoals } from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';

let goals: ScenarioGoals | undefined;
const useScenarioGoals = jest.fn(() => ({ data: goals, isError: false }));
jest.unstable_mockModule('../api/custom-scenarios.js', () => ({ useScenarioGoals }));
const { ScenarioGoalsBrief, ScenarioGoalsResults } = await import('./scenario-goals.js');

const session = {
  id: 's1',
  methodology: 'meddic',
  buyerPersonaName: 'Ola Berg',
  customScenario: { id: 'c1', name: 'Harbour Freight renewal', goals: ['decision-process', 'economic-buyer'] },
} as unknown as RoleplaySession;

describe('a custom scenario in the arena', () => {
  it("names the scenario and its goals by the methodology's names before and during the call", () => {
    render(<ScenarioGoalsBrief session={session} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your goals for this call' })).toBeInTheDocument();
    expect(screen.getByText(/From your scenario "Harbour Freight renewal"\. Ola Berg holds facts/)).toBeInTheDocument();
    expect(screen.getAllByTestId('scenario-brief-goal').map((li) => li.textContent)).toEqual(['Decision Process', 'Economic Buyer']);
  });

  it('says goal by goal which were covered, quoting the turn, and renders nothing for another session', () => {
    goals = {
      scenarioId: 'c1',
      name: 'Harbour Freight renewal',
      goals: [
        { element: 'decision-process', name: 'Decision Process', closed: true, turn: 3, quote: '"Walk me through the steps?"' },
        { element: 'economic-buyer', name: 'Economic Buyer', closed: false, turn: null, quote: null },
      ],
    };
    render(<ScenarioGoalsResults session={session} />);
    expect(useScenarioGoals).toHaveBeenCalledWith('s1', true);
    const card = screen.getByTestId('scenario-goals');
    expect(within(card).getByText(/You covered 1 of 2\./)).toBeInTheDocument();
    const rows = within(card).getAllByTestId('scenario-goal');
    expect(rows[0]).toHaveTextContent('Decision Process: covered at turn 3: "Walk me through the steps?"');
    expect(rows[1]).toHaveTextContent('Economic Buyer: not covered yet.');
  });

  it('renders nothing for a session not started from a scenario', () => {
    const { container } = render(
      <>
        <ScenarioGoalsBrief session={{ ...session, customScenario: null }} />
        <ScenarioGoalsResults session={{ ...session, customScenario: null }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
