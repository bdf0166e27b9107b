// First paint (docs/frontend.md, First paint): the public pages arrive as HTML with their text and are
// hydrated, not rendered again; a signed-in user's dashboard paints its frame and heading while the
// session check and the remotes are still on their way; no Content-Security-Policy violation.
import type { Page, Route } from 'playwright-core';
import { expectFocusedHeading } from '../support/a11y.js';
import { api, ONBOARDING, SESSION_STORAGE_KEY, type Session, signUp } from '../support/api.js';
import { baseUrl, eventually, expectText, useBrowser } from '../support/browser.js';

const t = useBrowser();

const LANDING_H1 = 'Discover your sales blindspots before your buyers do';

/** Records every CSP violation the page reports (the browser fires the event before any app code runs). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * Holds the page's requests that `matches` until `release()` (then lets them, and any later one, through):
 * what the page shows meanwhile is what it has without them. `held` lists those waiting.
 */
async function holdRequests(page: Page, matches: string | ((url: URL) => boolean)) {
  const held: Route[] = [];
  let released = false;
  await page.route(matches, (route) => void (released ? route.continue() : held.push(route)));
  const release = async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
  return { held, release };
}

/** Every script but the page's own loader (paint-first): what shows comes from the HTML alone. */
const APP_SCRIPTS = (url: URL) => url.pathname.endsWith('.js') && !url.pathname.startsWith('/paint-first');

describe('public pages', () => {
  it('serves the landing page with its h1 in the HTML, before any script', async () => {
    const response = await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '');
    expect(h1).toBe(LANDING_H1);
    // Styled from the first byte: the stylesheet is in the page, no inline script (the CSP would refuse one).
    expect(html).toMatch(/<style>/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('paints the prerendered page before its entry script is added (the script is preloaded meanwhile)', async () => {
    const { page } = t;
    await page.addInitScript(() => {
      const seen = { entryAddedAt: -1 };
      (window as unknown as { entry: typeof seen }).entry = seen;
      new MutationObserver(() => {
        if (seen.entryAddedAt < 0 && document.querySelector('script[src*="/main."]')) seen.entryAddedAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expectText(page.getByRole('heading', { level: 1 }), LANDING_H1);
    // Both happen: the paint is reported, and the entry script is added (the app then hydrates).
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        (window as unknown as { entry: { entryAddedAt: number } }).entry.entryAddedAt >= 0,
    );
    const { paintedAt, entryAddedAt, preloaded } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      entryAddedAt: (window as unknown as { entry: { entryAddedAt: number } }).entry.entryAddedAt,
      preloaded: Boolean(document.querySelector('link[rel="preload"][as="script"][href*="/main."]')),
    }));
    expect(preloaded).toBe(true);
    expect(paintedAt).toBeGreaterThan(0);
    expect(entryAddedAt).toBeGreaterThanOrEqual(paintedAt);
  });

  it.each([
    ['/', LANDING_H1],
    ['/login', 'Welcome Back'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('shows %s with JavaScript disabled', async (path, heading) => {
    const { page } = await t.newContext({ javaScriptEnabled: false });
    await page.goto(path);
    await expectText(page.getByRole('heading', { level: 1 }), heading);
  });

  it('hydrates the prerendered landing page: its nodes kept, then links handled in the page, with no CSP violation', async () => {
    const { page } = t;
    const violations = await watchViolations(page);
    // Hold the scripts until the prerendered heading is on screen and marked.
    const scripts = await holdRequests(page, '**/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expectText(heading, LANDING_H1);
    await heading.evaluate((element) => element.setAttribute('data-prerendered', 'yes'));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await scripts.release();
    // Hydrated: React has taken over the prerendered link...
    await page.waitForFunction(() => {
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Log In');
      return Boolean(link && Object.keys(link).some((key) => key.startsWith('__reactProps')));
    });
    // ...and kept the prerendered nodes rather than rendering new ones.
    expect(await page.locator('h1[data-prerendered="yes"]').count()).toBe(1);
    await page.getByRole('link', { name: 'Log In' }).click();
    await expectText(page.getByRole('heading', { level: 1 }), 'Welcome Back');
    // The router handled the link: still the same document.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await violations()).toEqual([]);
  });
});

/** A new sign-in for `email`, stored in the page's localStorage as the app stores one. */
async function storeSession(page: Page, email: string, password: string): Promise<void> {
  const { session } = await api<{ session: Session }>('POST', '/api/auth/login', { body: { email, password } });
  await page.goto('/remotes/manifest.json');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify({ state: { session }, version: 0 }),
  ] as const);
}

describe('the signed-in app', () => {
  it('paints the dashboard frame and heading while the session check and the remotes are held', async () => {
    const user = await signUp('first-paint');
    const { page } = t;
    const violations = await watchViolations(page);
    // A sign-in after onboarding: the session says onboarding is done, as it does for a returning user.
    await storeSession(page, user.email, user.password);
    const session = await holdRequests(page, '**/api/auth/user');
    const remotes = await holdRequests(page, '**/remotes/*/**');
    await page.goto('/dashboard');
    await expectText(page.getByRole('heading', { level: 1 }), 'Dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Deal Analysis' }).waitFor();
    // The remotes' widgets wait as skeletons: their entries are asked for once the page has painted, while
    // the session check is still held (they wait for neither it nor each other).
    expect(session.held.length).toBeGreaterThan(0);
    await eventually(async () => expect(remotes.held.filter((route) => route.request().url().endsWith('/remoteEntry.js')).length).toBe(3));
    await session.release();
    await remotes.release();
    await page.locator('[data-area="deals"]').getByText('Saved Deal Analyses').first().waitFor();
    await page.locator('[data-area="roleplay"]').getByText('Recent Roleplay Sessions').first().waitFor();
    await page.goto('/roleplay');
    await page.getByRole('heading', { level: 1, name: 'Roleplay Arena' }).waitFor();
    expect(await violations()).toEqual([]);
  });

  it("paints a returning user's dashboard from its HTML, with their name, before any app script runs", async () => {
    const user = await signUp('frame', { onboarded: false });
    await api('PATCH', '/api/user/onboarding', {
      token: user.session.access_token,
      body: { ...ONBOARDING, firstName: 'Noor', lastName: 'Haddad' },
    });
    const { page } = t;
    const violations = await watchViolations(page);
    await storeSession(page, user.email, user.password);
    // The visit before: the app keeps the frame's record (the name, initials and plan) in storage.
    await page.goto('/dashboard');
    await expectText(page.getByTestId('sidebar-name'), 'Noor Haddad');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('blindspot-frame'))) ?? 'null')).toEqual({
      displayName: 'Noor Haddad',
      initials: 'NH',
      plan: 'Free Plan',
    });

    // Now every script but the page's own loader is held: what shows comes from the HTML alone.
    const scripts = await holdRequests(page, APP_SCRIPTS);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expectText(page.getByRole('heading', { level: 1 }), 'Dashboard');
    await expectText(page.getByText(/^Welcome back,/), 'Welcome back, Noor Haddad. Here is where your practice stands.');
    await expectText(page.getByTestId('avatar-initials').first(), 'NH');
    // Painted, and then (not before) the loader asked for the entry script, still held.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
    await page.waitForFunction(() => Boolean(document.querySelector('script[src*="/main."]')));
    expect(scripts.held.some((route) => route.request().url().includes('/main.'))).toBe(true);

    // Released, the app replaces the frame with the live page: the figures come in, the name stays.
    await scripts.release();
    await page.getByTestId('stat-plan-value').waitFor();
    await expectText(page.getByTestId('stat-plan-value'), 'Free');
    await expectText(page.getByText(/^Welcome back,/), 'Welcome back, Noor Haddad. Here is where your practice stands.');
    expect(await page.getByTestId('dashboard-frame').count()).toBe(0);

    // Signed out, the record goes with the session.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(/\/(login)?$/);
    expect(await page.evaluate(() => localStorage.getItem('blindspot-frame'))).toBeNull();
    expect(await violations()).toEqual([]);
  });

  it("keeps a keyboard user's place when the app takes over from the frame (the skip link followed before it)", async () => {
    const user = await signUp('frame-keys');
    const { page } = t;
    await storeSession(page, user.email, user.password);
    await page.goto('/dashboard');
    await page.getByTestId('stat-plan-value').waitFor();
    const scripts = await holdRequests(page, APP_SCRIPTS);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // In the frame: the skip link is the first tab stop, and followed it focuses <main> (a plain link).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content'));
    await scripts.release();
    // The app replaced every node: focus is on the page's heading, as the app's own skip link leaves it.
    await page.getByTestId('stat-plan-value').waitFor();
    await expectFocusedHeading(page, 'Dashboard', 'after the frame');
  });

  it('never shows the frame to a visitor: /dashboard shows nothing until the app answers (the not-found page)', async () => {
    const { page } = t;
    const entry = await holdRequests(page, '**/main.*.js');
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await eventually(async () => expect(entry.held.length).toBe(1));
    expect(await page.evaluate(() => document.getElementById('root')?.innerHTML)).toBe('');
    await entry.release();
    // A visitor's routes are the public ones (docs/product.md, the gate): anything else is not found.
    await expectText(page.getByRole('heading', { level: 1 }), '404 Page Not Found');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });
});
