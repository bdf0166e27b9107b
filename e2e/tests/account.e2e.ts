// The account remote in the browser (docs/product.md#seller-profile, #pricing, #plans, #texts): the
// seller profile saved and read back, and the pricing cards with their buttons per visitor and tier.
import type { Page } from 'playwright-core';
import { api, freshToken, openSignedIn, signUp, upgradeThroughTestCheckout } from '../support/api.js';
import { expectText, expectToast, useBrowser } from '../support/browser.js';

const t = useBrowser();

const PROFILE = {
  'What do you sell?': 'Route planning software for logistics teams',
  Website: 'https://northwind.example',
  'What problem do you solve?': 'Dispatchers plan routes by hand and trucks run half empty.',
  'Industries you sell to': 'Logistics, wholesale',
  'Main competitors': 'RouteMax, spreadsheets',
  'Average deal size': '$45,000',
  'How are you different from competitors?': 'Live re-routing and a two-week rollout.',
  'Buyer personas and roles': 'VP Operations, Head of Logistics, IT Director',
};

const METHODOLOGIES = ['MEDDIC', 'Challenger Sale', 'SPIN Selling', 'Gap Selling'];

describe('seller profile', () => {
  it('saves the profile, shows it after a reload, and omits emptied fields', async () => {
    const { page } = t;
    const user = await signUp('profile');
    await openSignedIn(page, user, '/seller-setup');

    await page.getByRole('heading', { name: 'Seller Profile', level: 1 }).waitFor();
    await page.getByText('Configure your selling context to get more personalized training and practice').waitFor();
    for (const title of ['Product & Company', 'Target Personas', 'Methodology Preferences']) {
      await page.locator('[data-slot="card-title"]').getByText(title, { exact: true }).waitFor();
    }
    await page.getByText('List the typical roles and titles of people you sell to').waitFor();
    for (const name of METHODOLOGIES) {
      const box = page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
      expect(await box.isChecked()).toBe(false);
      // Each with a description after its name.
      expect(((await box.locator('xpath=..').textContent()) ?? '').length).toBeGreaterThan(name.length + 10);
    }

    for (const [label, value] of Object.entries(PROFILE)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('checkbox', { name: /^MEDDIC/ }).check();
    await page.getByRole('checkbox', { name: /^Gap Selling/ }).check();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/seller-profile', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByRole('button', { name: 'Saving...' }).waitFor();
    release();
    await expectToast(page, 'Profile saved!', 'Your seller profile has been updated successfully.');
    await page.unroute('**/api/seller-profile');

    await page.reload();
    for (const [label, value] of Object.entries(PROFILE)) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    }
    expect(await page.getByRole('checkbox', { name: /^MEDDIC/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Gap Selling/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^SPIN Selling/ }).isChecked()).toBe(false);

    // An emptied field is left out of the request, and stays empty.
    await page.getByLabel('Website', { exact: true }).fill('');
    await page.getByRole('checkbox', { name: /^MEDDIC/ }).uncheck();
    const put = page.waitForRequest((request) => request.url().endsWith('/api/seller-profile') && request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    const body = (await put).postDataJSON() as Record<string, unknown>;
    expect(body).not.toHaveProperty('website');
    expect(body.preferredMethodologies).toEqual(['gap']);
    await expectToast(page, 'Profile saved!');
    await page.reload();
    expect(await page.getByLabel('What do you sell?', { exact: true }).inputValue()).toBe(PROFILE['What do you sell?']);
    expect(await page.getByLabel('Website', { exact: true }).inputValue()).toBe('');

    const stored = await api<Record<string, unknown>>('GET', '/api/seller-profile', { token: await freshToken(user) });
    expect(stored.productName).toBe(PROFILE['What do you sell?']);
    expect(stored.website ?? '').toBe('');
  });
});

const planCard = (page: Page, tier: string) => page.getByTestId(`plan-${tier}`);
const planButton = (page: Page, tier: string) => planCard(page, tier).locator('[data-slot="card-footer"]').locator('a, button');

async function expectCards(page: Page) {
  await page.getByRole('heading', { name: 'Pricing & Plans', level: 1 }).waitFor();
  await page.getByText('Choose the plan that fits your goals. Cancel anytime.').waitFor();
  const expected: Array<[string, string, string, string[]]> = [
    ['free', 'Free', '$0', ['Full methodology library']],
    ['practice', 'Practice', '$19', ['Unlimited deal analyses', 'Roleplay Arena', 'Saved sessions (100)', 'Email support']],
    ['pro', 'Pro', '$39', ['Everything in Practice', 'Audio and video roleplay', 'Unlimited saved sessions', 'Priority support']],
  ];
  for (const [tier, name, price, features] of expected) {
    const card = planCard(page, tier);
    // The name (and, on the user's own plan, a "Your plan" badge).
    await expectText(card.locator('[data-slot="card-title"]'), new RegExp(`^${name}(Your plan)?$`));
    await card.getByText(price, { exact: true }).waitFor();
    const listed = (await card.getByRole('list').locator('li').allTextContents()).map((s) => s.trim());
    for (const feature of features) expect(listed).toContain(feature);
  }
  await planCard(page, 'free').getByText('forever').waitFor();
  await planCard(page, 'practice').getByText('/month').waitFor();
  await planCard(page, 'practice').getByText('Most Popular').waitFor();
  expect(await planCard(page, 'pro').getByText('Most Popular').count()).toBe(0);
  expect(await planCard(page, 'free').getByText('Most Popular').count()).toBe(0);
}

async function expectButton(page: Page, tier: string, label: string, enabled: boolean) {
  await expectText(planButton(page, tier), label);
  const disabled = await planButton(page, tier).evaluate((el) => (el as HTMLButtonElement).disabled === true);
  expect(disabled).toBe(!enabled);
}

describe('pricing', () => {
  it('shows a visitor the three plans, each leading to Create Account', async () => {
    const { page } = t;
    await page.goto('/pricing');
    await expectCards(page);
    await expectButton(page, 'free', 'Get Started Free', true);
    await expectButton(page, 'practice', 'Upgrade', true);
    await expectButton(page, 'pro', 'Upgrade', true);
    expect(await page.getByTestId('current-plan-banner').count()).toBe(0);
    await planButton(page, 'pro').click();
    await page.waitForURL(/\/signup\?plan=pro$/);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  });

  it('offers a free user upgrades only, and a Practice user Pro with the current-plan banner', async () => {
    const { page } = t;
    const free = await signUp('pricing-free');
    await openSignedIn(page, free, '/pricing');
    await expectCards(page);
    await expectButton(page, 'free', 'Current Plan', false);
    await expectButton(page, 'practice', 'Upgrade', true);
    await expectButton(page, 'pro', 'Upgrade', true);
    expect(await page.getByTestId('current-plan-banner').count()).toBe(0);

    const practice = await signUp('pricing-practice');
    const session = await upgradeThroughTestCheckout(practice, 'practice');
    const other = await t.newContext();
    await openSignedIn(other.page, practice, '/pricing');
    await expectCards(other.page);
    const banner = other.page.getByTestId('current-plan-banner');
    await banner.getByText('Current Plan: Practice').waitFor();
    const periodEnd = (await api<{ currentPeriodEnd: string }>('GET', '/api/auth/user', { token: session.access_token })).currentPeriodEnd;
    const date = new Date(periodEnd).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    await banner.getByText(`Renews on ${date}`).waitFor();
    await banner.getByRole('button', { name: 'Manage Subscription' }).waitFor();
    await expectButton(other.page, 'free', 'Get Started Free', false);
    await expectButton(other.page, 'practice', 'Current Plan', false);
    await expectButton(other.page, 'pro', 'Upgrade', true);
    await expectText(other.page.getByTestId('sidebar-plan'), 'Practice Plan');
  });
});
