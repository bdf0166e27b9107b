// Practising from what already happened (issue 14) in the browser: a finished session scored under every
// methodology, a retry from one seller turn, a drill built from a deal analysis.
import type { Page } from 'playwright-core';
import { axeViolations, formatViolations } from '../support/a11y.js';
import { openSignedIn, signUp } from '../support/api.js';
import { choose, eventually, expectText, useBrowser } from '../support/browser.js';

const t = useBrowser();

/** No axe violation (WCAG A/AA, landmarks, headings) on the page as it is, in light and then in dark. */
async function expectAccessible(page: Page, where: string) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    const violations = await axeViolations(page);
    expect(formatViolations(`${where} (${theme})`, violations)).toBe('');
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** The four methodologies as the library names them, with their elements. */
const METHODOLOGIES = [
  { id: 'meddic', name: 'MEDDIC', elements: 6 },
  { id: 'challenger', name: 'Challenger Sale', elements: 3 },
  { id: 'spin', name: 'SPIN Selling', elements: 4 },
  { id: 'gap', name: 'Gap Selling', elements: 5 },
];

const TURNS = [
  'How do you handle the month-end close today?',
  'Where does that process break down for your team?',
  'What happens to your plans for next year if the forecast keeps missing?',
  'Who signs off on a purchase like this, and what would they need to see?',
];

async function startSession(page: Page, methodology = 'SPIN Selling') {
  await choose(page, 'Scenario', 'Discovery Call');
  await choose(page, 'Buyer Persona', 'Economic Buyer');
  await choose(page, 'Methodology', methodology);
  await choose(page, 'Difficulty', 'Medium');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Start Practicing' }).click();
}

async function say(page: Page, lines: readonly string[]) {
  const panel = page.getByTestId('chat-panel');
  const before = await panel.getByTestId('buyer-message').count();
  for (const [index, line] of lines.entries()) {
    await page.getByPlaceholder('Type your response...').fill(line);
    await page.getByRole('button', { name: 'Send' }).click();
    await eventually(async () => expect(await panel.getByTestId('buyer-message').count()).toBe(before + index + 1));
  }
}

describe('practice from your own sessions and deals', () => {
  it('scores a finished session under MEDDIC, Challenger, SPIN and Gap side by side', async () => {
    const { page } = t;
    const user = await signUp('practice-rescore');
    await openSignedIn(page, user, '/roleplay');
    await startSession(page);
    await say(page, TURNS);
    await page.getByRole('button', { name: 'End Practice' }).click();
    await page.getByRole('heading', { name: 'Practice Session Complete' }).waitFor();
    const score = ((await page.getByTestId('session-score').textContent()) ?? '').trim();

    const panel = page.getByTestId('methodology-scores');
    await panel.getByRole('heading', { name: 'Score under other methodologies' }).waitFor();
    for (const { id, name, elements } of METHODOLOGIES) {
      const column = panel.getByTestId(`methodology-score-${id}`);
      await expectText(column.getByRole('heading'), name);
      await expectText(column.getByTestId('rescore-score'), /^\d+\/10$/);
      expect(await column.getByTestId('rescore-element').count()).toBe(elements);
      for (const line of await column.getByTestId('rescore-element').allTextContents()) {
        expect(line).toMatch(/: (Turn [1-4]: ".+"|not covered)$/);
      }
    }
    // The session's own methodology is marked, and scores as the session did.
    const spin = panel.getByTestId('methodology-score-spin');
    await spin.getByText('This session').waitFor();
    await expectText(spin.getByTestId('rescore-score'), score);
    // The SPIN questions asked are credited to the turns that asked them.
    await spin.getByTestId('rescore-element').filter({ hasText: 'Situation: Turn 1: "How do you handle the month-end close today?"' }).waitFor();
    await panel.getByTestId('methodology-score-meddic').getByTestId('rescore-element').filter({ hasText: /^Economic Buyer: Turn 4: "Who signs off/ }).waitFor();
    await expectAccessible(page, 'feedback with the methodology scores');
  });
});
