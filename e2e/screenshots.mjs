#!/usr/bin/env node
// Every screen of the product in light and dark, at 1280 px and 375 px, into e2e/artifacts/screens/.
// Not a test: a way to look at the whole product at once.
//   npm run screenshots -w @blindspot/e2e                  (builds if needed, starts its own stack)
//   E2E_BASE_URL=http://localhost:8080 npm run screenshots -w @blindspot/e2e     (an already running stack)
//   ... -- --only dashboard,landing                         (some screens only)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from '../scripts/lib/build.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { CHROMIUM, CHROMIUM_ARGS, FAKE_MEDIA_ARGS } from './support/chromium.mjs';
import { E2E_STACK_ENV } from './support/stack-env.mjs';

const OUT = join(import.meta.dirname, 'artifacts', 'screens');
const args = process.argv.slice(2);
const only = args.includes('--only') ? new Set(args[args.indexOf('--only') + 1].split(',')) : null;
const VARIANTS = [
  { theme: 'light', width: 1280, height: 800 },
  { theme: 'dark', width: 1280, height: 800 },
  { theme: 'light', width: 375, height: 812 },
  { theme: 'dark', width: 375, height: 812 },
];

let stack = null;
let base = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
if (!base) {
  const { failed } = await build({ ifNeeded: true, log: () => {} });
  if (failed.length) throw new Error(`build failed: ${failed.join(', ')}`);
  stack = await startStack({ freePorts: true, quiet: true, env: E2E_STACK_ENV });
  base = stack.url;
}

async function api(method, path, { token, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const PASSWORD = 'correct-horse-42';
async function newUser(label, { onboarded = true } = {}) {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { session } = await api('POST', '/api/auth/signup', { body: { email, password: PASSWORD } });
  if (onboarded)
    await api('PATCH', '/api/user/onboarding', {
      token: session.access_token,
      body: { role: 'ae', industry: 'saas', yearsExperience: '3-5' },
    });
  return { email, session };
}

/** A user with a profile, analyses and completed sessions, so every screen has something to show. */
async function seededUser() {
  const user = await newUser('dana');
  const token = user.session.access_token;
  await api('PUT', '/api/seller-profile', {
    token,
    body: {
      productName: 'Route planning software for logistics teams',
      website: 'https://northwind.example',
      problemSolved: 'Dispatchers plan routes by hand and trucks run half empty.',
      industries: 'Logistics, wholesale',
      competitors: 'RouteMax, spreadsheets',
      averageDealSize: '$45,000',
      differentiation: 'Live re-routing and a two-week rollout.',
      targetPersonas: 'VP Operations, Head of Logistics, IT Director',
      preferredMethodologies: ['meddic', 'spin'],
    },
  });
  const deals = [
    [
      'Contoso renewal',
      'spin',
      'proposal',
      '48000',
      'Renewal call with Sam Lee, IT Director at Contoso. Their team spends two days a month reconciling ' +
        'routes by hand. Sam worries that the new warehouse in Leeds doubles that work next year. The budget ' +
        'is set in March by the COO.',
    ],
    [
      'Northwind expansion',
      'meddic',
      'qualification',
      '120000',
      'Met Dana Ortiz, VP Operations at Northwind Logistics, on Tuesday. Dispatchers plan 400 routes a day ' +
        'by hand and trucks run 30% empty on return legs. Dana wants to cut fuel cost by 12% this fiscal ' +
        'year. The CFO, Priya Shah, signs anything above $100k and has not joined a call yet. They are also ' +
        'evaluating RouteMax.',
    ],
  ];
  let last = null;
  for (const [dealName, methodology, stage, dealSize, dealNotes] of deals) {
    last = await api('POST', '/api/deal-analyses', { token, body: { dealName, dealNotes, methodology, stage, dealSize } });
    await api('POST', `/api/deal-analyses/${last.id}/message`, {
      token,
      body: { message: `Please analyze this deal using the ${methodology.toUpperCase()} methodology.` },
    });
  }
  await api('POST', `/api/deal-analyses/${last.id}/message`, { token, body: { message: 'How do I reach the economic buyer?' } });
  for (const [scenario, persona, methodology, difficulty] of [
    ['discovery', 'cfo', 'spin', 'medium'],
    ['objection', 'cto', 'meddic', 'hard'],
  ]) {
    const session = await api('POST', '/api/roleplay-sessions', {
      token,
      body: { scenario, persona, methodology, difficulty, sessionType: 'text', guidanceType: 'end' },
    });
    for (const message of [
      'Can you walk me through how your team handles this today?',
      'What challenges are you running into with the current approach?',
      'How does that problem affect the rest of the organization?',
      'If you could fix that, what would it mean for your team? Could we meet next Tuesday to map out a pilot?',
    ]) {
      await api('POST', `/api/roleplay-sessions/${session.id}/message`, { token, body: { message } });
    }
    await api('POST', `/api/roleplay-sessions/${session.id}/complete`, { token });
  }
  return { ...user, analysisId: last.id };
}

async function proUser() {
  const user = await newUser('pro');
  const plans = await api('GET', '/api/stripe/plans');
  const { url } = await api('POST', '/api/stripe/create-checkout-session', {
    token: user.session.access_token,
    body: { priceId: plans.find((p) => p.tier === 'pro').priceId },
  });
  await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  for (let i = 0; i < 50; i++) {
    const { session } = await api('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } });
    if (session.user.subscriptionTier === 'pro') return { ...user, session };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the Pro plan did not reach the session');
}

/** A screen that opening `path` shows, ready when `ready` finds its element. */
const visit = (name, user, path, ready) => ({ name, user, go: (p) => p.goto(path), ready });

/** Each screen: how to get there from a fresh page (`user` is signed in first unless it is null). */
const SCREENS = [
  visit('landing', null, '/', (p) => p.getByRole('heading', { level: 1 }).first()),
  visit('login', null, '/login', (p) => p.getByRole('heading', { name: 'Welcome Back' })),
  {
    name: 'login-create-account',
    user: null,
    go: async (p) => {
      await p.goto('/login');
      await p.getByRole('button', { name: 'Sign up' }).click();
    },
    ready: (p) => p.getByText('Minimum 6 characters'),
  },
  visit('pricing-public', null, '/pricing', (p) => p.getByTestId('plan-pro')),
  visit('privacy', null, '/privacy', (p) => p.getByRole('heading', { name: 'Privacy Policy' })),
  visit('terms', null, '/terms', (p) => p.getByRole('heading', { name: 'Terms of Service' })),
  visit('not-found', null, '/no-such-page', (p) => p.getByRole('heading', { name: '404 Page Not Found' })),
  visit('onboarding-1', 'newcomer', '/', (p) => p.getByText('Tell us about yourself')),
  {
    name: 'onboarding-2',
    user: 'newcomer',
    go: (p) => onboardingStep(p, 2),
    ready: (p) => p.getByText('Steps 2 and 3 are optional, but they help personalize your experience.'),
  },
  {
    name: 'onboarding-3',
    user: 'newcomer',
    go: (p) => onboardingStep(p, 3),
    ready: (p) => p.getByRole('button', { name: 'Complete Setup' }),
  },
  visit('dashboard', 'seeded', '/dashboard', (p) => p.getByTestId('recent-session').first()),
  {
    name: 'dashboard-user-menu',
    user: 'seeded',
    go: async (p) => {
      await openDashboard(p);
      await p.getByRole('button', { name: 'User menu' }).click();
    },
    ready: (p) => p.getByRole('menu'),
  },
  {
    name: 'dashboard-sidebar',
    user: 'seeded',
    // Collapsed to icons on a desktop, the slide-in panel on a phone.
    go: async (p) => {
      await openDashboard(p);
      await p.locator('[data-slot="sidebar-trigger"]').click();
    },
    ready: (p) =>
      p.viewportSize().width < 768 ? p.locator('[data-mobile="true"]') : p.locator('div[data-slot="sidebar"][data-state="collapsed"]'),
  },
  visit('deal-analysis-form', 'seeded', '/deal-analysis', (p) => p.getByRole('button', { name: 'Analyze Deal' })),
  {
    name: 'deal-analysis-chat',
    user: 'seeded',
    go: (p, u) => p.goto(`/deal-analysis?id=${u.analysisId}`),
    ready: (p) => p.getByText('Answered by: Offline coach'),
  },
  visit('roleplay-selector', 'seeded', '/roleplay', (p) => p.getByRole('button', { name: 'Continue' })),
  {
    name: 'roleplay-preview',
    user: 'seeded',
    go: (p) => openPreview(p),
    ready: (p) => p.getByRole('button', { name: 'Start Practicing' }),
  },
  {
    name: 'roleplay-chat',
    // Each variant starts a session: Pro, so the four of them never meet Free's limit.
    user: 'pro',
    go: (p) => openChat(p),
    ready: (p) => p.getByTestId('buyer-message').nth(1),
  },
  {
    name: 'roleplay-feedback',
    // Each variant starts a session: Pro, so the four of them never meet Free's limit.
    user: 'pro',
    go: async (p) => {
      await openChat(p);
      await p.getByRole('button', { name: 'End Practice' }).click();
      await p.getByRole('alertdialog').getByRole('button', { name: 'End and Score' }).click();
    },
    ready: (p) => p.getByRole('heading', { name: 'Practice Session Complete' }),
  },
  visit('deal-analysis-history', 'seeded', '/deal-analysis/history', (p) => p.getByTestId('history-analysis').first()),
  visit('roleplay-history', 'seeded', '/roleplay/history', (p) => p.getByTestId('history-session').first()),
  {
    name: 'roleplay-session',
    user: 'seeded',
    go: async (p) => {
      await p.goto('/roleplay/history?status=scored');
      await p.getByTestId('history-session').first().getByRole('link').click();
    },
    ready: (p) => p.getByTestId('session-transcript'),
  },
  {
    name: 'roleplay-audio',
    user: 'pro',
    go: async (p) => {
      await openPreview(p, 'Audio (Pro)');
      await p.getByRole('button', { name: 'Start Practicing' }).click();
    },
    ready: (p) => p.getByRole('button', { name: 'Hold to speak' }),
  },
  visit('methodologies', 'seeded', '/methodologies', (p) => p.getByRole('link', { name: 'Start Practicing Gap Selling' })),
  visit('seller-profile', 'seeded', '/seller-setup', (p) => p.getByRole('button', { name: 'Save Profile' })),
  visit('pricing-free', 'seeded', '/pricing', (p) => p.getByTestId('plan-pro')),
  visit('pricing-pro', 'pro', '/pricing', (p) => p.getByTestId('current-plan-banner')),
  {
    name: 'test-checkout',
    user: 'seeded',
    go: async (p) => {
      await p.goto('/pricing');
      await p.getByTestId('plan-practice').getByRole('button', { name: 'Upgrade' }).click();
    },
    ready: (p) => p.getByText('Test mode — no real payment'),
  },
  {
    name: 'test-portal',
    user: 'pro',
    go: async (p) => {
      await p.goto('/pricing');
      await p.getByRole('button', { name: 'Manage Subscription' }).click();
    },
    ready: (p) => p.getByRole('heading', { name: 'Manage subscription' }),
  },
  visit('not-found-signed-in', 'seeded', '/no-such-page', (p) => p.getByRole('heading', { name: '404 Page Not Found' })),
  {
    name: 'call-review-form',
    user: 'pro',
    go: async (p) => {
      await p.goto('/roleplay/call-review');
      await p.getByLabel('Transcript').fill(CALL_TRANSCRIPT);
      await p.getByRole('radio', { name: /Alex Rivera/ }).check();
    },
    ready: (p) => p.getByRole('radio', { name: /Alex Rivera/ }),
  },
  {
    name: 'call-review-result',
    user: 'pro',
    go: async (p, u) => {
      const review = await api('POST', '/api/call-reviews', {
        token: u.session.access_token,
        body: { transcript: CALL_TRANSCRIPT, sellerSpeaker: 'Alex Rivera', methodology: 'meddic', title: 'Northwind discovery' },
      });
      await p.goto(`/roleplay/call-review/${review.id}`);
    },
    ready: (p) => p.getByRole('heading', { name: 'Call Review Complete' }),
  },
  visit('call-review-free', 'seeded', '/roleplay/call-review', (p) => p.getByTestId('call-review-upgrade')),
];

/** A short real call for the call review screens. */
const CALL_TRANSCRIPT = [
  ['Alex Rivera', 'Thanks for making time. Before I say anything about us, how does your team put the forecast together today?'],
  ['Dana Cho', 'Mostly spreadsheets. Each region sends numbers and we reconcile by hand.'],
  ['Alex Rivera', 'Where does that process break down on your side?'],
  ['Dana Cho', 'The last two quarters we missed by more than ten percent and the board noticed.'],
  ['Alex Rivera', 'Who signs off on an investment like this, and what criteria will they use to compare the options?'],
  ['Dana Cho', 'Our CFO signs. She cares about payback inside a year.'],
  ['Alex Rivera', 'I suggest we book 45 minutes next Tuesday at 10am with your CFO to map the business case. Does that work?'],
  ['Dana Cho', 'That works, send the invite.'],
]
  .map(([who, line], i) => `[00:0${i}:00] ${who}: ${line}`)
  .join('\n');

async function choose(page, name, option) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function aboutYou(page) {
  await choose(page, 'Your role', 'Account Executive');
  await choose(page, 'Industry', 'SaaS / Software');
  await page.getByRole('combobox', { name: 'Years of sales experience' }).click();
  await page.getByRole('option', { name: /^3-5/ }).click();
}

/** The onboarding wizard at `step` (2 or 3), step 1 answered. */
async function onboardingStep(page, step) {
  await page.goto('/');
  await aboutYou(page);
  for (let at = 1; at < step; at++) await page.getByRole('button', { name: 'Next' }).click();
}

/** The seeded user's dashboard, its recent sessions shown. */
async function openDashboard(page) {
  await page.goto('/dashboard');
  await page.getByTestId('recent-session').first().waitFor();
}

/** The arena's preview of a new session (a discovery call with the CFO, SPIN, medium). */
async function openPreview(page, sessionType = 'Text') {
  await page.goto('/roleplay');
  await choose(page, 'Scenario', 'Discovery Call');
  await choose(page, 'Buyer Persona', 'Economic Buyer');
  await choose(page, 'Methodology', 'SPIN Selling');
  await choose(page, 'Difficulty', 'Medium');
  if (sessionType !== 'Text') await choose(page, 'Session Type', sessionType);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A text session two turns into the conversation. */
async function openChat(page) {
  await openPreview(page);
  await page.getByRole('button', { name: 'Start Practicing' }).click();
  await converse(page);
}

async function converse(page) {
  for (const [i, line] of [
    'Can you walk me through how your team handles this today?',
    'How does that problem affect the rest of the organization?',
  ].entries()) {
    const input = page.getByPlaceholder('Type your response...');
    await input.fill(line);
    await input.press('Enter');
    await page.getByTestId('buyer-message').nth(i).waitFor();
  }
}

// Toasts come and go; animations would catch a half-drawn frame.
const STILL = ['animation-duration: 0s', 'animation-delay: 0s', 'transition-duration: 0s', 'caret-color: transparent'];
const CALM = `[aria-label^="Notifications"] { display: none !important; }
*, *::before, *::after { ${STILL.map((rule) => `${rule} !important;`).join(' ')} }`;

const started = Date.now();
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] });
const written = [];
const failures = [];
try {
  const users = { seeded: await seededUser(), pro: await proUser(), newcomer: await newUser('newcomer', { onboarded: false }) };
  for (const variant of VARIANTS) {
    // A sign-in per variant: a session's refresh token is single-use, and contexts must not share one for long.
    for (const user of Object.values(users)) {
      user.session = (await api('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } })).session;
    }
    for (const screen of SCREENS) {
      if (only && !only.has(screen.name)) continue;
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: variant.width, height: variant.height },
        colorScheme: variant.theme,
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      context.setDefaultTimeout(20_000);
      const user = screen.user ? users[screen.user] : null;
      await context.addInitScript(
        ([theme, session, css]) => {
          localStorage.setItem('theme', theme);
          if (session && !localStorage.getItem('blindspot-session')) {
            localStorage.setItem('blindspot-session', JSON.stringify({ state: { session }, version: 0 }));
          }
          document.addEventListener('DOMContentLoaded', () => {
            const style = document.createElement('style');
            style.textContent = css;
            document.head.append(style);
          });
        },
        [variant.theme, user?.session ?? null, CALM],
      );
      const page = await context.newPage();
      const file = join(OUT, `${screen.name}--${variant.theme}-${variant.width}.png`);
      try {
        await screen.go(page, user);
        await screen.ready(page).waitFor();
        await page.waitForLoadState('networkidle');
        // A full-page capture of a scrolled window draws the sticky header mid-page.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: file, fullPage: true });
        written.push(file);
      } catch (error) {
        failures.push(`${screen.name} ${variant.theme} ${variant.width}: ${error.message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await stack?.stop();
}
console.log(`${written.length} screenshots in ${OUT} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
if (failures.length) {
  console.log(`${failures.length} failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
