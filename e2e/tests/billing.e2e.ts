// Subscriptions in the browser through billing's local test mode (no Stripe keys): upgrade through the
// test checkout, the plan everywhere it shows, audio roleplay unlocked, Manage Subscription and cancel.
import type { Page } from 'playwright-core';
import { api, freshToken, openSignedIn, signUp } from '../support/api.js';
import { choose, expectText, expectToast, useBrowser } from '../support/browser.js';

const t = useBrowser({ media: true });

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const card = (page: Page, tier: string) => page.getByTestId(`plan-${tier}`);
const cardButton = (page: Page, tier: string) => card(page, tier).locator('[data-slot="card-footer"]').getByRole('button');

describe('billing', () => {
  it('upgrades a free user to Pro through the test checkout, unlocks audio, and cancels through Manage Subscription', async () => {
    const { page } = t;
    const user = await signUp('billing-upgrade');
    await openSignedIn(page, user, '/pricing');

    await page.getByRole('heading', { name: 'Pricing & Plans' }).waitFor();
    await expectText(cardButton(page, 'free'), 'Current Plan');
    expect(await page.getByTestId('current-plan-banner').count()).toBe(0);

    // Upgrade: "Loading..." on the Pro card while checkout starts, and no second checkout from another card.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/stripe/create-checkout-session', async (route) => {
      await held;
      await route.continue();
    });
    await cardButton(page, 'pro').click();
    await expectText(cardButton(page, 'pro'), 'Loading...');
    expect(await cardButton(page, 'practice').isDisabled()).toBe(true);
    await expectText(cardButton(page, 'practice'), 'Upgrade');
    release();

    // The browser leaves for the local checkout page.
    await page.waitForURL(/\/api\/stripe\/test-checkout\/[^/]+$/);
    await page.getByText('Test mode — no real payment').waitFor();
    await page.getByRole('heading', { name: 'Subscribe to Pro' }).waitFor();
    await page.getByRole('button', { name: 'Pay $39' }).click();

    // Back on /pricing, the session is refreshed into the new tier.
    await page.waitForURL(/\/pricing$/);
    await expectToast(page, 'Subscription updated', "You're now on the Pro plan.");
    const banner = page.getByTestId('current-plan-banner');
    await banner.getByText('Current Plan: Pro').waitFor();
    const me = await api<{ subscriptionTier: string; currentPeriodEnd: string }>('GET', '/api/auth/user', {
      token: await freshToken(user),
    });
    expect(me.subscriptionTier).toBe('pro');
    const days = (new Date(me.currentPeriodEnd).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const renewal = longDate(me.currentPeriodEnd);
    await banner.getByText(`Renews on ${renewal}`).waitFor();
    await expectText(cardButton(page, 'pro'), 'Current Plan');
    expect(await cardButton(page, 'pro').isDisabled()).toBe(true);
    await expectText(cardButton(page, 'practice'), 'Contact Sales');
    await expectText(cardButton(page, 'free'), 'Get Started Free');
    await expectText(page.getByTestId('sidebar-plan'), 'Pro Plan');

    // The dashboard follows.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expectText(page.getByTestId('stat-plan-value'), 'Pro');

    // Audio roleplay is now allowed.
    await page.getByRole('link', { name: 'Roleplay Arena' }).first().click();
    await choose(page, 'Scenario', 'Closing Call');
    await choose(page, 'Buyer Persona', 'Champion');
    await choose(page, 'Methodology', 'MEDDIC');
    await choose(page, 'Difficulty', 'Easy');
    await choose(page, 'Session Type', 'Audio (Pro)');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Start Practicing' }).click();
    await page.getByText('Audio Roleplay').waitFor();
    await page.getByRole('button', { name: 'Hold to speak' }).waitFor();

    // Manage Subscription: the local portal, then cancel at the period's end.
    await page.getByRole('link', { name: 'Subscription' }).first().click();
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL(/\/api\/stripe\/test-portal\/[^/]+$/);
    await page.getByText('Test mode — no real payment').waitFor();
    await page.getByRole('heading', { name: 'Manage subscription' }).waitFor();
    await page.getByText(`Renews on ${renewal}.`).waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText(`Your plan is cancelled and ends on ${renewal}.`).waitFor();
    await page.getByRole('button', { name: 'Resume subscription' }).waitFor();
    await page.getByRole('link', { name: 'Back to Blindspot' }).click();

    // Still Pro until the period ends, and the page says when it ends.
    await page.waitForURL(/\/pricing$/);
    await banner.getByText('Current Plan: Pro').waitFor();
    await banner.getByText(`Ends on ${renewal}`).waitFor();
    const after = await api<{ subscriptionTier: string }>('GET', '/api/auth/user', { token: await freshToken(user) });
    expect(after.subscriptionTier).toBe('pro');
  });

  it('leaves the plan unchanged when the test checkout is cancelled', async () => {
    const { page } = t;
    const user = await signUp('billing-cancel');
    await openSignedIn(page, user, '/pricing');
    await cardButton(page, 'practice').click();
    await page.waitForURL(/\/api\/stripe\/test-checkout\//);
    await page.getByRole('heading', { name: 'Subscribe to Practice' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.waitForURL(/\/pricing$/);
    await expectToast(page, 'Checkout cancelled');
    await expectText(cardButton(page, 'free'), 'Current Plan');
    await expectText(cardButton(page, 'practice'), 'Upgrade');
    expect(await page.getByTestId('current-plan-banner').count()).toBe(0);
    await expectText(page.getByTestId('sidebar-plan'), 'Free Plan');
  });
});
