// A keyboard-only user (issue 19, docs/accessibility.md): sign-up → onboarding → a deal analysis → a
// roleplay → its feedback → log out, with Tab, Shift+Tab, Enter, Space, the arrow keys and typing only,
// never the mouse. After every key press focus is on an element (never <body>) that shows a focus
// indicator, and after every change of page or step it is on the new page's or step's heading.
import type { Locator, Page } from 'playwright-core';
import { expectFocusedHeading, expectVisibleFocus, tabTo } from '../support/a11y.js';
import { openSignedIn, PASSWORD, signUp, uniqueEmail } from '../support/api.js';
import { eventually, PHONE, useBrowser } from '../support/browser.js';

const t = useBrowser();

/**
 * Opens a design-system select from the keyboard, moves to the option by typing its first letters (the
 * list's type-ahead) and then the arrow keys, and picks it with Enter.
 */
async function chooseByKeyboard(page: Page, trigger: Locator, option: string | RegExp, step: string) {
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.type(typeof option === 'string' ? option : option.source.replace(/^\^/, ''));
  const focusedOption = () =>
    page.evaluate(() =>
      document.activeElement?.getAttribute('role') === 'option' ? (document.activeElement.textContent?.trim() ?? '') : null,
    );
  const seen: string[] = [];
  for (let presses = 0; ; presses++) {
    const text = await eventually(async () => {
      const value = await focusedOption();
      if (value === null) throw new Error(`${step}: focus is not on an option`);
      return value;
    });
    seen.push(text);
    if (typeof option === 'string' ? text === option : option.test(text)) break;
    if (presses > 20) throw new Error(`${step}: no option "${option}" reached with the arrow keys (${seen.join(' | ')})`);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  // Focus goes back to the select.
  expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
  await expectVisibleFocus(page, `${step}: back on the select`);
}

/** Tabs to the field and types into it (text arrives as keyboard input). */
async function typeInto(page: Page, field: Locator, text: string, step: string, back = false) {
  await tabTo(page, field, step, { back });
  await page.keyboard.insertText(text);
}

describe('keyboard only', () => {
  it('signs up, onboards, analyses a deal, practises a roleplay, reads the feedback and logs out without a mouse', async () => {
    const { page } = t;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // Landing: the first tab stop is the skip link; Get Started opens Create Account, focus on its heading.
    await page.keyboard.press('Tab');
    expect((await expectVisibleFocus(page, 'landing: first Tab')).text).toBe('Skip to content');
    await tabTo(page, page.getByRole('link', { name: 'Get Started', exact: true }), 'landing: to Get Started');
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Create Account', 'sign-up page');

    // Sign up.
    await typeInto(page, page.getByLabel('Email'), uniqueEmail('keyboard'), 'sign-up: to Email');
    await typeInto(page, page.getByLabel('Password'), PASSWORD, 'sign-up: to Password');
    await page.keyboard.press('Enter');

    // Onboarding: each step's title takes focus.
    await expectFocusedHeading(page, 'Tell us about yourself', 'onboarding step 1');
    for (const [name, option] of [
      ['Your role', 'Account Executive'],
      ['Industry', 'SaaS / Software'],
      ['Years of sales experience', /^3-5/],
    ] as const) {
      const select = page.getByRole('combobox', { name });
      await tabTo(page, select, `onboarding: to ${name}`);
      await chooseByKeyboard(page, select, option, `onboarding: ${name}`);
    }
    await tabTo(page, page.getByRole('button', { name: 'Next' }), 'onboarding step 1: to Next');
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'What do you sell?', 'onboarding step 2');
    await tabTo(page, page.getByRole('button', { name: 'Next' }), 'onboarding step 2: to Next');
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Who do you sell to?', 'onboarding step 3');
    await tabTo(page, page.getByRole('button', { name: 'Complete Setup' }), 'onboarding step 3: to Complete Setup');
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Dashboard', 'dashboard after onboarding');

    // A fresh load of an app page: the skip link is the first tab stop and lands on the page's heading.
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Tab');
    expect((await expectVisibleFocus(page, 'dashboard: first Tab')).text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Dashboard', 'skip link');

    // A deal analysis, from the sidebar (before the content: Shift+Tab).
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'Deal Analysis' }), 'dashboard: to Deal Analysis', { back: true });
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Deal Analysis', 'deal analysis page');
    await typeInto(page, page.getByLabel('Deal name'), 'Keyboard deal', 'deal form: to Deal name');
    await typeInto(
      page,
      page.getByLabel('Deal notes'),
      'Met Dana Ortiz, VP Operations. Dispatchers plan routes by hand; trucks run 30% empty. The CFO signs above $100k.',
      'deal form: to Deal notes',
    );
    const methodology = page.getByRole('combobox', { name: 'Methodology' });
    await tabTo(page, methodology, 'deal form: to Methodology');
    await chooseByKeyboard(page, methodology, 'MEDDIC', 'deal form: methodology');
    await tabTo(page, page.getByRole('button', { name: 'Analyze Deal' }), 'deal form: to Analyze Deal');
    await page.keyboard.press('Enter');
    // The analysis replaces the form: its title takes focus; the reply arrives in the transcript.
    await expectFocusedHeading(page, 'Keyboard deal', 'analysis created');
    await page.getByText('Answered by: Offline coach').waitFor();
    await typeInto(page, page.getByLabel('Message'), 'Who else signs off?', 'deal chat: to Message');
    await page.keyboard.press('Enter');
    await page.getByTestId('deal-messages').getByText('Who else signs off?').waitFor();
    await expectVisibleFocus(page, 'deal chat: after sending');

    // A roleplay: selector → preview → chat → feedback, each step announced by focus on the heading.
    await tabTo(page, nav.getByRole('link', { name: 'Roleplay Arena' }), 'deal chat: to Roleplay Arena', { back: true });
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Roleplay Arena', 'roleplay page');
    for (const [name, option] of [
      ['Scenario', 'Discovery Call'],
      ['Buyer Persona', 'Economic Buyer'],
      ['Methodology', 'SPIN Selling'],
      ['Difficulty', 'Medium'],
    ] as const) {
      const select = page.getByRole('combobox', { name });
      await tabTo(page, select, `roleplay selector: to ${name}`);
      await chooseByKeyboard(page, select, option, `roleplay selector: ${name}`);
    }
    await tabTo(page, page.getByRole('button', { name: 'Continue' }), 'roleplay selector: to Continue');
    await page.keyboard.press('Enter');
    const subtitle = page.getByTestId('roleplay-subtitle');
    await subtitle.getByText('Review your target account and buyer persona').waitFor();
    await expectFocusedHeading(page, 'Roleplay Arena', 'roleplay preview');
    await tabTo(page, page.getByRole('button', { name: 'Start Practicing' }), 'roleplay preview: to Start Practicing');
    await page.keyboard.press('Enter');
    await subtitle.getByText('Have a conversation with the AI buyer').waitFor();
    await expectFocusedHeading(page, 'Roleplay Arena', 'roleplay chat');
    const reply = page.getByPlaceholder('Type your response...');
    for (const [index, line] of ['How does your team plan routes today?', 'What does that cost you each month?'].entries()) {
      await typeInto(page, reply, line, `roleplay chat: to the reply box (${index + 1})`);
      await page.keyboard.press('Enter');
      await page.getByTestId('buyer-message').nth(index).waitFor();
      await expectVisibleFocus(page, `roleplay chat: turn ${index + 1} sent`);
    }
    await tabTo(page, page.getByRole('button', { name: 'End Practice' }), 'roleplay chat: to End Practice', { back: true });
    await page.keyboard.press('Enter');
    // It asks first, focus on the safe button; the confirming one is a Tab away.
    const confirmEnd = page.getByRole('alertdialog', { name: 'End this practice session?' });
    await eventually(async () =>
      expect(await confirmEnd.getByRole('button', { name: 'Keep Practising' }).evaluate((b) => b === document.activeElement)).toBe(true),
    );
    await tabTo(page, confirmEnd.getByRole('button', { name: 'End and Score' }), 'roleplay end dialog: to End and Score');
    await page.keyboard.press('Enter');
    await subtitle.getByText('Review your performance and get feedback').waitFor();
    await expectFocusedHeading(page, 'Roleplay Arena', 'roleplay feedback');
    await page.getByRole('heading', { name: 'Practice Session Complete' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Practice Again' }), 'roleplay feedback: to Practice Again');

    // Log out from the sidebar: back on the landing page, focus on its heading.
    await tabTo(page, page.getByRole('button', { name: 'Log Out' }), 'feedback: to Log Out', { back: true, limit: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expectFocusedHeading(page, /Discover your sales blindspots/, 'landing after log out');
  });

  const phoneNavigation =
    'on a phone, the navigation opens on its first link, closes with its button or Escape back to its toggle, ' +
    'and a link there moves focus to the new page';
  it(phoneNavigation, async () => {
    const { page } = await t.newContext({ viewport: PHONE });
    await openSignedIn(page, await signUp('keyboard-phone'), '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // By its slot: while the panel is open, the page behind it (the toggle too) is hidden from the accessibility tree.
    const toggle = page.locator('[data-slot="sidebar-trigger"]');
    const panel = page.getByRole('dialog', { name: 'Sidebar' });
    const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

    await tabTo(page, toggle, 'phone: to the toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await panel.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const opened = await expectVisibleFocus(page, 'phone: navigation open');
    expect(opened.tag).toBe('a');
    expect(opened.text).not.toMatch(/Log Out/);
    expect(await isFocused(panel.getByRole('link').first())).toBe(true);

    // Escape closes it; focus is back on the toggle.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    // The panel hands focus back as it unmounts, which can land just after it leaves the DOM.
    await eventually(async () => expect(await isFocused(toggle)).toBe(true));
    await expectVisibleFocus(page, 'phone: closed with Escape');

    // So does its close button.
    await page.keyboard.press('Enter');
    await panel.waitFor();
    const close = panel.getByRole('button', { name: 'Close navigation' });
    await tabTo(page, close, 'phone: to Close navigation', { back: true });
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'detached' });
    await eventually(async () => expect(await isFocused(toggle)).toBe(true));

    // A link in it: the panel closes and focus goes to the new page's heading.
    await page.keyboard.press('Enter');
    await panel.waitFor();
    await tabTo(page, panel.getByRole('link', { name: 'Seller Profile' }), 'phone: to Seller Profile');
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'detached' });
    await expectFocusedHeading(page, 'Seller Profile', 'phone: Seller Profile page');
  });
});
