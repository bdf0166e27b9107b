// Practising from what already happened (issue 14) in the browser: a finished session scored under every
// methodology, a retry from one seller turn, a drill built from a deal analysis.
import type { Page } from 'playwright-core';
import { axeViolations, formatViolations } from '../support/a11y.js';
import { api, openSignedIn, signUp } from '../support/api.js';
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

/** A deal whose notes name the CFO and a competitor but say nothing of the decision process. */
const DEAL_NOTES =
  'Met Dana Ortiz, VP Operations at Northwind Logistics, on Tuesday. Dispatchers plan 400 routes a day by hand and trucks run 30% empty on return legs. ' +
  'Dana wants to cut fuel cost by 12% this fiscal year. The CFO, Priya Shah, signs anything above $100k and has not joined a call yet. ' +
  'They are also evaluating RouteMax.';
const PROCESS_QUESTION = 'Walk me through the steps between a yes from you and a signed contract?';

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

/** End Practice, confirming when the arena asks first; resolves on the feedback. */
async function endPractice(page: Page) {
  await page.getByRole('button', { name: 'End Practice' }).click();
  const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'End and Score' });
  const feedback = page.getByRole('heading', { name: 'Practice Session Complete' });
  await confirm.or(feedback).first().waitFor();
  if (await confirm.isVisible()) await confirm.click();
  await feedback.waitFor();
}

const sellerLines = (page: Page) => page.getByTestId('chat-panel').getByTestId('seller-message').allTextContents();

describe('practice from your own sessions and deals', () => {
  it('scores a finished session under MEDDIC, Challenger, SPIN and Gap side by side', async () => {
    const { page } = t;
    const user = await signUp('practice-rescore');
    await openSignedIn(page, user, '/roleplay');
    await startSession(page);
    await say(page, TURNS);
    await endPractice(page);
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
    await spin
      .getByTestId('rescore-element')
      .filter({ hasText: 'Situation: Turn 1: "How do you handle the month-end close today?"' })
      .waitFor();
    await panel
      .getByTestId('methodology-score-meddic')
      .getByTestId('rescore-element')
      .filter({ hasText: /^Economic Buyer: Turn 4: "Who signs off/ })
      .waitFor();
    await expectAccessible(page, 'feedback with the methodology scores');
  });

  it('retries from seller turn 2: a new session with turn 1 kept, the original kept, the tries compared', async () => {
    const { page } = t;
    const user = await signUp('practice-retry');
    await openSignedIn(page, user, '/roleplay');
    await startSession(page);
    await say(page, TURNS.slice(0, 3));
    const original = new URL(page.url()).searchParams.get('session');
    expect(original).toBeTruthy();
    const buyerName = ((await page.getByTestId('chat-panel').getByRole('heading').first().textContent()) ?? '').split(',')[0];

    // In the conversation: every answered seller turn can be tried again.
    expect(await page.getByRole('button', { name: /^Retry from here/ }).count()).toBe(3);
    await page.getByRole('button', { name: 'Retry from here (turn 2)' }).click();
    await eventually(() => expect(new URL(page.url()).searchParams.get('session')).not.toBe(original));
    const retried = new URL(page.url()).searchParams.get('session')!;
    const banner = page.getByTestId('retry-banner');
    await expectText(banner.locator('p').first(), 'Retrying turn 2: say it another way.');
    await expectText(banner.locator('p').nth(1), `The first time you said: “${TURNS[1]}”`);
    // Ready to type the new version: the first turn and its reply are there, the input has the focus.
    expect(await sellerLines(page)).toEqual([TURNS[0]]);
    expect(await page.getByTestId('chat-panel').getByTestId('buyer-message').count()).toBe(1);
    await eventually(async () =>
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Your response'),
    );
    // The same buyer at the same company.
    await expectText(page.getByTestId('chat-panel').getByRole('heading').first(), new RegExp(`^${buyerName},`));
    await page.keyboard.type('What does a slow close cost you in the weeks after it?');
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await page.getByTestId('chat-panel').getByTestId('buyer-message').count()).toBe(2));
    await eventually(async () => expect(await banner.count()).toBe(0));
    expect(await sellerLines(page)).toEqual([TURNS[0], 'What does a slow close cost you in the weeks after it?']);

    // Scored, and compared with the first session (which is kept, in progress, with its three turns).
    await endPractice(page);
    const tries = page.getByTestId('session-attempts');
    await eventually(async () => expect(await tries.getByTestId('session-attempt').count()).toBe(2));
    const rows = (await tries.getByTestId('session-attempt').allTextContents()).map((r) => r.trim());
    expect(rows[0]).toBe('First sessionIn progress');
    expect(rows[1]).toMatch(/^Retry from turn 2\(this one\)\d+\/10$/);
    await expectAccessible(page, 'feedback of a retry');

    // From the finished retry's own transcript, a retry of its first turn starts with nothing kept.
    await page.getByTestId('session-transcript').getByRole('button', { name: 'Retry from here (turn 1)' }).click();
    await eventually(() => expect(new URL(page.url()).searchParams.get('session')).not.toBe(retried));
    await expectText(page.getByTestId('retry-banner').locator('p').first(), 'Retrying turn 1: say it another way.');
    await page.getByRole('heading', { name: 'Start the Conversation' }).waitFor();

    await page.goto(`/roleplay?session=${original}`);
    await eventually(async () => expect(await sellerLines(page)).toEqual(TURNS.slice(0, 3)));
  });
  it('turns a deal into a drill: a buyer from the deal who knows its names, the decision process asked for and closed, both linked', async () => {
    const { page } = t;
    const user = await signUp('practice-drill');
    await openSignedIn(page, user, '/deal-analysis');
    await page.getByLabel('Deal name').fill('Northwind expansion');
    await page.getByLabel('Prospect names').fill('Dana Ortiz');
    await page.getByLabel('Prospect titles').fill('VP Operations');
    await page.getByLabel('Deal notes').fill(DEAL_NOTES);
    await page.getByLabel('Deal size (USD)').fill('120000');
    await choose(page, 'Stage', 'Qualification');
    await choose(page, 'Methodology', 'MEDDIC');
    await page.getByRole('button', { name: 'Analyze Deal' }).click();
    await page.waitForURL(/\/deal-analysis\?id=/);
    const analysisId = new URL(page.url()).searchParams.get('id')!;
    const checklist = page.getByTestId('coverage-checklist');
    await checklist.waitFor();
    expect(await checklist.locator('li').filter({ hasText: 'Decision Process' }).textContent()).toMatch(/Missing|Not confirmed/);

    // On the analysis: who the practice call is with and the goals, then the drill's preview in the arena.
    const drills = page.getByTestId('deal-drills');
    await drills.getByRole('heading', { name: 'Practise this deal' }).waitFor();
    await expectText(
      drills.locator('p').first(),
      new RegExp(
        String.raw`^A practice call with Dana Ortiz, from this deal, who knows what your notes say\. ` +
          String.raw`Your goals: find out what the notes leave open \(.*Decision Process.*\)\.$`,
      ),
    );
    await drills.getByRole('button', { name: 'Practise this deal' }).click();
    await page.waitForURL(/\/roleplay\?session=.*&step=preview/);
    const sessionId = new URL(page.url()).searchParams.get('session')!;
    const account = page.getByTestId('target-account-card');
    await account.getByText('Northwind Logistics', { exact: true }).waitFor();
    await account
      .getByText(/^Your deal "Northwind expansion": Qualification stage, \$120,000\. Still open in your notes: .*Decision Process/)
      .waitFor();
    const buyer = page.getByTestId('buyer-persona-card');
    await buyer.getByText('Dana Ortiz', { exact: true }).waitFor();
    await buyer.getByText('VP Operations', { exact: true }).waitFor();
    const brief = page.getByTestId('deal-drill-brief');
    await brief.getByRole('heading', { name: 'Your goals for this call' }).waitFor();
    await brief.getByText(/Dana Ortiz knows what your notes say, including RouteMax; find out what they leave open\./).waitFor();
    await brief
      .getByTestId('deal-drill-goal')
      .filter({ hasText: /^Decision Process \((missing|not confirmed) in your notes\)/ })
      .waitFor();
    expect(await brief.getByRole('link', { name: 'Northwind expansion' }).getAttribute('href')).toBe(`/deal-analysis?id=${analysisId}`);
    await expectAccessible(page, 'drill preview');

    // The call: a buyer from that company who knows the CFO and the competitor, and gives the process to a good question.
    await page.getByRole('button', { name: 'Start Practicing' }).click();
    await expectText(page.getByTestId('chat-panel').getByRole('heading').first(), 'Dana Ortiz, VP Operations at Northwind Logistics');
    await page.getByTestId('deal-drill-brief').waitFor();
    const reply = (n: number) => page.getByTestId('chat-panel').getByTestId('buyer-message').nth(n);
    await say(page, ['How are routes planned today?']);
    await say(page, ['What other vendors are you looking at?']);
    await expectText(reply(1), /RouteMax/);
    await say(page, ['Who signs off on a purchase like this?']);
    await expectText(reply(2), /Priya Shah, our CFO/);
    await say(page, [PROCESS_QUESTION]);
    await expectText(reply(3), /Priya Shah, our CFO, then procurement/);

    // The feedback: the gap closed, quoting the turn, and the way back to the analysis.
    await endPractice(page);
    const results = page.getByTestId('deal-drill-results');
    await results.getByRole('heading', { name: 'Your deal goals' }).waitFor();
    await results.getByText(/You closed \d+ of \d+ gaps\./).waitFor();
    await expectText(
      results.getByTestId('deal-drill-result').filter({ hasText: /^Decision Process/ }),
      `Decision Process: closed at turn 4: "${PROCESS_QUESTION}"`,
    );
    await expectAccessible(page, 'drill feedback');
    await results.getByRole('link', { name: 'Northwind expansion' }).click();
    await page.waitForURL(`**/deal-analysis?id=${analysisId}`);

    // The analysis links to its drill, which opens in the arena.
    const drill = page.getByTestId('deal-drill');
    await eventually(async () => expect(await drill.count()).toBe(1));
    await drill.getByText(/^\d+\/10$/).waitFor();
    await drill.getByRole('link').click();
    await page.waitForURL(`**/roleplay?session=${sessionId}`);
    await page.getByTestId('deal-drill-results').waitFor();

    // The analysis deleted: the drill still opens, whole.
    await api('DELETE', `/api/deal-analyses/${analysisId}`, { token: user.session.access_token });
    await page.reload();
    await expectText(
      page
        .getByTestId('deal-drill-results')
        .getByTestId('deal-drill-result')
        .filter({ hasText: /^Decision Process/ }),
      `Decision Process: closed at turn 4: "${PROCESS_QUESTION}"`,
    );
  });
});
