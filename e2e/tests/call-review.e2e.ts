// Score a real call (issue 15) in the browser: a Pro seller pastes a transcript (or uploads a WebVTT file),
// picks the speaker that is them and the methodology, and reads the same review as a roleplay, quoting
// their own turn; the call is kept in their list marked "Real call". Below Pro the page shows the way up.
import type { Page } from 'playwright-core';
import { axeViolations, formatViolations } from '../support/a11y.js';
import { openSignedIn, signUp, upgradeThroughTestCheckout } from '../support/api.js';
import { choose, expectText, PHONE, useBrowser } from '../support/browser.js';

const t = useBrowser();

const SELLER_LINES = [
  'Thanks for making time. Before I say anything about us, how does your team put the forecast together today?',
  'Where does that process break down on your side?',
  'If you could fix the forecast, what would it mean for you with the board?',
  'Who signs off on an investment like this, and what criteria will they use to compare the options?',
  'I suggest we book 45 minutes next Tuesday at 10am with your CFO to map the business case. Does that work?',
];
const BUYER_LINES = [
  'Mostly spreadsheets. Each region sends numbers and we reconcile by hand.',
  'The last two quarters we missed by more than ten percent and the board noticed.',
  'Credibility, honestly. And fewer late nights at quarter end.',
  'Our CFO signs. She cares about payback inside a year.',
  'That works, send the invite.',
];
const TRANSCRIPT = [
  'Discovery call, Northwind',
  ...SELLER_LINES.flatMap((line, i) => [`[00:0${i}:05] Alex Rivera: ${line}`, `[00:0${i}:30] Dana Cho: ${BUYER_LINES[i]}`]),
].join('\n');

/** No axe violation (WCAG A/AA, landmarks, headings) on the page as it is, in light and then in dark. */
async function expectAccessible(page: Page, where: string) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    const violations = await axeViolations(page);
    expect(formatViolations(`${where} (${theme})`, violations)).toBe('');
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

describe('call review', () => {
  it('scores a pasted transcript: speakers found, the seller picked, the review quotes their turn, kept in the list', async () => {
    const { page } = t;
    const user = await signUp('call-review');
    await upgradeThroughTestCheckout(user, 'pro');
    await openSignedIn(page, user, '/roleplay');

    // From the Roleplay Arena.
    await page.getByRole('link', { name: 'Had a real call? Score its transcript' }).click();
    await page.waitForURL('**/roleplay/call-review');
    await page.getByRole('heading', { level: 1, name: 'Call Review' }).waitFor();
    const score = page.getByRole('button', { name: 'Score this call' });
    expect(await score.isDisabled()).toBe(true);

    await page.getByLabel('Transcript').fill(TRANSCRIPT);
    await expectText(page.getByTestId('transcript-reading'), 'Plain text: 10 turns, 132 words, 2 speakers.');
    const speakers = page.getByRole('group', { name: 'Which speaker are you?' });
    expect(await speakers.getByRole('radio').count()).toBe(2);
    await speakers.getByText(`"${SELLER_LINES[0].split(' ').slice(0, 12).join(' ')}…"`).waitFor();
    await expectAccessible(page, 'call review form with speakers');

    await speakers.getByRole('radio', { name: /Alex Rivera/ }).check();
    expect(await score.isDisabled()).toBe(true);
    await choose(page, 'Methodology', 'MEDDIC');
    await page.getByLabel('Call name (optional)').fill('Northwind discovery');
    await score.click();

    // The review at its own address: the same feedback as a roleplay, marked as a real call.
    await page.waitForURL(/\/roleplay\/call-review\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 2, name: 'Call Review Complete' }).waitFor();
    const scoreText = (await page.getByTestId('session-score').textContent()) ?? '';
    expect(scoreText).toMatch(/^(10|\d)\/10$/);
    await page.getByTestId('session-grade').waitFor();
    await expectText(page.getByTestId('call-review-details'), /Real call\s*Northwind discovery/);
    // A "did well" item names the seller's turn and quotes it as it was said in the call.
    const quoted = page.getByTestId('did-well').getByText(/^Turn 4: .*"Who signs off on an investment like this/);
    await quoted.first().waitFor();
    await page.getByTestId('key-takeaway').waitFor();
    await page.getByTestId('rubric').getByText('MEDDIC elements covered').waitFor();
    // The transcript as it was read, the seller's turns numbered as the feedback names them.
    await page.getByText(/Show the 10 turns as they were read \(5 yours\)/).click();
    await page.getByTestId('call-transcript').getByText('Turn 4 · Alex Rivera (you)').waitFor();
    await expectAccessible(page, 'call review result');

    // A reload keeps it (it is stored), and the list shows it as a real call.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Call Review Complete' }).waitFor();
    await page.getByRole('link', { name: 'All scored calls' }).click();
    const item = page.getByTestId('call-review-item').first();
    await item.getByRole('link', { name: 'Northwind discovery' }).waitFor();
    await item.getByText('Real call').waitFor();
    await expectText(item.getByText(/^\d+\/10$/), scoreText);

    // And in the roleplay history, beside the practice sessions, marked as a real call.
    await page.goto('/roleplay/history');
    const realCalls = page.getByTestId('call-review-list');
    await realCalls.getByRole('heading', { name: 'Real calls' }).waitFor();
    await realCalls.getByTestId('call-review-item').getByText('Real call').waitFor();
    await realCalls.getByRole('link', { name: 'Northwind discovery' }).click();
    await page.getByRole('heading', { level: 2, name: 'Call Review Complete' }).waitFor();
  });

  it('reads an uploaded WebVTT file in the browser and says what is wrong with a file that is not a transcript', async () => {
    const { page } = t;
    const user = await signUp('call-review-upload');
    await upgradeThroughTestCheckout(user, 'pro');
    await openSignedIn(page, user, '/roleplay/call-review');
    const input = page.getByTestId('transcript-file-input');

    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Met Acme today. The CFO signs, pilot in May.'),
    });
    await expectText(page.getByTestId('transcript-reading'), /no speaker labels were found/);
    await input.setInputFiles({ name: 'call.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3') });
    await page
      .getByRole('alert')
      .getByText(/call\.mp3 is not a transcript file: upload a \.txt, \.vtt or \.srt file/)
      .waitFor();

    const vtt = `WEBVTT\n\n${SELLER_LINES.flatMap((line, i) => [
      `${2 * i + 1}\n00:0${i}:05.000 --> 00:0${i}:20.000\n<v Alex Rivera>${line}</v>`,
      `${2 * i + 2}\n00:0${i}:30.000 --> 00:0${i}:45.000\n<v Dana Cho>${BUYER_LINES[i]}</v>`,
    ]).join('\n\n')}\n`;
    await input.setInputFiles({ name: 'Northwind discovery.vtt', mimeType: 'text/vtt', buffer: Buffer.from(vtt) });
    await expectText(page.getByTestId('transcript-reading'), 'WebVTT: 10 turns, 132 words, 2 speakers.');
    expect(await page.getByLabel('Call name (optional)').inputValue()).toBe('Northwind discovery');
    await page.getByRole('radio', { name: /Alex Rivera/ }).check();
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'call review form at 375 px');
    await choose(page, 'Methodology', 'SPIN Selling');
    await page.getByRole('button', { name: 'Score this call' }).click();
    await page.getByRole('heading', { level: 2, name: 'Call Review Complete' }).waitFor();
    await page.getByTestId('rubric').getByText('SPIN Selling elements covered').waitFor();
  });

  it('shows a seller below Pro what call review does and the way to upgrade, at phone width too', async () => {
    const { page } = t;
    const user = await signUp('call-review-free');
    await openSignedIn(page, user, '/roleplay/call-review');
    const upgrade = page.getByTestId('call-review-upgrade');
    await upgrade.getByRole('heading', { name: 'Call review is a Pro feature' }).waitFor();
    await upgrade.getByText('Call review is only available on the Pro plan. Upgrade to Pro to score your real calls.').waitFor();
    expect(await page.getByLabel('Transcript').count()).toBe(0);
    await page.getByTestId('call-review-list').getByText('No scored calls yet.').waitFor();
    await expectAccessible(page, 'call review, free plan');

    const { page: small } = await t.newContext({ viewport: PHONE });
    await openSignedIn(small, user, '/roleplay/call-review');
    await small.getByTestId('call-review-upgrade').waitFor();
    await expectAccessible(small, 'call review, free plan, 375 px');
    await small.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await small.waitForURL('**/pricing');
  });
});
