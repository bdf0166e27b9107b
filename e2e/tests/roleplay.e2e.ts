// Roleplay Arena and the methodology library in the browser (docs/product.md: "Roleplay arena", "Feedback",
// "Methodologies", "Grades", "Texts"): the text flow end to end, the audio flow for a Pro user with Chromium's fake microphone,
// the Pro gate for free users, an empty conversation's feedback, and Start Practicing from the library.
import type { Locator, Page } from 'playwright-core';
import { openSignedIn, signUp, upgradeThroughTestCheckout } from '../support/api.js';
import { choose, eventually, expectText, expectToast, useBrowser } from '../support/browser.js';

const t = useBrowser({ media: true });

const SUBTITLE = {
  selector: 'Practice sales conversations with AI buyer personas',
  preview: 'Review your target account and buyer persona',
  chat: 'Have a conversation with the AI buyer',
  feedback: 'Review your performance and get feedback',
};

const SIMULATED_TRANSCRIPTIONS = [
  'Can you tell me more about the challenges your team is facing right now?',
  'How are you handling this process today?',
  'What would it mean for your business if you could solve this problem?',
  'Who else is involved in making a decision like this?',
  'What does your timeline look like for making a change?',
];

const subtitle = (page: Page) => page.getByTestId('roleplay-subtitle');

async function selectSession(page: Page, { sessionType = 'Text', methodology = 'SPIN Selling' } = {}) {
  await choose(page, 'Scenario', 'Discovery Call');
  await choose(page, 'Buyer Persona', 'Economic Buyer');
  await choose(page, 'Methodology', methodology);
  await choose(page, 'Difficulty', 'Medium');
  if (sessionType !== 'Text') await choose(page, 'Session Type', sessionType);
}

/** Holds the buyer's replies until `release()`, so the waiting indicators can be seen. */
async function holdReplies(page: Page) {
  let open!: () => void;
  let gate = new Promise<void>((resolve) => (open = resolve));
  await page.route('**/api/roleplay-sessions/*/message', async (route) => {
    await gate;
    await route.continue();
  });
  return {
    release() {
      open();
    },
    async stop() {
      open();
      await page.unroute('**/api/roleplay-sessions/*/message');
      gate = Promise.resolve();
    },
  };
}

/** The score's grade: 9 Excellent, 7 Good, 5 Fair, below Needs Work (docs/product.md, "Grades"). */
function gradeOf(score: number): string {
  if (score >= 9) return 'Excellent';
  if (score >= 7) return 'Good';
  if (score >= 5) return 'Fair';
  return 'Needs Work';
}

async function readScore(page: Page): Promise<number> {
  const text = ((await page.getByTestId('session-score').textContent()) ?? '').trim();
  const match = /^(\d+(?:\.\d+)?)\/10$/.exec(text);
  expect(match).not.toBeNull();
  const score = Number(match![1]);
  expect(score).toBeGreaterThanOrEqual(0);
  expect(score).toBeLessThanOrEqual(10);
  return score;
}

async function listItems(card: Locator): Promise<string[]> {
  return (await card.locator('li').allTextContents()).map((s) => s.trim());
}

describe('roleplay arena', () => {
  it('runs a text conversation from the selector to scored feedback, counted on the dashboard', async () => {
    const { page } = t;
    const user = await signUp('roleplay-text');
    await openSignedIn(page, user, '/roleplay');

    // 1. Selector: four required choices; text and feedback-at-the-end by default.
    await expectText(subtitle(page), SUBTITLE.selector);
    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    await expectText(page.getByRole('combobox', { name: 'Session Type' }), 'Text');
    await expectText(page.getByRole('combobox', { name: 'Guidance' }), 'Feedback at the end');
    await selectSession(page);
    expect(await next.isEnabled()).toBe(true);
    await next.click();

    // 2. Preview: the target account and the buyer; Change Scenario goes back to the selector.
    await expectText(subtitle(page), SUBTITLE.preview);
    const account = page.getByTestId('target-account-card');
    const buyer = page.getByTestId('buyer-persona-card');
    for (const label of ['Company', 'Industry', 'Size', 'Revenue', 'Situation']) await account.getByText(label, { exact: true }).waitFor();
    for (const label of ['Name', 'Role', 'Profile', 'Goal']) await buyer.getByText(label, { exact: true }).waitFor();
    expect((await account.locator('dd').allTextContents()).every((value) => value.trim().length > 0)).toBe(true);
    await page.getByRole('button', { name: 'Change Scenario' }).click();
    await expectText(subtitle(page), SUBTITLE.selector);
    await selectSession(page);
    await next.click();
    await expectText(subtitle(page), SUBTITLE.preview);
    const buyerName = ((await buyer.locator('dd').first().textContent()) ?? '').trim();
    expect(buyerName.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Start Practicing' }).click();

    // 3. Text chat: Current Session panel, tips, quick-start prompts.
    await expectText(subtitle(page), SUBTITLE.chat);
    await expectText(page.getByTestId('session-scenario'), 'discovery');
    await expectText(page.getByTestId('session-methodology'), 'SPIN');
    await page.getByText('Economic Buyer', { exact: true }).first().waitFor();
    await page.getByText('Medium', { exact: true }).first().waitFor();
    await page.getByText('SPIN Selling Tips').waitFor();
    await page.getByRole('heading', { name: 'Start the Conversation' }).waitFor();
    const panel = page.getByTestId('chat-panel');
    expect((await panel.boundingBox())!.height).toBe(600);
    const input = page.getByPlaceholder('Type your response...');
    await page.getByText('Press Enter to send, Shift+Enter for new line').waitFor();
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);

    const starter = 'Can you walk me through how your team handles this today?';
    await page.getByRole('button', { name: starter }).click();
    expect(await input.inputValue()).toBe(starter);

    // The first turn: the seller's line shows at once, the three dots while the buyer answers.
    const held = await holdReplies(page);
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    await panel.getByTestId('seller-message').filter({ hasText: starter }).waitFor();
    await page.getByTestId('typing-indicator').waitFor();
    expect(await send.isDisabled()).toBe(true);
    held.release();
    await panel.getByTestId('buyer-message').first().waitFor();
    await held.stop();
    await page.getByTestId('typing-indicator').waitFor({ state: 'detached' });

    const turns = [
      'What challenges are you running into with the current approach?',
      'How does that problem affect the rest of the organization?',
      'If you could fix that, what would it mean for your team? Could we meet next Tuesday with your operations lead to map out a pilot?',
    ];
    for (const [index, line] of turns.entries()) {
      await input.fill(line);
      await send.click();
      await eventually(async () => expect(await panel.getByTestId('buyer-message').count()).toBe(index + 2));
    }
    const replies = await panel.getByTestId('buyer-message').allTextContents();
    expect(replies).toHaveLength(4);
    // A believable buyer: a reply to each question, not the same line repeated.
    expect(new Set(replies.map((r) => r.trim())).size).toBe(4);
    expect(await panel.getByText(buyerName, { exact: true }).count()).toBeGreaterThan(0);

    // 4. End Practice asks first (focus on Keep Practising), then the score, its grade, the reasons (each
    // naming its turn) and the takeaway.
    await page.getByRole('button', { name: 'End Practice' }).click();
    const confirmEnd = page.getByRole('alertdialog', { name: 'End this practice session?' });
    expect(await confirmEnd.getByRole('button', { name: 'Keep Practising' }).evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    await confirmEnd.getByRole('button', { name: 'End and Score' }).click();
    await expectText(subtitle(page), SUBTITLE.feedback);
    await page.getByRole('heading', { name: 'Practice Session Complete' }).waitFor();
    const score = await readScore(page);
    expect(score).toBeGreaterThan(0);
    await expectText(page.getByTestId('session-grade'), gradeOf(score));
    const didWell = await listItems(page.getByTestId('did-well'));
    const missed = await listItems(page.getByTestId('missed'));
    expect(didWell.length).toBeGreaterThan(0);
    for (const item of [...didWell, ...missed]) expect(item).toMatch(/^Turn \d+:/);
    await page.getByTestId('did-well').getByText('What You Did Well').waitFor();
    await page.getByTestId('missed').getByText('What You Missed').waitFor();
    const takeaway = page.getByTestId('key-takeaway');
    await takeaway.getByText('Key Takeaway').waitFor();
    expect(await takeaway.getByText('No feedback available').count()).toBe(0);

    await page.getByRole('button', { name: 'Practice Again' }).click();
    await expectText(subtitle(page), SUBTITLE.selector);

    // Only completed sessions count: one, with its score as the average (one decimal).
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expectText(page.getByTestId('stat-sessions-value'), '1');
    await expectText(page.getByTestId('stat-score-value'), score.toFixed(1));
    const recent = page.getByTestId('recent-session');
    await expectText(recent.locator('p').first(), 'Discovery Call');
    await recent.getByText(`${score}/10`).waitFor();

    // Deleting it from the dashboard asks first.
    await recent.getByRole('button', { name: 'Delete session' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this session?' });
    expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Session deleted');
    await eventually(async () => expect(await recent.count()).toBe(0));
    await expectText(page.getByTestId('stat-sessions-value'), '0');
    await expectText(page.getByTestId('stat-score-value'), '—');
  });

  it('ends an empty conversation not scored, counted nowhere', async () => {
    const { page } = t;
    const user = await signUp('roleplay-empty');
    await openSignedIn(page, user, '/roleplay');
    await selectSession(page, { methodology: 'MEDDIC' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Start Practicing' }).click();
    await expectText(page.getByTestId('session-methodology'), 'MEDDIC');
    await page.getByText('MEDDIC Tips').waitFor();
    await page.getByRole('button', { name: 'End Practice' }).click();
    const confirmEnd = page.getByRole('alertdialog', { name: 'End without a score?' });
    await confirmEnd.getByText(/^You haven't said anything yet, so there is nothing to score\./).waitFor();
    await confirmEnd.getByRole('button', { name: 'End Session' }).click();

    // Nothing said, nothing scored: no 0/10 dragging the average down.
    await expectText(subtitle(page), SUBTITLE.feedback);
    await page.getByTestId('not-scored').getByRole('heading', { name: 'Not Scored' }).waitFor();
    expect(await page.getByTestId('session-score').count()).toBe(0);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expectText(page.getByTestId('stat-sessions-value'), '0');
    await expectText(page.getByTestId('stat-score-value'), '—');
  });

  it('refuses an audio session to a free user with the Pro Feature toast', async () => {
    const { page } = t;
    const user = await signUp('roleplay-free-audio');
    await openSignedIn(page, user, '/roleplay');
    await selectSession(page, { sessionType: 'Audio (Pro)' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Pro Feature', /only available on the Pro plan/);
    await expectText(subtitle(page), SUBTITLE.selector);
  });

  it('lets a Pro user practise by voice with the fake microphone', async () => {
    const { page } = t;
    const user = await signUp('roleplay-audio');
    await upgradeThroughTestCheckout(user, 'pro');
    // The floor: a browser that cannot recognise speech, on a stack without a transcription provider (voice.e2e.ts has the others).
    await page.addInitScript(() => {
      delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
      delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
    });
    await openSignedIn(page, user, '/roleplay');
    await selectSession(page, { sessionType: 'Audio (Pro)' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectText(subtitle(page), SUBTITLE.preview);
    await page.getByRole('button', { name: 'Start Practicing' }).click();
    await expectText(subtitle(page), SUBTITLE.chat);

    // The audio panel: Pro badge, model, voice tips, and the note about simulated transcription.
    await page.getByText('Audio Roleplay').waitFor();
    await page.getByText('Pro', { exact: true }).first().waitFor();
    // "AI Model" names what really plays the buyer: this stack has no key, so the offline coach, never "GPT-4o".
    await page.getByText('AI Model', { exact: true }).waitFor();
    await expectText(page.getByTestId('ai-model'), 'Offline coach');
    expect(await page.getByText('GPT-4o').count()).toBe(0);
    for (const tip of ['Speak clearly and naturally', 'Take your time', 'Practise active listening', 'Focus on open-ended questions']) {
      await page.getByText(tip, { exact: true }).waitFor();
    }
    await page.getByText(/^Simulated transcription: this browser cannot recognise speech/).waitFor();
    const panel = page.getByTestId('chat-panel');
    expect((await panel.boundingBox())!.height).toBe(600);

    // Record (a click starts it, Stop ends it): the timer ticks each second; Stop sends the simulated transcription as the seller's turn.
    const held = await holdReplies(page);
    await page.getByRole('button', { name: 'Hold to speak' }).click();
    await page.getByText('Recording: 0:00').waitFor();
    await page.getByText('Speak your response, then click Stop when finished').waitFor();
    await page.getByText('Recording: 0:01').waitFor();
    await page.getByText('Recording: 0:02').waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText(/^Recording:/).waitFor({ state: 'detached' });
    const seller = panel.getByTestId('seller-message').first();
    await seller.waitFor();
    expect(SIMULATED_TRANSCRIPTIONS).toContain(((await seller.textContent()) ?? '').trim());
    await panel.getByText('AI is responding...').waitFor();
    held.release();
    await panel.getByTestId('buyer-message').first().waitFor();
    await held.stop();

    // The recording plays back (one at a time).
    const play = panel.getByRole('button', { name: /Play recording|Playing\.\.\./ });
    await play.click();
    await panel.getByRole('button', { name: 'Playing...' }).waitFor();
    await panel.getByRole('button', { name: 'Play recording' }).waitFor();

    // Voice/Text toggle: a typed turn in the same conversation.
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    const input = page.getByPlaceholder('Type your response...');
    await input.fill('What would it mean for your team if forecasts were reliable by next quarter?');
    await input.press('Enter');
    await eventually(async () => expect(await panel.getByTestId('buyer-message').count()).toBe(2));
    await page.getByRole('button', { name: 'Voice', exact: true }).click();
    await page.getByRole('button', { name: 'Hold to speak' }).waitFor();

    await page.getByRole('button', { name: 'End Practice' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End and Score' }).click();
    await page.getByRole('heading', { name: 'Practice Session Complete' }).waitFor();
    const score = await readScore(page);
    await expectText(page.getByTestId('session-grade'), gradeOf(score));
  });
});

describe('methodology library', () => {
  const CONCEPTS: Record<string, { fullName: RegExp; concepts: string[] }> = {
    MEDDIC: {
      fullName: /Metrics.*Economic Buyer.*Decision Criteria.*Decision Process.*Identify Pain.*Champion/,
      concepts: ['Metrics', 'Economic Buyer', 'Decision Criteria', 'Decision Process', 'Identify Pain', 'Champion'],
    },
    'Challenger Sale': { fullName: /\S/, concepts: ['Teach', 'Tailor', 'Take Control'] },
    'SPIN Selling': {
      fullName: /Situation, Problem, Implication, Need-Payoff/,
      concepts: ['Situation', 'Problem', 'Implication', 'Need-Payoff'],
    },
    'Gap Selling': { fullName: /Current State.*Future State/, concepts: ['Current State', 'Problems', 'Impact', 'Future State', 'Gap'] },
  };

  it('shows the four methodologies and starts practising the chosen one', async () => {
    const { page } = t;
    const user = await signUp('methodologies');
    await openSignedIn(page, user, '/methodologies');

    for (const [name, expected] of Object.entries(CONCEPTS)) {
      const card = page
        .locator('[data-slot="card"]')
        .filter({ has: page.getByText(name, { exact: true }) })
        .filter({ hasText: 'Key Concepts' });
      await card.waitFor();
      expect(await card.textContent()).toMatch(expected.fullName);
      for (const section of ['Overview', 'When to Use', 'Key Concepts', 'Example Questions']) {
        await card.getByRole('heading', { name: section }).waitFor();
      }
      const concepts = await card.locator('li > span > .font-medium').allTextContents();
      expect(concepts).toEqual(expected.concepts);
      const letters = await card.locator('li [data-slot="badge"]').allTextContents();
      expect(letters).toEqual(expected.concepts.map((concept) => concept[0]));
      const book = card.getByRole('link', { name: 'Buy Book' });
      expect(await book.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await book.getAttribute('target')).toBe('_blank');
      await card.getByRole('link', { name: `Start Practicing ${name}` }).waitFor();
    }
    expect(await page.getByRole('link', { name: /^Start Practicing / }).count()).toBe(4);

    await page.getByRole('link', { name: 'Start Practicing SPIN Selling' }).click();
    await page.waitForURL(/\/roleplay\?methodology=spin$/);
    await expectText(subtitle(page), SUBTITLE.selector);
    await expectText(page.getByRole('combobox', { name: 'Methodology' }), 'SPIN Selling');
  });
});
