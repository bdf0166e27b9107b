// The shell in the browser (docs/product.md#screens, #display, #texts): landing to sign-up and onboarding, sign-in and
// log out, theme, sidebar (Ctrl+B, cookie, phone panel), every route by hard reload, 404, and a remote
// that cannot be reached.
import type { Page } from 'playwright-core';
import { openSignedIn, PASSWORD, SESSION_STORAGE_KEY, signUp, uniqueEmail } from '../support/api.js';
import { choose, eventually, expectText, expectToast, PHONE, useBrowser } from '../support/browser.js';

const t = useBrowser();

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
const sidebar = (page: Page) => page.locator('div[data-slot="sidebar"]');
const sidebarWidth = async (page: Page) => (await page.locator('[data-slot="sidebar-container"]').boundingBox())!.width;

describe('sign-up and onboarding', () => {
  it('goes from the landing page through sign-up and the three onboarding steps to the dashboard', async () => {
    const { page } = t;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    for (const anchor of ['#methodologies', '#features', '#pricing']) {
      expect(await page.locator(`header a[href="${anchor}"]`).count()).toBe(1);
    }
    // Get Started opens Create Account (its own address); Sign in and Sign up switch between the two.
    await page.getByRole('link', { name: 'Get Started', exact: true }).click();
    await page.waitForURL(/\/signup$/);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/signup$/);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByText('Start your sales training journey').waitFor();
    await page.getByText('Minimum 6 characters').waitFor();
    const email = uniqueEmail('onboarding');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);

    // "Creating account..." while the request is out.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/signup', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const pending = page.getByRole('button', { name: 'Creating account...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await expectToast(page, 'Account created!', /Let's get you set up\./);

    // Step 1: three required selects; Next only once all three are chosen; no Back.
    await page.getByText('Tell us about yourself').waitFor();
    await page.getByText('Step 1 of 3').waitFor();
    const segments = page.getByTestId('progress-segment');
    expect(await segments.count()).toBe(3);
    const filled = async () =>
      (await segments.evaluateAll((els) => els.map((el) => el.getAttribute('data-filled')))).filter((f) => f === 'true').length;
    expect(await filled()).toBe(1);
    const nextButton = page.getByRole('button', { name: 'Next' });
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    expect(await nextButton.isDisabled()).toBe(true);
    await choose(page, 'Your role', 'Account Executive');
    expect(await nextButton.isDisabled()).toBe(true);
    await choose(page, 'Industry', 'SaaS / Software');
    expect(await nextButton.isDisabled()).toBe(true);
    await choose(page, 'Years of sales experience', /^3-5/);
    expect(await nextButton.isEnabled()).toBe(true);
    await nextButton.click();

    // Step 2: optional, with the note and Back.
    await page.getByText('What do you sell?').first().waitFor();
    await page.getByText('Step 2 of 3').waitFor();
    expect(await filled()).toBe(2);
    await page.getByText('Steps 2 and 3 are optional, but they help personalize your experience.').waitFor();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await page.getByLabel('Product or service name').fill('Northwind Routing');
    await page.getByLabel('Main competitors').fill('RouteMax, spreadsheets');
    await nextButton.click();

    // Step 3: personas and methodologies; Complete Setup instead of Next.
    await page.getByText('Who do you sell to?').waitFor();
    expect(await filled()).toBe(3);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.getByText('List the typical roles and titles of people you sell to').waitFor();
    await page.getByLabel('Target buyer personas').fill('VP Operations, Head of Logistics');
    await page.getByRole('checkbox', { name: /SPIN Selling/ }).check();
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Product or service name').inputValue()).toBe('Northwind Routing');
    await nextButton.click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    await expectToast(page, 'Welcome to Blindspot!', 'Your profile has been set up successfully.');
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await expectText(page.getByTestId('sidebar-name'), email);
    await expectText(page.getByTestId('sidebar-plan'), 'Free Plan');
    await expectText(page.getByTestId('stat-plan-value'), 'Free');
    await expectText(page.getByTestId('stat-score-value'), '—');
    for (const label of ['Deal Analysis', 'Roleplay', 'Seller Profile', 'Upgrade Plan']) {
      await page
        .locator('main, [data-slot="sidebar-inset"]')
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .first()
        .waitFor();
    }

    // Both onboarding calls landed: the seller profile holds what steps 2 and 3 collected.
    await page.getByRole('link', { name: 'Seller Profile' }).first().click();
    await eventually(async () => expect(await page.getByLabel('What do you sell?').inputValue()).toBe('Northwind Routing'));
    expect(await page.getByLabel('Main competitors').inputValue()).toBe('RouteMax, spreadsheets');
    expect(await page.getByLabel('Buyer personas and roles').inputValue()).toBe('VP Operations, Head of Logistics');
    expect(await page.getByRole('checkbox', { name: /SPIN Selling/ }).isChecked()).toBe(true);
  });
});

describe('sign-in and log out', () => {
  it('signs in with the toast, shows the user, and logs out to / from the sidebar and from the user menu', async () => {
    const { page } = t;
    const user = await signUp('login');
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Error', 'Invalid login credentials');
    expect(await storedSession(page)).toBeNull();

    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Welcome back!', 'Successfully signed in to your account');
    await page.waitForURL(/\/dashboard$/);
    await expectText(page.getByTestId('sidebar-name'), user.email);
    await expectText(page.getByTestId('avatar-initials').first(), user.email[0].toUpperCase());

    await page.locator('[data-slot="sidebar-footer"]').getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    expect((await storedSession(page)) ?? '').not.toContain('access_token');
    // The session is over on the server too: a reload stays signed out.
    await page.reload();
    await page.getByRole('link', { name: 'Log In' }).waitFor();

    // Again, then through the user menu.
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await expectText(menu.getByTestId('menu-email'), user.email);
    await expectText(menu.getByTestId('menu-plan'), 'Free Plan');
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Get Started', exact: true }).waitFor();
  });
});

describe('two tabs', () => {
  it('keeps both signed in when they refresh an expired session at the same moment (a restored browser)', async () => {
    const { page, context } = t;
    const user = await signUp('two-tabs');
    // The stored access token counts as expired, so each tab refreshes before its first call.
    await openSignedIn(
      page,
      { ...user, session: { ...user.session, expires_at: Math.floor(Date.now() / 1000) - 60 } },
      '/remotes/manifest.json',
    );
    const tab = await t.newTab();

    // Both tabs' refreshes reach the server together, with the same refresh token.
    const refreshes: string[] = [];
    let bothSent!: () => void;
    const together = new Promise<void>((resolve) => (bothSent = resolve));
    await context.route('**/api/auth/refresh', async (route) => {
      refreshes.push(JSON.parse(route.request().postData() ?? '{}').refresh_token);
      if (refreshes.length === 2) bothSent();
      await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await route.continue();
    });

    await Promise.all([page.goto('/dashboard'), tab.goto('/dashboard')]);
    for (const each of [page, tab]) {
      await each.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await expectText(each.getByTestId('sidebar-name'), user.email);
    }
    expect(refreshes).toEqual([user.session.refresh_token, user.session.refresh_token]);

    // Whichever session each tab kept, both still work after a reload.
    await context.unroute('**/api/auth/refresh');
    for (const each of [page, tab]) {
      await each.reload();
      await each.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      expect(await storedSession(each)).toContain('access_token');
    }
  });
});

describe('app shell', () => {
  it('keeps the chosen theme across a reload', async () => {
    const { page } = t;
    const user = await signUp('theme');
    await openSignedIn(page, user, '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await isDark(page)).toBe(false);

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await eventually(async () => expect(await isDark(page)).toBe(true));
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await isDark(page)).toBe(true);

    // Also on the public pages, and back to light.
    await page.goto('/privacy');
    expect(await isDark(page)).toBe(true);
    await page.getByRole('button', { name: 'Toggle theme' }).first().click();
    await eventually(async () => expect(await isDark(page)).toBe(false));
    await page.reload();
    await page.getByRole('button', { name: 'Toggle theme' }).first().waitFor();
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  it('collapses the sidebar to icons on Ctrl+B and keeps the state in the sidebar_state cookie', async () => {
    const { page, context } = t;
    const user = await signUp('sidebar');
    await openSignedIn(page, user, '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await sidebar(page).getAttribute('data-state')).toBe('expanded');
    await eventually(async () => expect(await sidebarWidth(page)).toBe(256));
    // The current path is highlighted.
    const active = page.locator('[data-sidebar="menu-button"][data-active="true"]');
    await expectText(active, 'Dashboard');

    await page.keyboard.press('Control+b');
    await eventually(async () => expect(await sidebar(page).getAttribute('data-state')).toBe('collapsed'));
    await eventually(async () => expect(await sidebarWidth(page)).toBe(48));
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    // Seven days (604800 s), give or take the test's own duration.
    expect(Math.abs(cookie!.expires - Date.now() / 1000 - 604_800)).toBeLessThan(120);

    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await sidebar(page).getAttribute('data-state')).toBe('collapsed');

    await page.keyboard.press('Control+b');
    await eventually(async () => expect(await sidebar(page).getAttribute('data-state')).toBe('expanded'));
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');

    // The sidebar's navigation moves the highlight.
    await sidebar(page).getByRole('link', { name: 'Methodologies' }).click();
    await page.waitForURL(/\/methodologies$/);
    await expectText(active, 'Methodologies');
  });

  it('shows the sidebar as an 18rem slide-in panel on a 375 px screen', async () => {
    const user = await signUp('phone');
    const { page } = await t.newContext({ viewport: PHONE });
    await openSignedIn(page, user, '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const panel = page.locator('[data-mobile="true"]');
    expect(await panel.count()).toBe(0);
    expect(await page.locator('[data-slot="sidebar-container"]').isVisible()).toBe(false);

    await page.locator('[data-slot="sidebar-trigger"]').click();
    await panel.waitFor();
    await eventually(async () => {
      const box = (await panel.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBe(288);
    });
    await panel.getByRole('link', { name: 'Deal Analysis' }).click();
    await page.waitForURL(/\/deal-analysis$/);
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Deal Analysis', level: 1 }).waitFor();
  });
});

describe('routes', () => {
  const SIGNED_IN: Array<[string, string]> = [
    ['/dashboard', 'Dashboard'],
    ['/deal-analysis', 'Deal Analysis'],
    ['/roleplay', 'Roleplay Arena'],
    ['/methodologies', 'Sales Methodologies'],
    ['/seller-setup', 'Seller Profile'],
    ['/pricing', 'Pricing & Plans'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ];

  // Each page.goto is a hard load of the deep link (a new document, the shell and the remote fetched afresh).
  it('opens every signed-in route by a hard reload, / goes to /dashboard, and unknown paths show 404', async () => {
    const { page } = t;
    const user = await signUp('routes');
    await openSignedIn(page, user, '/');
    await page.waitForURL(/\/dashboard$/);
    for (const [path, heading] of SIGNED_IN) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      // Inside the app shell.
      await sidebar(page).waitFor({ state: 'attached' });
      expect(new URL(page.url()).pathname).toBe(path);
    }
    // And a reload of the page one is on.
    await page.goto('/seller-setup');
    await page.getByLabel('What do you sell?').waitFor();
    await page.reload();
    await page.getByLabel('What do you sell?').waitFor();
    await page.goto('/privacy');
    await page
      .getByText(/October 23, 2025/)
      .first()
      .waitFor();
    await page.goto('/terms');
    await page
      .getByText(/October 23, 2025/)
      .first()
      .waitFor();

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await sidebar(page).waitFor({ state: 'attached' });
  });

  it('opens every public route by a hard reload, and unknown paths show 404', async () => {
    const { page } = t;
    const PUBLIC: Array<[string, string | RegExp]> = [
      ['/login', 'Welcome Back'],
      ['/signup', 'Create Account'],
      ['/pricing', 'Pricing & Plans'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ];
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(/blindspot/i).count()).toBeGreaterThan(0);
    for (const [path, heading] of PUBLIC) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    // The legal pages link back to /.
    expect(await page.locator('main a[href="/"]').count()).toBeGreaterThan(0);
    // App routes are not public: a visitor gets the fallback.
    for (const path of ['/dashboard', '/no-such-page']) {
      await page.goto(path);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    }
  });
});

describe('remotes', () => {
  it('shows an error panel with Retry when a remote cannot be reached, and loads it on Retry once it can', async () => {
    const { page } = t;
    const user = await signUp('remote-down');
    await page.route('**/remotes/deals/**', (route) => route.abort('connectionrefused'));
    await openSignedIn(page, user, '/dashboard');

    // On the dashboard only the deals card says so; the rest works.
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('Saved Deal Analyses unavailable').waitFor();
    await page.getByText('This section is unavailable right now. The rest of your dashboard still works.').waitFor();
    await page.getByTestId('recent-roleplay-sessions').waitFor();
    await expectText(page.getByTestId('stat-plan-value'), 'Free');

    // The page itself: the panel with Retry, not a blank page.
    await sidebar(page).getByRole('link', { name: 'Deal Analysis' }).click();
    const panel = page.getByTestId('remote-error');
    await panel.getByText('Deal Analysis could not be loaded').waitFor();
    const retry = panel.getByRole('button', { name: 'Retry' });
    await retry.click();
    await panel.getByText('Deal Analysis could not be loaded').waitFor();

    await page.unroute('**/remotes/deals/**');
    await retry.click();
    await page.getByRole('heading', { name: 'Deal Analysis', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Analyze Deal' }).waitFor();
    expect(await panel.count()).toBe(0);
  });
});
