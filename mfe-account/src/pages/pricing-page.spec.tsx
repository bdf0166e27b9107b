import type { User } from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FALLBACK_PLANS } from '../lib/plans.js';
import { renderPage, signInAs, testSession, testUser, useFakeApi } from '../testing/app.js';
import { deferred, type Reply } from '../testing/fake-api.js';

// Leaving for the checkout or portal page is the one browser effect jsdom cannot perform.
const leavePage = jest.fn<(url: string) => void>();
jest.unstable_mockModule('../lib/browser.js', () => ({ leavePage }));
const { default: PricingPage } = await import('./pricing-page.js');

const api = await useFakeApi();
const PERIOD_END = '2025-12-22T12:00:00.000Z';

beforeEach(() => leavePage.mockClear());

function open(user: User | null, path = '/pricing') {
  api.on('GET', '/api/stripe/plans', { status: 200, body: FALLBACK_PLANS });
  if (user) signInAs(api, user);
  const events = userEvent.setup();
  renderPage(<PricingPage />, { path });
  return events;
}

const card = (tier: string) => screen.getByTestId(`plan-${tier}`);
const cardButton = (tier: string) => within(card(tier)).getByRole('button');

/** Waits until the signed-in user's tier shows on the cards. */
const userLoaded = () => screen.findByText('Your plan');

describe('PricingPage', () => {
  it("shows the three plans with their prices, features and Most Popular, and a free user's buttons", async () => {
    open(testUser());
    await userLoaded();
    expect(screen.getByRole('heading', { name: 'Pricing & Plans' })).toBeInTheDocument();
    expect(screen.getByText('Choose the plan that fits your goals. Cancel anytime.')).toBeInTheDocument();
    expect(within(card('free')).getByText('$0')).toBeInTheDocument();
    expect(within(card('practice')).getByText('$19')).toBeInTheDocument();
    expect(within(card('pro')).getByText('$39')).toBeInTheDocument();
    expect(within(card('practice')).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(within(card('practice')).getByText('Saved sessions (100)')).toBeInTheDocument();
    expect(within(card('pro')).getByText('Unlimited saved sessions')).toBeInTheDocument();

    expect(cardButton('free')).toHaveTextContent('Current Plan');
    expect(cardButton('free')).toBeDisabled();
    expect(cardButton('practice')).toHaveTextContent('Upgrade');
    expect(cardButton('practice')).toBeEnabled();
    expect(cardButton('pro')).toHaveTextContent('Upgrade');
    expect(screen.queryByTestId('current-plan-banner')).not.toBeInTheDocument();
  });

  it('starts checkout for the chosen plan: Loading... on that card only, then leaves for the checkout url', async () => {
    const events = open(testUser());
    await userLoaded();
    const reply = deferred<Reply>();
    api.on('POST', '/api/stripe/create-checkout-session', () => reply.promise);

    await events.click(cardButton('pro'));
    expect(cardButton('pro')).toHaveTextContent('Loading...');
    expect(cardButton('pro')).toBeDisabled();
    expect(cardButton('practice')).toHaveTextContent('Upgrade');
    expect(cardButton('practice')).toBeDisabled();
    await waitFor(() => expect(api.calls()).toContain('POST /api/stripe/create-checkout-session'));
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({ priceId: 'price_pro_monthly' });

    reply.resolve({ status: 200, body: { url: 'http://localhost:8080/api/stripe/test-checkout/abc' } });
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://localhost:8080/api/stripe/test-checkout/abc'));
    // The marker stays while the browser leaves.
    expect(cardButton('pro')).toHaveTextContent('Loading...');
  });

  it('starts the checkout of a plan chosen before sign-up by itself, once', async () => {
    sessionStorage.setItem('blindspot.chosenPlan', 'practice');
    api.on('POST', '/api/stripe/create-checkout-session', {
      status: 200,
      body: { url: 'http://localhost:8080/api/stripe/test-checkout/chosen' },
    });
    open(testUser());
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://localhost:8080/api/stripe/test-checkout/chosen'));
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ priceId: 'price_practice_monthly' }]);
    expect(cardButton('practice')).toHaveTextContent('Loading...');
    expect(sessionStorage.getItem('blindspot.chosenPlan')).toBeNull();
  });

  it('drops a chosen plan the user already has, starting nothing', async () => {
    sessionStorage.setItem('blindspot.chosenPlan', 'practice');
    open(testUser({ subscriptionTier: 'pro', currentPeriodEnd: PERIOD_END }));
    await userLoaded();
    await waitFor(() => expect(sessionStorage.getItem('blindspot.chosenPlan')).toBeNull());
    expect(api.calls().filter((c) => c.startsWith('POST'))).toEqual([]);
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('clears the marker and shows the server message when checkout fails', async () => {
    const events = open(testUser());
    await userLoaded();
    api.on('POST', '/api/stripe/create-checkout-session', {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'You are already on this plan or a higher one' },
    });
    await events.click(cardButton('practice'));
    expect(await screen.findByText('You are already on this plan or a higher one')).toBeInTheDocument();
    expect(screen.getByText('Error').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(cardButton('practice')).toHaveTextContent('Upgrade');
    expect(cardButton('practice')).toBeEnabled();
    expect(cardButton('pro')).toBeEnabled();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('falls back to the checkout toast text when billing gives no message', async () => {
    const events = open(testUser());
    await userLoaded();
    api.on('POST', '/api/stripe/create-checkout-session', { status: 502 });
    await events.click(cardButton('pro'));
    expect(await screen.findByText('Failed to start checkout')).toBeInTheDocument();
    expect(cardButton('pro')).toHaveTextContent('Upgrade');
  });

  it('practice user: Get Started Free is disabled, Current Plan on Practice, Upgrade on Pro, and the banner', async () => {
    open(testUser({ subscriptionTier: 'practice', currentPeriodEnd: PERIOD_END }));
    api.on('GET', '/api/stripe/subscription', {
      status: 200,
      body: { tier: 'practice', status: 'active', currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd: false },
    });
    await userLoaded();
    expect(cardButton('free')).toHaveTextContent('Get Started Free');
    expect(cardButton('free')).toBeDisabled();
    expect(cardButton('practice')).toHaveTextContent('Current Plan');
    expect(cardButton('pro')).toHaveTextContent('Upgrade');
    expect(screen.getByText('Current Plan: Practice')).toBeInTheDocument();
    expect(screen.getByText('Renews on December 22, 2025')).toBeInTheDocument();
  });

  it('pro user: nothing to upgrade to; Manage Subscription opens the portal, or says why it could not', async () => {
    const events = open(testUser({ subscriptionTier: 'pro', currentPeriodEnd: PERIOD_END }));
    api.on('GET', '/api/stripe/subscription', {
      status: 200,
      body: { tier: 'pro', status: 'active', currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd: false },
    });
    await userLoaded();
    expect(cardButton('free')).toHaveTextContent('Get Started Free');
    expect(cardButton('practice')).toHaveTextContent('Contact Sales');
    expect(cardButton('practice')).toBeDisabled();
    expect(cardButton('pro')).toHaveTextContent('Current Plan');
    expect(screen.getByText('Current Plan: Pro')).toBeInTheDocument();

    api.on('POST', '/api/stripe/manage-subscription', { status: 502 });
    await events.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByText('Failed to open subscription management')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();

    const reply = deferred<Reply>();
    api.on('POST', '/api/stripe/manage-subscription', () => reply.promise);
    await events.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    reply.resolve({ status: 200, body: { url: 'http://localhost:8080/api/stripe/test-portal/xyz' } });
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://localhost:8080/api/stripe/test-portal/xyz'));
  });

  it('says Ends on instead of Renews on for a subscription cancelled at period end', async () => {
    open(testUser({ subscriptionTier: 'pro', currentPeriodEnd: PERIOD_END }));
    api.on('GET', '/api/stripe/subscription', {
      status: 200,
      body: { tier: 'pro', status: 'active', currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd: true },
    });
    expect(await screen.findByText('Ends on December 22, 2025')).toBeInTheDocument();
  });

  it('signed out: the plans show and every button leads to Create Account, a paid one carrying its plan', async () => {
    const events = open(null);
    await screen.findByTestId('plan-pro');
    expect(within(card('free')).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup');
    expect(within(card('practice')).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/signup?plan=practice');
    expect(screen.queryByText('Current Plan')).not.toBeInTheDocument();
    await events.click(within(card('pro')).getByRole('link', { name: 'Upgrade' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup?plan=pro');
    expect(api.calls().filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('back from a paid checkout: refreshes the session and the user, shows the new plan and a toast', async () => {
    const free = testUser();
    const pro = testUser({ subscriptionTier: 'pro', currentPeriodEnd: PERIOD_END });
    let current = free;
    api.on('POST', '/api/auth/refresh', () => {
      current = pro;
      return { status: 200, body: { session: testSession(pro, 'access-after-checkout') } };
    });
    api.on('GET', '/api/stripe/subscription', {
      status: 200,
      body: { tier: 'pro', status: 'active', currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd: false },
    });
    open(free, '/pricing?checkout=success');
    api.on('GET', '/api/auth/user', () => ({ status: 200, body: current }));

    expect(await screen.findByText('Subscription updated')).toBeInTheDocument();
    expect(screen.getByText("You're now on the Pro plan.")).toBeInTheDocument();
    expect(screen.getByText('Current Plan: Pro')).toBeInTheDocument();
    expect(screen.getByText('Renews on December 22, 2025')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/));
    const refresh = api.requests.find((r) => r.path === '/api/auth/refresh')!;
    expect(refresh.body).toEqual({ refresh_token: expect.stringMatching(/^refresh-/) });
    const lastUserCall = api.requests.filter((r) => r.path === '/api/auth/user').at(-1)!;
    expect(lastUserCall.headers.authorization).toBe('Bearer access-after-checkout');
    expect(api.calls().filter((c) => c === 'POST /api/auth/refresh')).toHaveLength(1);
  });

  it('back from a cancelled checkout: says so and changes nothing', async () => {
    open(testUser(), '/pricing?checkout=cancelled');
    expect(await screen.findByText('Checkout cancelled')).toBeInTheDocument();
    // The marker is cleared from the address right after the toast.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/));
    expect(api.calls()).not.toContain('POST /api/auth/refresh');
  });

  it('still shows the plans when billing cannot be asked', async () => {
    signInAs(api, testUser());
    api.on('GET', '/api/stripe/plans', { status: 502 });
    renderPage(<PricingPage />, { path: '/pricing' });
    expect(await screen.findByTestId('plan-practice')).toBeInTheDocument();
    expect(within(card('practice')).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText(/Live plan details are unavailable/)).toBeInTheDocument();
  });
});
