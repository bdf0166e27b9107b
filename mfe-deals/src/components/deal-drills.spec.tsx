import type { DealAnalysis, DealDrillSummary } from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// The roleplay service is a stand-in: starting resolves with a new session; the list is fixed data.
const mutate = jest.fn((_input: unknown, handlers: { onSuccess: (session: { id: string }) => void }) =>
  handlers.onSuccess({ id: 'new-drill' }),
);
let drills: DealDrillSummary[] = [];
jest.unstable_mockModule('../api/drills.js', () => ({
  useStartDrill: () => ({ mutate, isPending: false }),
  useDealDrills: () => ({ data: drills }),
}));
const { DealDrills } = await import('./deal-drills.js');

const analysis = {
  id: 'a1',
  dealName: 'Northwind expansion',
  prospectNames: 'Dana Ortiz, Priya Shah',
  prospectTitles: 'VP Operations, CFO',
  dealNotes: 'Notes.',
  dealSize: null,
  stage: 'qualification',
  methodology: 'meddic',
  createdAt: '',
  messages: [],
  coach: 'offline',
  coverage: {
    elements: [
      { element: 'metrics', name: 'Metrics', status: 'covered', quotes: ['x'], stillMissing: [], nextQuestions: [] },
      { element: 'decision-process', name: 'Decision Process', status: 'missing', quotes: [], stillMissing: [], nextQuestions: [] },
    ],
    risks: [],
    nextSteps: [],
  },
} as unknown as DealAnalysis;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe('DealDrills', () => {
  it('says who the buyer is and what the goals are, and starts the drill with the analysis, landing on its preview', () => {
    render(
      <MemoryRouter initialEntries={['/deal-analysis?id=a1']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <DealDrills analysis={analysis} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Practise this deal' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /A practice call with Dana Ortiz, from this deal.*Your goals: find out what the notes leave open \(Decision Process\)\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveTextContent('Medium');
    fireEvent.click(screen.getByRole('button', { name: 'Practise this deal' }));
    expect(mutate).toHaveBeenCalledWith(
      {
        dealAnalysisId: 'a1',
        dealName: 'Northwind expansion',
        prospectNames: 'Dana Ortiz, Priya Shah',
        prospectTitles: 'VP Operations, CFO',
        dealNotes: 'Notes.',
        stage: 'qualification',
        methodology: 'meddic',
        coverage: analysis.coverage,
        difficulty: 'medium',
      },
      expect.anything(),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/roleplay?session=new-drill&step=preview');
  });

  it('lists the drills started from the deal, each opening in the arena', () => {
    drills = [
      { id: 'd2', createdAt: '2026-11-20T10:00:00Z', difficulty: 'hard', completed: false, scored: false, score: 0, goals: 1 },
      { id: 'd1', createdAt: '2026-11-19T10:00:00Z', difficulty: 'medium', completed: true, scored: true, score: 7, goals: 1 },
    ];
    render(
      <MemoryRouter>
        <DealDrills analysis={analysis} />
      </MemoryRouter>,
    );
    const rows = within(screen.getByTestId('deal-drill-list')).getAllByTestId('deal-drill');
    expect(within(rows[0]).getByRole('link', { name: 'Nov 20, 2026, Hard' })).toHaveAttribute('href', '/roleplay?session=d2');
    expect(rows[0]).toHaveTextContent('In progress');
    expect(rows[1]).toHaveTextContent('7/10');
  });
});
