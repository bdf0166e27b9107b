// The sign-up path and the flows around it (issue 19): every "get started" entry opens Create Account, a
// plan chosen before sign-up goes through onboarding straight to its checkout, names asked at onboarding
// shown wherever a display name is; the free limit as a path; the analysis read from its top, its notes
// and its Markdown copy; a failed chat message kept with Retry; wrong credentials on the fields; the
// roleplay chat first on a phone. Axe (light and dark, 1366 and 375 px) on the screens these change.
import type { Page } from 'playwright-core';
import { axeViolations, formatViolations } from '../support/a11y.js';
import { api, freshToken, openSignedIn, PASSWORD, signUp, uniqueEmail } from '../support/api.js';
import { choose, eventually, expectText, expectToast, PHONE, useBrowser } from '../support/browser.js';

const t = useBrowser();
const WIDE = { width: 1366, height: 800 };

/** No axe violation on the page as it is, light then dark, at 1366 and at 375 px. */
async function expectAccessible(page: Page, where: string) {
  const original = page.viewportSize() ?? WIDE;
  for (const viewport of [WIDE, PHONE]) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      const violations = await axeViolations(page);
      expect(formatViolations(`${where} (${theme}, ${viewport.width} px)`, violations)).toBe('');
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize(original);
}

async function answerOnboarding(page: Page, names?: { first: string; last: string }) {
  await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
  if (names) {
    await page.getByLabel('First name').fill(names.first);
    await page.getByLabel('Last name').fill(names.last);
  }
  await choose(page, 'Your role', 'Account Executive');
  await choose(page, 'Industry', 'SaaS / Software');
  await choose(page, 'Years of sales experience', /^3-5/);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'What do you sell?' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
}

describe('sign-up path', () => {
  it('opens Create Account from every "get started" entry of the landing and pricing pages', async () => {
    const { page } = t;
    const entries: Array<[string, () => Promise<void>, string]> = [
      ['Get Started', () => page.getByRole('banner').getByRole('link', { name: 'Get Started', exact: true }).click(), '/signup'],
      ['Start for free', () => page.getByRole('link', { name: /Start for free/ }).click(), '/signup'],
      ['Get Started Free', () => page.locator('#pricing').getByRole('link', { name: 'Get Started Free' }).click(), '/signup'],
      ['Start with Practice', () => page.getByRole('link', { name: 'Start with Practice' }).click(), '/signup?plan=practice'],
      ['Start with Pro', () => page.getByRole('link', { name: 'Start with Pro' }).click(), '/signup?plan=pro'],
    ];
    for (const [name, click, path] of entries) {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await click();
      await page.getByRole('heading', { name: 'Create Account' }).waitFor();
      expect(`${name}: ${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(`${name}: ${path}`);
      expect(await page.getByRole('heading', { name: 'Welcome Back' }).count()).toBe(0);
    }
    // The pricing page of a visitor: Upgrade and Get Started Free open Create Account too.
    await page.goto('/pricing');
    await page.getByTestId('plan-pro').getByRole('link', { name: 'Upgrade' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(page.url()).toMatch(/\/signup\?plan=pro$/);
    await page.getByTestId('chosen-plan').getByText('You chose the Pro plan: checkout follows your account setup.').waitFor();
    await page.goto('/pricing');
    await page.getByTestId('plan-free').getByRole('link', { name: 'Get Started Free' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(page.url()).toMatch(/\/signup$/);
  });

  it('takes the plan chosen on the landing page through sign-up and onboarding to its checkout, and greets by name', async () => {
    const { page } = t;
    await page.goto('/');
    await page.getByRole('link', { name: 'Start with Practice' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByText('You chose the Practice plan: checkout follows your account setup.').waitFor();
    await expectAccessible(page, 'create account with a chosen plan');

    const email = uniqueEmail('chosen-plan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created!', /Let's get you set up\./);

    // Step 1 asks for the names, optional.
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    await page.getByRole('textbox', { name: 'First name (optional)' }).waitFor();
    await page.getByRole('textbox', { name: 'Last name (optional)' }).waitFor();
    await expectAccessible(page, 'onboarding step 1 with names');
    await answerOnboarding(page, { first: 'Dana', last: 'Ortiz' });

    // Straight on to the Practice plan's checkout.
    await page.waitForURL(/\/api\/stripe\/test-checkout\/[^/]+$/);
    await page.getByRole('heading', { name: 'Subscribe to Practice' }).waitFor();
    await page.getByRole('button', { name: 'Pay $19' }).click();
    await page.waitForURL(/\/pricing$/);
    await expectToast(page, 'Subscription updated', "You're now on the Practice plan.");

    // The name is on the user and everywhere a display name shows.
    const { session } = await api<{ session: { access_token: string } }>('POST', '/api/auth/login', {
      body: { email, password: PASSWORD },
    });
    const me = await api<{ firstName: string; lastName: string; subscriptionTier: string }>('GET', '/api/auth/user', {
      token: session.access_token,
    });
    expect(me).toMatchObject({ firstName: 'Dana', lastName: 'Ortiz', subscriptionTier: 'practice' });
    await expectText(page.getByTestId('sidebar-name'), 'Dana Ortiz');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByText('Welcome back, Dana Ortiz.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'User menu' }).click();
    await expectText(page.getByTestId('menu-name'), 'Dana Ortiz');
    expect(await page.getByRole('button', { name: 'User menu' }).getByTestId('avatar-initials').textContent()).toBe('DO');
  });

  it('without a name, greets by e-mail; with a plan chosen, an existing user signing in goes to its checkout', async () => {
    const { page } = t;
    await page.goto('/signup');
    const email = uniqueEmail('no-name');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await answerOnboarding(page);
    await page.waitForURL(/\/dashboard$/);
    await page.getByText(`Welcome back, ${email}.`, { exact: false }).waitFor();

    const existing = await signUp('chosen-then-sign-in');
    const { page: other } = await t.newContext();
    await other.goto('/pricing');
    await other.getByTestId('plan-pro').getByRole('link', { name: 'Upgrade' }).click();
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(other.url()).toMatch(/\/login\?plan=pro$/);
    await other.getByText('You chose the Pro plan: checkout follows sign-in.').waitFor();
    await other.getByLabel('Email').fill(existing.email);
    await other.getByLabel('Password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.waitForURL(/\/api\/stripe\/test-checkout\/[^/]+$/);
    await other.getByRole('heading', { name: 'Subscribe to Pro' }).waitFor();
    expect((await api<{ subscriptionTier: string }>('GET', '/api/auth/user', { token: await freshToken(existing) })).subscriptionTier).toBe(
      'free',
    );
  });
});

describe('wrong credentials', () => {
  it('marks the fields with the message tied to them, as well as the toast', async () => {
    const { page } = t;
    const user = await signUp('wrong-password');
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Error', 'Invalid login credentials');
    for (const label of ['Email', 'Password']) {
      const field = page.getByLabel(label);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      const description = await page.evaluate(
        (ids) =>
          ids
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent)
            .join(' '),
        describedBy,
      );
      expect(description).toContain('Invalid login credentials. Check your e-mail and password.');
    }
    await expectAccessible(page, 'sign in with wrong credentials');
    await page.getByLabel('Password').fill(PASSWORD);
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
  });
});

const NOTES = [
  'Discovery call with Dana Ortiz, VP Operations at Northwind Logistics.',
  'Dispatchers plan 400 routes a day by hand and trucks run 30% empty on return legs.',
  'Dana wants routing live before the Q3 peak; the CFO signs anything above $100k.',
  'They also look at RouteMax. Next step: a pilot proposal by Friday.',
].join('\n');

type Analysis = { id: string };
const createAnalysis = (token: string, dealName: string) =>
  api<Analysis>('POST', '/api/deal-analyses', {
    token,
    body: { dealName, dealNotes: NOTES, methodology: 'meddic', stage: 'qualification', dealSize: '120000' },
  });

describe('the free limit as a path', () => {
  it('at 3/3 explains the limit on the form, links to the upgrade, and the dashboard offers no new analysis', async () => {
    const { page } = t;
    const user = await signUp('free-limit-path');
    for (const name of ['First deal', 'Second deal', 'Third deal']) await createAnalysis(user.session.access_token, name);
    await openSignedIn(page, user, '/deal-analysis');

    const notice = page.getByTestId('free-limit-notice');
    await notice.getByRole('heading', { name: "You've used your 3 free analyses this month" }).waitFor();
    await notice.getByText(/yours start again on [A-Z][a-z]+ 1\. Practice and Pro analyse without limit/).waitFor();
    await expectText(page.getByTestId('free-usage'), '3/3 free analyses used this month: upgrade to continue.');
    for (const label of ['Deal name', 'Deal notes', 'Deal size (USD)']) expect(await page.getByLabel(label).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Analyze Deal' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'deal form at the free limit');

    await notice.getByRole('link', { name: 'Open saved analyses' }).click();
    await page.waitForURL(/\/deal-analysis\/history$/);
    await page.goBack();
    await page.getByTestId('free-limit-notice').getByRole('link', { name: 'Upgrade for unlimited analyses' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByRole('heading', { name: 'Pricing & Plans' }).waitFor();

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expectText(page.getByTestId('stat-analyses'), /this month · 3\/3 free used/);
    const saved = page.getByRole('link', { name: /^Saved Analyses\s*3\/3 free analyses used this month/ });
    expect(await saved.getAttribute('href')).toBe('/deal-analysis/history');
    expect(await page.getByRole('link', { name: /Upgrade Plan\s*Analyse deals without a monthly limit/ }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(await page.getByText('Check a deal against a methodology').count()).toBe(0);
    await page.getByTestId('recent-session').or(page.getByText('No completed sessions yet.')).first().waitFor();
    await expectAccessible(page, 'dashboard at the free limit');
  });
});

/** Opens an analysis and waits for its first reply (the coach's analysis of the notes). */
async function openAnalysis(page: Page, id: string) {
  await page.goto(`/deal-analysis?id=${id}`);
  await page
    .getByTestId('deal-messages')
    .getByText(/Metrics|Economic Buyer/)
    .first()
    .waitFor();
  await eventually(async () => expect(await page.getByTestId('deal-messages').locator('[data-role]').count()).toBeGreaterThanOrEqual(2));
}

describe('the analysis', () => {
  it('reads from its top, shows its notes folded, and copies as Markdown with an announced confirmation', async () => {
    const { page, context } = t;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = await signUp('analysis-top');
    const analysis = await createAnalysis(user.session.access_token, 'Northwind expansion');
    await openSignedIn(page, user, `/deal-analysis?id=${analysis.id}`);
    await page
      .getByTestId('deal-messages')
      .getByText(/Metrics|Economic Buyer/)
      .first()
      .waitFor();
    await expectToast(page, 'Analysis complete!');
    // The reply is long: the panel scrolls, and it showed the reply's beginning, not its end.
    const scroll = () =>
      page.getByTestId('deal-messages').evaluate((el) => ({ top: el.scrollTop, height: el.scrollHeight, view: el.clientHeight }));
    expect((await scroll()).height).toBeGreaterThan((await scroll()).view);
    expect((await scroll()).top).toBeLessThan(50);
    // Opened again later: from the top.
    await page.reload();
    await openAnalysis(page, analysis.id);
    expect((await scroll()).top).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The notes it was made from, folded until asked for.
    const notes = page.getByTestId('deal-notes');
    expect(await notes.getAttribute('open')).toBeNull();
    expect(await notes.getByText('Dispatchers plan 400 routes a day by hand', { exact: false }).isVisible()).toBe(false);
    await notes.getByText('Notes this analysis was made from').click();
    await notes.getByText('Dispatchers plan 400 routes a day by hand', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expectToast(page, 'Copied as Markdown', 'The analysis, its notes and the chat are on your clipboard.');
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown.startsWith('# Northwind expansion\n\n- **Methodology:** MEDDIC\n')).toBe(true);
    expect(markdown).toContain('- **Deal size:** $120,000');
    expect(markdown).toContain('## Notes\n\n> Discovery call with Dana Ortiz, VP Operations at Northwind Logistics.');
    expect(markdown).toContain(
      '## Conversation with the coach\n\n### You\n\nPlease analyze this deal using the MEDDIC methodology.\n\n### Coach',
    );
    await expectAccessible(page, 'analysis with its notes open');
  });

  it('keeps a follow-up that failed in place, marked Not sent, and Retry sends it under the same key', async () => {
    const { page } = t;
    const user = await signUp('deal-not-sent');
    const analysis = await createAnalysis(user.session.access_token, 'Retry deal');
    await openSignedIn(page, user, `/deal-analysis?id=${analysis.id}`);
    await page
      .getByTestId('deal-messages')
      .getByText(/Metrics|Economic Buyer/)
      .first()
      .waitFor();
    await expectToast(page, 'Analysis complete!');

    const keys: string[] = [];
    let fail = true;
    await page.route('**/api/deal-analyses/*/message', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (fail)
        return route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The coach could not answer; send again' }),
        });
      return route.continue();
    });
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Who else signs off above $100k?');
    await box.press('Enter');
    await expectToast(page, 'Error', 'The coach could not answer; send again');
    const failed = page.getByTestId('failed-message');
    await failed.getByText('Who else signs off above $100k?').waitFor();
    await failed.getByText('Not sent').waitFor();
    expect(await box.inputValue()).toBe('');
    await expectAccessible(page, 'deal chat with a message not sent');

    fail = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await eventually(async () => expect(await page.getByTestId('failed-message').count()).toBe(0));
    await eventually(async () => expect(await page.getByTestId('deal-messages').locator('[data-role="assistant"]').count()).toBe(2));
    await page.getByTestId('deal-messages').locator('[data-role="user"]').getByText('Who else signs off above $100k?').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('on a phone the deal chat fills the screen under the header; on a desktop it stays 700 px', async () => {
    const { page } = await t.newContext({ viewport: PHONE });
    const user = await signUp('deal-chat-phone');
    const analysis = await createAnalysis(user.session.access_token, 'Phone deal');
    await openSignedIn(page, user, `/deal-analysis?id=${analysis.id}`);
    const chat = page.getByTestId('deal-chat-panel');
    await chat.waitFor();
    expect(Math.round((await chat.boundingBox())!.height)).toBe(PHONE.height - 72);
    await page.setViewportSize(WIDE);
    await eventually(async () => expect(Math.round((await chat.boundingBox())!.height)).toBe(700));
  });
});

describe('the roleplay chat', () => {
  it('keeps a message that failed in place, marked Not sent, with Retry; on a phone the chat comes first with the reply box in view', async () => {
    const { page } = await t.newContext({ viewport: PHONE });
    const user = await signUp('roleplay-not-sent');
    const session = await api<{ id: string }>('POST', '/api/roleplay-sessions', {
      token: user.session.access_token,
      body: { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium', sessionType: 'text', guidanceType: 'end' },
    });
    await openSignedIn(page, user, `/roleplay?session=${session.id}`);
    const panel = page.getByTestId('chat-panel');
    await panel.waitFor();

    // Phone: the details fold into a closed bar above the chat, End Practice beside it; the reply box is on the first screen.
    const details = page.getByTestId('session-details');
    expect(await details.getAttribute('open')).toBeNull();
    expect(await page.getByText('SPIN Selling Tips').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'End Practice' }).waitFor();
    const reply = page.getByPlaceholder('Type your response...');
    const inView = async () => {
      const box = await reply.boundingBox();
      return Boolean(box && box.y >= 0 && box.y + box.height <= PHONE.height);
    };
    expect(await inView()).toBe(true);
    const bar = await details.boundingBox();
    const chat = await panel.boundingBox();
    expect(bar!.y).toBeLessThan(chat!.y);
    expect(chat!.height).toBeGreaterThan(PHONE.height * 0.55);
    await expectAccessible(page, 'roleplay chat on a phone');
    await details.getByText('Session details and tips').click();
    await page.getByText('SPIN Selling Tips').waitFor();
    await details.getByText('Session details and tips').click();

    let fail = true;
    await page.route('**/api/roleplay-sessions/*/message', (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'The coach is busy right now' }),
          })
        : route.continue(),
    );
    await reply.fill('How do your dispatchers plan routes today?');
    await reply.press('Enter');
    await expectToast(page, 'Error', 'The coach is busy right now');
    const sent = panel.getByTestId('seller-message');
    await expectText(sent, 'How do your dispatchers plan routes today?');
    expect(await sent.getAttribute('data-not-sent')).toBe('true');
    await panel.getByTestId('not-sent').getByText('Not sent').waitFor();
    expect(await panel.getByTestId('buyer-message').count()).toBe(0);

    fail = false;
    await panel.getByTestId('not-sent').getByRole('button', { name: 'Retry' }).click();
    await panel.getByTestId('buyer-message').first().waitFor();
    expect(await panel.getByTestId('not-sent').count()).toBe(0);
    expect(await sent.getAttribute('data-not-sent')).toBeNull();
    // After a reply the reply box is still on screen.
    expect(await inView()).toBe(true);
    const stored = await api<{ messages: string }>('GET', `/api/roleplay-sessions/${session.id}`, { token: await freshToken(user) });
    expect(JSON.parse(stored.messages).filter((m: { role: string }) => m.role === 'user')).toHaveLength(1);
  });
});
