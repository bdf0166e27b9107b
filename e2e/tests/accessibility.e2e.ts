// Accessibility (issue 19, docs/accessibility.md): axe-core on every screen state, in light and dark, at
// 1366 px and 375 px, with zero violations of WCAG 2.0/2.1/2.2 A and AA and of our structure rules
// (landmarks, one h1, heading order). One test per theme and width; each visits every screen and fails
// at the end with every violation found (rule, element, contrast figures), not only the first.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations, formatViolations } from '../support/a11y.js';
import { api, openSignedIn, PASSWORD, type Session, signUp, type TestUser, upgradeThroughTestCheckout } from '../support/api.js';
import { choose, eventually, useBrowser } from '../support/browser.js';

const t = useBrowser({ media: true });

const WIDE = { width: 1366, height: 800 };
const NARROW = { width: 375, height: 812 };

type UserKind = 'visitor' | 'newcomer' | 'fresh' | 'seeded' | 'pro';

interface Users {
  newcomer: TestUser;
  fresh: TestUser;
  seeded: TestUser & { analysisId: string };
  pro: TestUser;
}

/** A user with a seller profile, a finished analysis with a follow-up, and a scored roleplay session. */
async function seededUser(): Promise<TestUser & { analysisId: string }> {
  const user = await signUp('a11y-seeded');
  const token = user.session.access_token;
  await api('PUT', '/api/seller-profile', {
    token,
    body: {
      productName: 'Route planning software for logistics teams',
      problemSolved: 'Dispatchers plan routes by hand and trucks run half empty.',
      competitors: 'RouteMax, spreadsheets',
      targetPersonas: 'VP Operations, Head of Logistics',
      preferredMethodologies: ['meddic', 'spin'],
    },
  });
  const analysis = await api<{ id: string }>('POST', '/api/deal-analyses', {
    token,
    body: {
      dealName: 'Northwind expansion',
      methodology: 'meddic',
      stage: 'qualification',
      dealSize: '120000',
      dealNotes:
        'Met Dana Ortiz, VP Operations at Northwind Logistics, on Tuesday. Dispatchers plan 400 routes a day ' +
        'by hand and trucks run 30% empty on return legs. The CFO signs anything above $100k and has not ' +
        'joined a call yet.',
    },
  });
  await api('POST', `/api/deal-analyses/${analysis.id}/message`, {
    token,
    body: { message: 'Please analyze this deal using the MEDDIC methodology.' },
  });
  await api('POST', `/api/deal-analyses/${analysis.id}/message`, { token, body: { message: 'How do I reach the economic buyer?' } });
  const session = await api<{ id: string }>('POST', '/api/roleplay-sessions', {
    token,
    body: { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium', sessionType: 'text', guidanceType: 'end' },
  });
  for (const message of [
    'How does your team plan routes today?',
    'What does that cost you each month?',
    'Could we meet next Tuesday to map out a pilot?',
  ]) {
    await api('POST', `/api/roleplay-sessions/${session.id}/message`, { token, body: { message } });
  }
  await api('POST', `/api/roleplay-sessions/${session.id}/complete`, { token });
  return { ...user, analysisId: analysis.id };
}

/** A new sign-in for `user`, so every context has a session (and refresh token) of its own. */
async function signedIn(user: TestUser): Promise<TestUser> {
  const { session } = await api<{ session: Session }>('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } });
  return { ...user, session };
}

interface Screen {
  name: string;
  user: UserKind;
  /** Gets there from the page as the previous screen of the same user left it. */
  go(page: Page, users: Users): Promise<unknown>;
  /** Shown once the screen is complete. */
  ready(page: Page): ReturnType<Page['locator']>;
  /** Only at this width. */
  only?: 'wide' | 'narrow';
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

async function aboutYou(page: Page) {
  await choose(page, 'Your role', 'Account Executive');
  await choose(page, 'Industry', 'SaaS / Software');
  await choose(page, 'Years of sales experience', /^3-5/);
}

async function selectSession(page: Page, sessionType = 'Text') {
  await choose(page, 'Scenario', 'Discovery Call');
  await choose(page, 'Buyer Persona', 'Economic Buyer');
  await choose(page, 'Methodology', 'SPIN Selling');
  await choose(page, 'Difficulty', 'Medium');
  if (sessionType !== 'Text') await choose(page, 'Session Type', sessionType);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const SCREENS: Screen[] = [
  // Signed out.
  { name: 'landing', user: 'visitor', go: (p) => p.goto('/'), ready: (p) => p.getByRole('heading', { level: 1 }) },
  { name: 'pricing (visitor)', user: 'visitor', go: (p) => p.goto('/pricing'), ready: (p) => p.getByTestId('plan-pro') },
  { name: 'privacy', user: 'visitor', go: (p) => p.goto('/privacy'), ready: (p) => heading(p, 'Privacy Policy') },
  { name: 'terms', user: 'visitor', go: (p) => p.goto('/terms'), ready: (p) => heading(p, 'Terms of Service') },
  { name: 'not found (visitor)', user: 'visitor', go: (p) => p.goto('/no-such-page'), ready: (p) => heading(p, '404 Page Not Found') },
  { name: 'sign in', user: 'visitor', go: (p) => p.goto('/login'), ready: (p) => heading(p, 'Welcome Back') },
  {
    name: 'sign up',
    user: 'visitor',
    go: (p) => p.getByRole('button', { name: 'Sign up' }).click(),
    ready: (p) => heading(p, 'Create Account'),
  },
  // Onboarding (signed in, not onboarded): the three steps.
  { name: 'onboarding step 1', user: 'newcomer', go: (p) => p.goto('/'), ready: (p) => p.getByRole('combobox', { name: 'Your role' }) },
  {
    name: 'onboarding step 2',
    user: 'newcomer',
    go: async (p) => {
      await aboutYou(p);
      await p.getByRole('button', { name: 'Next' }).click();
    },
    ready: (p) => p.getByText('Steps 2 and 3 are optional, but they help personalize your experience.'),
  },
  {
    name: 'onboarding step 3',
    user: 'newcomer',
    go: (p) => p.getByRole('button', { name: 'Next' }).click(),
    ready: (p) => p.getByRole('button', { name: 'Complete Setup' }),
  },
  // A new user: empty dashboard and lists.
  { name: 'dashboard (empty)', user: 'fresh', go: (p) => p.goto('/dashboard'), ready: (p) => p.getByText('No completed sessions yet.') },
  {
    name: 'deal analysis form',
    user: 'fresh',
    go: (p) => p.goto('/deal-analysis'),
    ready: (p) => p.getByRole('button', { name: 'Analyze Deal' }),
  },
  // A user with data.
  { name: 'dashboard', user: 'seeded', go: (p) => p.goto('/dashboard'), ready: (p) => p.getByTestId('recent-session').first() },
  {
    name: 'dashboard user menu',
    user: 'seeded',
    go: (p) => p.getByRole('button', { name: 'User menu' }).click(),
    ready: (p) => p.getByRole('menu'),
  },
  {
    name: 'mobile navigation',
    user: 'seeded',
    only: 'narrow',
    go: async (p) => {
      await p.keyboard.press('Escape');
      await p.getByRole('menu').waitFor({ state: 'detached' });
      await p.getByRole('button', { name: 'Toggle Sidebar' }).click();
    },
    ready: (p) => p.locator('[data-mobile="true"]'),
  },
  {
    name: 'deal analysis with chat',
    user: 'seeded',
    go: (p, users) => p.goto(`/deal-analysis?id=${users.seeded.analysisId}`),
    ready: (p) => p.getByText('How do I reach the economic buyer?'),
  },
  { name: 'roleplay selector', user: 'seeded', go: (p) => p.goto('/roleplay'), ready: (p) => p.getByRole('button', { name: 'Continue' }) },
  {
    name: 'roleplay preview',
    user: 'seeded',
    go: (p) => selectSession(p),
    ready: (p) => p.getByRole('button', { name: 'Start Practicing' }),
  },
  {
    name: 'roleplay chat (empty)',
    user: 'seeded',
    go: (p) => p.getByRole('button', { name: 'Start Practicing' }).click(),
    ready: (p) => heading(p, 'Start the Conversation'),
  },
  {
    name: 'roleplay chat (in progress)',
    user: 'seeded',
    go: async (p) => {
      const input = p.getByPlaceholder('Type your response...');
      for (const [index, line] of ['How does your team plan routes today?', 'What does that cost you each month?'].entries()) {
        await input.fill(line);
        await input.press('Enter');
        await p.getByTestId('buyer-message').nth(index).waitFor();
      }
    },
    ready: (p) => p.getByRole('button', { name: 'End Practice' }),
  },
  {
    name: 'roleplay end dialog',
    user: 'seeded',
    go: (p) => p.getByRole('button', { name: 'End Practice' }).click(),
    ready: (p) => p.getByRole('alertdialog', { name: 'End this practice session?' }),
  },
  {
    name: 'roleplay feedback',
    user: 'seeded',
    go: (p) => p.getByRole('alertdialog').getByRole('button', { name: 'End and Score' }).click(),
    ready: (p) => heading(p, 'Practice Session Complete'),
  },
  // The history (issue 13): both lists, a session reopened read-only, a delete's question.
  {
    name: 'deal analysis history',
    user: 'seeded',
    go: (p) => p.goto('/deal-analysis/history'),
    ready: (p) => p.getByTestId('history-analysis'),
  },
  { name: 'roleplay history', user: 'seeded', go: (p) => p.goto('/roleplay/history'), ready: (p) => p.getByTestId('history-session') },
  {
    name: 'roleplay session (read-only)',
    user: 'seeded',
    go: (p) => p.getByTestId('history-session').last().getByRole('link').click(),
    ready: (p) => p.getByTestId('session-transcript'),
  },
  {
    name: 'delete session dialog',
    user: 'seeded',
    go: (p) => p.getByRole('button', { name: 'Delete' }).click(),
    ready: (p) => p.getByRole('alertdialog', { name: 'Delete this session?' }),
  },
  {
    name: 'methodologies',
    user: 'seeded',
    go: (p) => p.goto('/methodologies'),
    ready: (p) => p.getByRole('link', { name: 'Start Practicing Gap Selling' }),
  },
  {
    name: 'seller profile',
    user: 'seeded',
    go: (p) => p.goto('/seller-setup'),
    ready: (p) => p.getByRole('button', { name: 'Save Profile' }),
  },
  { name: 'pricing (free plan)', user: 'seeded', go: (p) => p.goto('/pricing'), ready: (p) => p.getByTestId('plan-pro') },
  { name: 'privacy (signed in)', user: 'seeded', go: (p) => p.goto('/privacy'), ready: (p) => heading(p, 'Privacy Policy') },
  { name: 'not found (signed in)', user: 'seeded', go: (p) => p.goto('/no-such-page'), ready: (p) => heading(p, '404 Page Not Found') },
  // Pro: the plan banner and the voice roleplay, recording.
  { name: 'pricing (Pro plan)', user: 'pro', go: (p) => p.goto('/pricing'), ready: (p) => p.getByTestId('current-plan-banner') },
  {
    name: 'roleplay voice (recording)',
    user: 'pro',
    go: async (p) => {
      await p.goto('/roleplay');
      await selectSession(p, 'Audio (Pro)');
      await p.getByRole('button', { name: 'Start Practicing' }).click();
      await p.getByRole('button', { name: 'Hold to speak' }).click();
    },
    ready: (p) => p.getByRole('button', { name: 'Stop' }),
  },
];

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

async function checkEveryScreen(theme: 'light' | 'dark', viewport: typeof WIDE): Promise<void> {
  const width = viewport === NARROW ? 'narrow' : 'wide';
  const [newcomer, fresh, seeded, pro] = await Promise.all([
    signUp('a11y-newcomer', { onboarded: false }),
    signUp('a11y-fresh'),
    seededUser(),
    signUp('a11y-pro').then(async (user) => ({ ...user, session: await upgradeThroughTestCheckout(user, 'pro') })),
  ]);
  const users: Users = { newcomer, fresh, seeded, pro };
  const options = { viewport, colorScheme: theme, reducedMotion: 'reduce' } as const;

  const report: string[] = [];
  const counts = new Map<string, number>();
  let checked = 0;
  const pages = new Map<UserKind, Page>();
  for (const screen of SCREENS) {
    if (screen.only && screen.only !== width) continue;
    let page = pages.get(screen.user);
    if (!page) {
      // One context per user: its own storage (session and theme).
      const opened = await t.newContext(options);
      await opened.context.addInitScript((value) => {
        try {
          localStorage.setItem('theme', value);
        } catch {
          // about:blank has no storage.
        }
      }, theme);
      page = opened.page;
      if (screen.user !== 'visitor') await openSignedIn(page, await signedIn(users[screen.user]), '/remotes/manifest.json');
      pages.set(screen.user, page);
    }
    await screen.go(page, users);
    await screen.ready(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    checked++;
    for (const violation of violations) counts.set(violation.id, (counts.get(violation.id) ?? 0) + violation.nodes.length);
    if (violations.length) report.push(formatViolations(`${screen.name} [${theme} ${viewport.width}px]`, violations));
  }
  const summary = [...counts].map(([rule, n]) => `${rule} ${n}`).join(', ');
  console.log(`axe ${theme} ${viewport.width}px: ${checked} screens, ${summary || 'no violations'}`);
  if (report.length) {
    // The whole report, also on disk: jest may shorten a long message.
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, `axe-${theme}-${viewport.width}.txt`), `${report.join('\n')}\n`);
    throw new Error(`axe found violations (${summary}; artifacts/axe-${theme}-${viewport.width}.txt):\n${report.join('\n')}`);
  }
}

describe('accessibility: axe on every screen', () => {
  // Seeding, four flows and ~28 axe runs per theme and width on two shared cores.
  const LONG = 300_000;
  it('light, 1366 px', () => checkEveryScreen('light', WIDE), LONG);
  it('dark, 1366 px', () => checkEveryScreen('dark', WIDE), LONG);
  it('light, 375 px', () => checkEveryScreen('light', NARROW), LONG);
  it('dark, 375 px', () => checkEveryScreen('dark', NARROW), LONG);
});

/** Whether assistive technology sees the element: neither it nor an ancestor is aria-hidden. */
const exposed = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => !element.closest('[aria-hidden="true"]'));

/** The live region an element's changes are announced through, if any ("log polite", "status"...). */
const liveRegionOf = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => {
    const region = element.closest('[aria-live]:not([aria-live="off"]), [role="log"], [role="status"], [role="alert"]');
    return region ? `${region.getAttribute('role') ?? ''} ${region.getAttribute('aria-live') ?? ''}`.trim() : null;
  });

describe('accessibility: what screen readers are told', () => {
  it('reads deal chat and roleplay replies through polite logs, once each reply has arrived', async () => {
    const { page } = t;
    const user = await signUp('a11y-live');
    const analysis = await api<{ id: string }>('POST', '/api/deal-analyses', {
      token: user.session.access_token,
      body: {
        dealName: 'Live regions',
        methodology: 'spin',
        dealNotes: 'Sam Lee, IT Director, spends two days a month reconciling routes by hand.',
      },
    });

    // Hold the first reply: the pending turn is hidden, "Analyzing..." is a status inside the log.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/deal-analyses/*/message*', async (route) => {
      await held;
      await route.continue();
    });
    await openSignedIn(page, user, `/deal-analysis?id=${analysis.id}`);
    const log = page.getByRole('log', { name: 'Conversation with your coach' });
    await log.waitFor();
    expect(await log.getAttribute('aria-live')).toBe('polite');
    const analyzing = log.getByText('Analyzing...');
    await analyzing.waitFor();
    expect(await analyzing.getAttribute('role')).toBe('status');
    expect(await exposed(log.getByText(/Please analyze this deal/))).toBe(false);
    release();
    // Stored, the turn and the reply are added to the log whole, where they are announced.
    const reply = log.getByRole('heading', { level: 3 }).first();
    await reply.waitFor();
    await eventually(async () => expect(await exposed(log.getByText(/Please analyze this deal/))).toBe(true));
    expect(await exposed(reply)).toBe(true);
    await page.unroute('**/api/deal-analyses/*/message*');

    // The roleplay transcript: a polite log; the typing dots are a status; replies are in the log.
    await page.goto('/roleplay');
    await selectSession(page);
    await page.getByRole('button', { name: 'Start Practicing' }).click();
    const transcript = page.getByRole('log', { name: 'Conversation' });
    expect(await transcript.getAttribute('aria-live')).toBe('polite');
    const input = page.getByPlaceholder('Type your response...');
    await input.fill('How does your team plan routes today?');
    await input.press('Enter');
    const buyer = transcript.getByTestId('buyer-message').first();
    await buyer.waitFor();
    expect(await liveRegionOf(buyer)).toBe('log polite');
    expect(await exposed(buyer)).toBe(true);
  });

  it('says when recording starts and stops, never each tick of the timer, and keeps focus on the controls', async () => {
    const { page } = t;
    const user = await signUp('a11y-timer');
    user.session = await upgradeThroughTestCheckout(user, 'pro');
    // The simulated floor, where the turn is sent on Stop; with recognition the words wait for review
    // first ("Recording stopped. Check what you said, then send it.", voice.e2e.ts).
    await page.addInitScript(() => {
      delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
      delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
    });
    await openSignedIn(page, user, '/roleplay');
    await selectSession(page, 'Audio (Pro)');
    await page.getByRole('button', { name: 'Start Practicing' }).click();
    const status = page.getByTestId('recording-status');
    expect(await status.getAttribute('role')).toBe('status');
    expect(((await status.textContent()) ?? '').trim()).toBe('');

    await page.getByRole('button', { name: 'Hold to speak' }).click();
    const timer = page.getByRole('timer');
    await timer.getByText('Recording: 0:01').waitFor();
    expect(await liveRegionOf(timer)).toBeNull();
    expect(await timer.getAttribute('aria-live')).toBe('off');
    await eventually(async () => expect(((await status.textContent()) ?? '').trim()).toBe('Recording started'));
    // Stop replaced the button that started it, and has focus.
    expect(await page.getByRole('button', { name: 'Stop' }).evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Stop' }).click();
    await eventually(async () => expect(((await status.textContent()) ?? '').trim()).toBe('Recording stopped'));
    // The button is gone: focus is on the transcript, where the turn arrives.
    expect(await page.getByRole('log', { name: 'Conversation' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByTestId('buyer-message').first().waitFor();
  });
});
