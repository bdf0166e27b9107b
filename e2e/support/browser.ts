// Chromium for the browser tests: Debian's /usr/bin/chromium driven by playwright-core. One browser per
// test file; every test gets a fresh context (its own cookies and localStorage) and page, closed after it.
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, FAKE_MEDIA_ARGS } from './chromium.mjs';
import { readState } from './state.mjs';

export { CHROMIUM, CHROMIUM_ARGS, FAKE_MEDIA_ARGS };

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

/** How long an element may take to appear: generous, the stack and Chromium share two cores with the tests. */
export const WAIT_MS = 15_000;

interface PageEntry {
  page: Page;
  log: string[];
}

declare global {
  // Filled here, read by support/environment.mjs when a test fails (a global is declared with var).
  var __E2E_PAGES__: Set<PageEntry> | undefined;
}

export function baseUrl(): string {
  return readState().url;
}

export async function launchBrowser({ media = false } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...(media ? FAKE_MEDIA_ARGS : [])] });
}

/** Records what a failing test's report needs: console errors, uncaught errors, failed and refused requests. */
function watch(page: Page): void {
  const entry: PageEntry = { page, log: [] };
  const stamp = () => new Date().toISOString().slice(11, 23);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      entry.log.push(`${stamp()} console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => entry.log.push(`${stamp()} pageerror: ${error.message}`));
  page.on('requestfailed', (request) =>
    entry.log.push(`${stamp()} requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) entry.log.push(`${stamp()} ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) entry.log.push(`${stamp()} navigated: ${frame.url()}`);
  });
  globalThis.__E2E_PAGES__?.add(entry);
}

export interface BrowserHarness {
  /** This test's page (1280 × 800) in its own context. */
  readonly page: Page;
  readonly context: BrowserContext;
  readonly browser: Browser;
  /** Another isolated context (another visitor, another screen size), closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** Another page in this test's context (a second tab: same user, same storage). */
  newTab(): Promise<Page>;
}

/**
 * Declares the jest hooks of a browser test file and returns the harness the tests use.
 * `media`: Chromium's fake microphone (the audio roleplay).
 */
export function useBrowser({ media = false } = {}): BrowserHarness {
  let browser: Browser | null = null;
  let contexts: BrowserContext[] = [];
  let current: { context: BrowserContext; page: Page } | null = null;

  const open = async (options: BrowserContextOptions = {}) => {
    if (!browser) throw new Error('the browser is not running');
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), locale: 'en-US', timezoneId: 'UTC', ...options });
    context.setDefaultTimeout(WAIT_MS);
    context.setDefaultNavigationTimeout(30_000);
    context.on('page', watch);
    contexts.push(context);
    const page = await context.newPage();
    return { context, page };
  };

  beforeAll(async () => {
    browser = await launchBrowser({ media });
  });
  afterAll(async () => {
    await browser?.close();
    browser = null;
  });
  beforeEach(async () => {
    globalThis.__E2E_PAGES__?.clear();
    current = await open();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    contexts = [];
    current = null;
  });

  const need = () => {
    if (!current) throw new Error('use the harness inside a test');
    return current;
  };
  return {
    get page() {
      return need().page;
    },
    get context() {
      return need().context;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not running');
      return browser;
    },
    newContext: open,
    newTab: () => need().context.newPage(),
  };
}

/**
 * Retries `check` (an assertion) until it passes or `timeoutMs` runs out, then throws its last error:
 * for values that settle after the page reacts (no assertion about how long it takes).
 */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The toast with this title (and description), once it shows. Toasts sit in the "Notifications (F8)" region. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<Locator> {
  let toast = page
    .getByRole('region', { name: /Notifications/ })
    .locator('li')
    .filter({ hasText: title });
  if (description !== undefined) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ state: 'visible' });
  return toast.first();
}

/** Picks an option in one of the design system's (Radix) selects, found by its accessible name. */
export async function choose(page: Page, selectName: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: selectName }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  // The listbox closes on choice; wait so the next click does not land on its overlay.
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Fails unless `locator` shows exactly `text` (after trimming), waiting for it to settle. */
export async function expectText(locator: Locator, text: string | RegExp): Promise<void> {
  await eventually(async () => {
    const actual = ((await locator.textContent()) ?? '').trim();
    if (typeof text === 'string') expect(actual).toBe(text);
    else expect(actual).toMatch(text);
  });
}
