// Practice that cannot be lost by a stray click (issue 13, items 2 and 4): the session in progress is in the
// URL, so a reload, a sidebar click and a return resume it (transcript and step); leaving with unsent text
// and ending the conversation ask first (alert dialogs, focus on the safe button); at the plan's allowance of
// saved sessions the seller is told before starting one and offered the way out, and nothing is deleted.
import type { Page } from 'playwright-core';
import { api, openSignedIn, signUp, type TestUser } from '../support/api.js';
import { choose, eventually, expectText, expectToast, useBrowser } from '../support/browser.js';

const t = useBrowser();

const subtitle = (page: Page) => page.getByTestId('roleplay-subtitle');
const CHAT = 'Have a conversation with the AI buyer';
const PREVIEW = 'Review your target account and buyer persona';
const SELECTOR = 'Practice sales conversations with AI buyer personas';

async function startSession(page: Page) {
  await choose(page, 'Scenario', 'Discovery Call');
  await choose(page, 'Buyer Persona', 'Economic Buyer');
  await choose(page, 'Methodology', 'SPIN Selling');
  await choose(page, 'Difficulty', 'Medium');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectText(subtitle(page), PREVIEW);
}

const hasFocus = (page: Page, dialog: string, button: string) =>
  page
    .getByRole('alertdialog', { name: dialog })
    .getByRole('button', { name: button })
    .evaluate((element) => element === document.activeElement);

async function say(page: Page, line: string, replies: number) {
  const input = page.getByPlaceholder('Type your response...');
  await input.fill(line);
  await input.press('Enter');
  await eventually(async () => expect(await page.getByTestId('chat-panel').getByTestId('buyer-message').count()).toBe(replies));
}

describe('resumable practice', () => {
  it('keeps the session in the URL: a reload, a sidebar click and a return resume it where it was', async () => {
    const { page } = t;
    const user = await signUp('resume');
    await openSignedIn(page, user, '/roleplay');
    await startSession(page);
    await page.waitForURL(/\/roleplay\?session=[0-9a-f-]{36}&step=preview$/);
    const company = ((await page.getByTestId('target-account-card').locator('dd').first().textContent()) ?? '').trim();

    // A reload on the preview: the same account, still the preview.
    await page.reload();
    await expectText(subtitle(page), PREVIEW);
    await expectText(page.getByTestId('target-account-card').locator('dd').first(), company);

    await page.getByRole('button', { name: 'Start Practicing' }).click();
    await expectText(subtitle(page), CHAT);
    await page.waitForURL(/\/roleplay\?session=[0-9a-f-]{36}$/);
    const url = page.url();
    await say(page, 'How do you forecast revenue today?', 1);
    await say(page, 'What happens when the forecast misses?', 2);

    // A reload mid-conversation: the transcript and the step are back, and the conversation goes on.
    await page.reload();
    await expectText(subtitle(page), CHAT);
    const panel = page.getByTestId('chat-panel');
    await eventually(async () =>
      expect(await panel.getByTestId('seller-message').allTextContents()).toEqual([
        'How do you forecast revenue today?',
        'What happens when the forecast misses?',
      ]),
    );
    expect(await panel.getByTestId('buyer-message').count()).toBe(2);
    await say(page, 'Who else is involved in that decision?', 3);

    // Away through the sidebar (nothing typed: no question), and back through the sidebar: resumed.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Roleplay Arena' }).first().click();
    await page.waitForURL(url);
    await expectText(subtitle(page), CHAT);
    await eventually(async () => expect(await panel.getByTestId('seller-message').count()).toBe(3));
    expect(await panel.getByTestId('buyer-message').count()).toBe(3);

    // The methodology library's link starts a new one on purpose, and offers the one in progress.
    await page.goto('/roleplay?methodology=gap');
    await expectText(subtitle(page), SELECTOR);
    await page.getByTestId('resume-notice').getByRole('link', { name: 'Resume it' }).click();
    await page.waitForURL(url);
    await eventually(async () => expect(await panel.getByTestId('seller-message').count()).toBe(3));
  });

  it('asks before unsent text is lost and before the conversation ends', async () => {
    const { page } = t;
    const user = await signUp('resume-guard');
    await openSignedIn(page, user, '/roleplay');
    await startSession(page);
    await page.getByRole('button', { name: 'Start Practicing' }).click();
    await say(page, 'What does a missed forecast cost you?', 1);
    const input = page.getByPlaceholder('Type your response...');
    await input.fill('And who signs off on a fix?');

    // A sidebar link with unsent text: Stay (focused) keeps everything.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'Leave this conversation?' });
    await leave.getByText(/^Your unsent message will be lost\./).waitFor();
    expect(await hasFocus(page, 'Leave this conversation?', 'Stay')).toBe(true);
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/roleplay\?session=/);
    expect(await input.inputValue()).toBe('And who signs off on a fix?');

    // End Practice asks too; Keep Practising (focused) keeps the conversation going.
    await page.getByRole('button', { name: 'End Practice' }).click();
    const end = page.getByRole('alertdialog', { name: 'End this practice session?' });
    await end
      .getByText('Your conversation will be scored, and it cannot be continued afterwards. Your unsent message will not be included.')
      .waitFor();
    expect(await hasFocus(page, 'End this practice session?', 'Keep Practising')).toBe(true);
    await page.keyboard.press('Escape');
    await end.waitFor({ state: 'detached' });
    await expectText(subtitle(page), CHAT);

    // Leave after all: the text is gone, the conversation is not.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Roleplay Arena' }).first().click();
    await expectText(subtitle(page), CHAT);
    await eventually(async () => expect(await page.getByTestId('chat-panel').getByTestId('seller-message').count()).toBe(1));
    expect(await input.inputValue()).toBe('');

    // Nothing typed: a link leaves at once.
    await page.getByRole('link', { name: 'Methodologies' }).first().click();
    await page.waitForURL(/\/methodologies$/);
  });

  it('tells a Free user at 10 saved sessions before starting one, and starts once an old one is deleted', async () => {
    const { page } = t;
    const user: TestUser = await signUp('resume-allowance');
    for (let n = 0; n < 10; n++) {
      await api('POST', '/api/roleplay-sessions', {
        token: user.session.access_token,
        body: { scenario: 'objection', persona: 'cto', methodology: 'meddic', difficulty: 'easy' },
      });
    }
    await openSignedIn(page, user, '/roleplay?methodology=spin');
    const notice = page.getByTestId('session-limit');
    await notice.getByRole('heading', { name: 'Your saved sessions are full' }).waitFor();
    await notice
      .getByText('You have 10 saved sessions and your plan keeps 10. Delete old sessions or upgrade to start a new one.')
      .waitFor();
    await notice.getByRole('link', { name: 'Upgrade' }).waitFor();

    // Trying anyway opens the dialog, before anything is created.
    await choose(page, 'Scenario', 'Discovery Call');
    await choose(page, 'Buyer Persona', 'Economic Buyer');
    await choose(page, 'Difficulty', 'Medium');
    await page.getByRole('button', { name: 'Continue' }).click();
    const full = page.getByRole('alertdialog', { name: 'Your saved sessions are full' });
    await full
      .getByText(
        'Your Free plan keeps up to 10 saved roleplay sessions and you have reached it. Delete old sessions or upgrade to start a new one.',
      )
      .waitFor();
    expect(await hasFocus(page, 'Your saved sessions are full', 'Cancel')).toBe(true);
    await full.getByRole('button', { name: 'Manage Sessions' }).click();
    await page.waitForURL(/\/roleplay\/history$/);
    await expectText(page.getByTestId('session-allowance'), /^10 of 10 saved sessions on your plan\. Delete old sessions or upgrade/);
    const stats = await api<{ saved: number }>('GET', '/api/roleplay-sessions/stats', { token: user.session.access_token });
    expect(stats.saved).toBe(10);

    await page
      .getByRole('button', { name: /^Delete Objection Handling with the Technical Evaluator/ })
      .first()
      .click();
    await page.getByRole('alertdialog', { name: 'Delete this session?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Session deleted');
    await expectText(page.getByTestId('history-count'), '9 saved sessions');

    await page.getByRole('link', { name: 'New Session' }).click();
    await expectText(subtitle(page), SELECTOR);
    expect(await page.getByTestId('session-limit').count()).toBe(0);
    await startSession(page);
  });
});
