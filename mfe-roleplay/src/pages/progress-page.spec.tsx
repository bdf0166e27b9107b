import type { DealProgress, RoleplayProgress } from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// The services at the edge: what the hooks hand the page.
let pro = true;
let roleplay: { isPending: boolean; isError: boolean; data?: RoleplayProgress; error?: unknown };
let deals: { isSuccess: boolean; isError: boolean; data?: DealProgress };
const create: { isPending: boolean; mutate: jest.Mock } = { isPending: false, mutate: jest.fn() };
jest.unstable_mockModule('../api/progress.js', () => ({
  useHasProgress: () => pro,
  useRoleplayProgress: () => roleplay,
  useDealProgress: () => deals,
}));
jest.unstable_mockModule('../api/roleplay-sessions.js', () => ({ useCreateSession: () => create }));
const { default: ProgressPage } = await import('./progress-page.js');

const progress: RoleplayProgress = {
  scoredSessions: 3,
  averageScore: 6.3,
  scoreOverTime: [
    { sessionId: 's1', createdAt: '2026-03-02T09:00:00.000Z', score: 4, openQuestionRatio: 0.25, talkShare: 0.75 },
    { sessionId: 's2', createdAt: '2026-03-03T09:00:00.000Z', score: 7, openQuestionRatio: null, talkShare: 0.5 },
    { sessionId: 's3', createdAt: '2026-03-04T09:00:00.000Z', score: 8, openQuestionRatio: 0.75, talkShare: 0.3 },
  ],
  byScenario: [{ key: 'discovery', sessions: 3, averageScore: 6.3 }],
  byMethodology: [{ key: 'meddic', sessions: 3, averageScore: 6.3 }],
  byDifficulty: [{ key: 'hard', sessions: 3, averageScore: 6.3 }],
  elements: [
    {
      methodology: 'meddic',
      element: 'metrics',
      name: 'Metrics',
      sessions: 3,
      covered: 3,
      rate: 1,
      recentRate: 1,
      earlierRate: null,
      trend: null,
    },
    {
      methodology: 'meddic',
      element: 'economic-buyer',
      name: 'Economic Buyer',
      sessions: 3,
      covered: 0,
      rate: 0,
      recentRate: 0,
      earlierRate: null,
      trend: null,
    },
    {
      methodology: 'meddic',
      element: 'champion',
      name: 'Champion',
      sessions: 8,
      covered: 4,
      rate: 0.5,
      recentRate: 0.8,
      earlierRate: 0,
      trend: 'up',
    },
  ],
  practiseNext: {
    methodology: 'meddic',
    element: 'economic-buyer',
    name: 'Economic Buyer',
    rate: 0,
    sessions: 3,
    example: 'Who else will sign off on this?',
  },
};
const dealProgress: DealProgress = {
  analysesRead: 4,
  elements: [
    {
      methodology: 'spin',
      element: 'implication',
      name: 'Implication',
      analyses: 4,
      covered: 1,
      unconfirmed: 1,
      missing: 2,
      gapRate: 0.75,
    },
    { methodology: 'spin', element: 'situation', name: 'Situation', analyses: 4, covered: 4, unconfirmed: 0, missing: 0, gapRate: 0 },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/progress']}>
      <Routes>
        <Route path="/progress" element={<ProgressPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  pro = true;
  roleplay = { isPending: false, isError: false, data: progress };
  deals = { isSuccess: true, isError: false, data: dealProgress };
  create.mutate.mockReset();
});

describe('the progress page', () => {
  it('pairs each chart with a table of its figures', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Progress' })).toBeInTheDocument();
    expect(within(screen.getByTestId('progress-figures')).getByText('6.3/10')).toBeInTheDocument();

    const score = screen.getByTestId('progress-score');
    expect(within(score).getByRole('img')).toHaveAccessibleName(/latest 3 scored sessions, from 4\/10 on Mar 2 to 8\/10 on Mar 4/);
    const scores = within(score).getByRole('table', { name: 'Score of each session' });
    expect(
      within(scores)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Session 1Mar 24/10', 'Session 2Mar 37/10', 'Session 3Mar 48/10']);
    expect(within(scores).getByRole('link', { name: 'Session 3' })).toHaveAttribute('href', '/roleplay/sessions/s3');

    const averages = screen.getByTestId('progress-averages');
    for (const [name, label] of [
      ['By methodology', 'MEDDIC'],
      ['By scenario', 'Discovery Call'],
      ['By difficulty', 'Hard'],
    ]) {
      expect(within(within(averages).getByRole('table', { name })).getByRole('row', { name: `${label} 3 6.3/10` })).toBeInTheDocument();
    }

    const elements = within(screen.getByTestId('progress-elements')).getByRole('table', {
      name: 'MEDDIC: coverage over 3 scored sessions',
    });
    expect(
      within(elements)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Metrics3 of 3100%Too early to tell', 'Economic Buyer0 of 30%Too early to tell', 'Champion4 of 850%Improving']);

    const ratios = within(screen.getByTestId('progress-ratios')).getByRole('table', {
      name: 'Open questions and talk share of each session',
    });
    expect(
      within(ratios)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Session 1Mar 225%75%', 'Session 2Mar 3—50%', 'Session 3Mar 475%30%']);

    // Only the deal elements with a gap, most missing first.
    const gaps = within(screen.getByTestId('progress-deals')).getByRole('table', { name: 'Over 4 analysed deals' });
    expect(
      within(gaps)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Implication (SPIN Selling)2 of 41 of 475%']);
  });

  it('ends with the weakest element, and Practise this starts a session aimed at it, on its preview', async () => {
    renderPage();
    const next = screen.getByTestId('progress-next');
    expect(next).toHaveTextContent(
      'Economic Buyer (MEDDIC) is your weakest element: you covered it in 0% of your 3 scored MEDDIC sessions.',
    );
    expect(next).toHaveTextContent('Try a line like: “Who else will sign off on this?”');
    fireEvent.click(within(next).getByRole('button', { name: 'Practise this' }));
    expect(create.mutate).toHaveBeenCalledWith(
      { scenario: 'discovery', persona: 'champion', methodology: 'meddic', difficulty: 'medium', focusElement: 'economic-buyer' },
      expect.anything(),
    );
    const [, handlers] = create.mutate.mock.calls[0] as [unknown, { onSuccess: (session: { id: string }) => void }];
    act(() => handlers.onSuccess({ id: 'new-session' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/roleplay?session=new-session&step=preview');
  });

  it('invites a seller with no scored session to practise', () => {
    roleplay = {
      isPending: false,
      isError: false,
      data: {
        ...progress,
        scoredSessions: 0,
        averageScore: null,
        scoreOverTime: [],
        byScenario: [],
        byMethodology: [],
        byDifficulty: [],
        elements: [],
        practiseNext: null,
      },
    };
    deals = { isSuccess: true, isError: false, data: { analysesRead: 0, elements: [] } };
    renderPage();
    expect(screen.getByText(/Score a practice session to see your progress here\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start practising' })).toHaveAttribute('href', '/roleplay');
    expect(screen.getByRole('link', { name: 'Analyse a deal' })).toHaveAttribute('href', '/deal-analysis');
    expect(screen.queryByTestId('progress-next')).not.toBeInTheDocument();
  });

  it('shows a seller below Pro what it would hold, on example figures, and the way to upgrade', () => {
    pro = false;
    renderPage();
    const card = screen.getByTestId('progress-upgrade');
    expect(within(card).getByRole('heading', { level: 2, name: 'Performance analytics is part of Pro' })).toBeInTheDocument();
    expect(within(card).getByText('Example figures, not yours.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByTestId('progress-figures')).not.toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', () => {
    roleplay = { isPending: false, isError: true, error: new Error('boom') };
    renderPage();
    expect(screen.getByText('Your progress could not be loaded.')).toBeInTheDocument();
  });
});
