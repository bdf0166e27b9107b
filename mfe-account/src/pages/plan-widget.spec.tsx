import { screen, within } from '@testing-library/react';
import { FALLBACK_PLANS } from '../lib/plans.js';
import { renderPage, signInAs, testUser, useFakeApi } from '../testing/app.js';
import PlanWidget from './plan-widget.js';

const api = await useFakeApi();

describe('PlanWidget', () => {
  it("shows a free user their plan, the month's analyses and the way to upgrade", async () => {
    signInAs(api, testUser({ analysesThisMonth: 2 }));
    api.on('GET', '/api/stripe/plans', { status: 200, body: FALLBACK_PLANS });
    renderPage(<PlanWidget />, { path: '/dashboard' });
    const widget = await screen.findByTestId('plan-widget');
    expect(await within(widget).findByText('2/3')).toBeInTheDocument();
    expect(within(widget).getByText('Free Plan')).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: /Upgrade Plan/ })).toHaveAttribute('href', '/pricing');
    expect(within(widget).queryByText(/Renews on/)).not.toBeInTheDocument();
  });

  it('shows a paying user the renewal date', async () => {
    signInAs(api, testUser({ subscriptionTier: 'pro', currentPeriodEnd: '2025-12-22T12:00:00.000Z' }));
    api.on('GET', '/api/stripe/plans', { status: 200, body: FALLBACK_PLANS });
    api.on('GET', '/api/stripe/subscription', {
      status: 200,
      body: { tier: 'pro', status: 'active', currentPeriodEnd: '2025-12-22T12:00:00.000Z', cancelAtPeriodEnd: false },
    });
    renderPage(<PlanWidget />, { path: '/dashboard' });
    expect(await screen.findByText('Renews on December 22, 2025')).toBeInTheDocument();
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(await screen.findByText(/\$39/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Plans/ })).toHaveAttribute('href', '/pricing');
    expect(api.requests.find((r) => r.path === '/api/auth/user')?.headers.authorization).toMatch(/^Bearer access-\d+$/);
  });
});
