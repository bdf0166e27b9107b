import { FREE_ANALYSES_PER_MONTH } from '@blindspot/contracts';
import { screen, within } from '@testing-library/react';
import { renderGate, USER } from '../testing/render.js';
import { roleplayStats } from './dashboard-page.js';

describe('roleplayStats', () => {
  it('counts completed sessions only and averages their scores with one decimal', () => {
    expect(
      roleplayStats([
        { completed: true, score: 8 },
        { completed: false, score: 0 },
        { completed: true, score: 7 },
        { completed: true, score: 6 },
      ]),
    ).toEqual({ completed: 3, averageScore: '7.0' });
  });

  it('shows a dash when no session is completed', () => {
    expect(roleplayStats([{ completed: false, score: 0 }])).toEqual({ completed: 0, averageScore: '—' });
  });
});

describe('dashboard', () => {
  it('shows the four stat cards, quick actions and the three remote widgets', async () => {
    renderGate({
      user: { ...USER, subscriptionTier: 'free', analysesThisMonth: 2 },
      path: '/dashboard',
      sessions: [
        { id: 'a', completed: true, score: 9 },
        { id: 'b', completed: true, score: 6 },
        { id: 'c', completed: false, score: 0 },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-plan')).getByText('Current Plan')).toBeInTheDocument();
    expect(screen.getByTestId('stat-plan-value')).toHaveTextContent('Free');
    expect(screen.getByTestId('stat-analyses-value')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-analyses')).toHaveTextContent(`this month · 2/${FREE_ANALYSES_PER_MONTH} free used`);
    expect(screen.getByTestId('stat-sessions-value')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-sessions')).toHaveTextContent('completed');
    expect(screen.getByTestId('stat-score-value')).toHaveTextContent('7.5');
    expect(screen.getByTestId('stat-score')).toHaveTextContent('out of 10');

    const quick = screen.getByText('Quick Actions').closest('[data-slot="card"]') as HTMLElement;
    const targets = Object.fromEntries(within(quick).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
    expect(targets).toEqual({
      'Deal AnalysisCheck a deal against a methodology': '/deal-analysis',
      'RoleplayPractise a call with an AI buyer': '/roleplay',
      'Seller ProfileTell your coach what you sell': '/seller-setup',
      'Upgrade PlanUnlock unlimited practice': '/pricing',
    });

    const remotes = await screen.findAllByTestId('remote');
    expect(remotes.map((r) => r.textContent).sort()).toEqual([
      'remote account/PlanWidget',
      'remote deals/SavedAnalysesWidget',
      'remote roleplay/RecentSessionsWidget',
    ]);
  });

  it('shows dashes when no session is completed yet', async () => {
    renderGate({ user: USER, path: '/dashboard', sessions: [] });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByTestId('stat-sessions-value')).toHaveTextContent('0');
    expect(screen.getByTestId('stat-score-value')).toHaveTextContent('—');
  });
});
