import { FREE_ANALYSES_PER_MONTH } from '@blindspot/contracts';
import { screen, within } from '@testing-library/react';
import { renderGate, USER } from '../testing/render.js';
import { formatAverage } from './dashboard-page.js';

describe('formatAverage', () => {
  // The roleplay service counts and averages (scored sessions only, one decimal): the dashboard shows it.
  it('shows the average with one decimal, or a dash when no session is scored', () => {
    expect(formatAverage(7)).toBe('7.0');
    expect(formatAverage(7.5)).toBe('7.5');
    expect(formatAverage(null)).toBe('—');
  });
});

describe('dashboard', () => {
  it('shows the four stat cards, quick actions and the three remote widgets', async () => {
    renderGate({
      user: { ...USER, subscriptionTier: 'free', analysesThisMonth: 2 },
      path: '/dashboard',
      stats: { completed: 2, averageScore: 7.5, saved: 4, allowance: 10 },
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
    const targets = Object.fromEntries(
      within(quick)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
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

  it('at the free limit offers the saved analyses and the upgrade, not a new analysis', async () => {
    renderGate({ user: { ...USER, subscriptionTier: 'free', analysesThisMonth: FREE_ANALYSES_PER_MONTH }, path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByTestId('stat-analyses')).toHaveTextContent(`this month · 3/3 free used`);
    const quick = screen.getByText('Quick Actions').closest('[data-slot="card"]') as HTMLElement;
    const targets = Object.fromEntries(
      within(quick)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(targets).toEqual({
      'Saved Analyses3/3 free analyses used this month: read your saved ones': '/deal-analysis/history',
      'RoleplayPractise a call with an AI buyer': '/roleplay',
      'Seller ProfileTell your coach what you sell': '/seller-setup',
      'Upgrade PlanAnalyse deals without a monthly limit': '/pricing',
    });
    expect(within(quick).queryByText('Check a deal against a methodology')).not.toBeInTheDocument();
  });

  it('offers Pro its progress page where the others get Upgrade Plan (Pro has nothing to upgrade to)', async () => {
    for (const [tier, expected] of [
      ['pro', { 'ProgressSee your trend and what to practise next': '/progress' }],
      ['practice', { 'Upgrade PlanUnlock unlimited practice': '/pricing' }],
    ] as const) {
      const { unmount } = renderGate({ user: { ...USER, subscriptionTier: tier }, path: '/dashboard' });
      await screen.findByRole('heading', { name: 'Dashboard' });
      const quick = screen.getByText('Quick Actions').closest('[data-slot="card"]') as HTMLElement;
      const links = within(quick).getAllByRole('link');
      expect(links).toHaveLength(4);
      const last = links[3];
      expect({ [last.textContent ?? '']: last.getAttribute('href') }).toEqual(expected);
      unmount();
    }
  });

  it('shows dashes when no session is completed yet', async () => {
    renderGate({ user: USER, path: '/dashboard', stats: { completed: 0, averageScore: null, saved: 1, allowance: 100 } });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByTestId('stat-sessions-value')).toHaveTextContent('0');
    expect(screen.getByTestId('stat-score-value')).toHaveTextContent('—');
  });
});
