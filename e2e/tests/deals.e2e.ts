// Deal analysis in the browser (docs/product.md#deal-analysis, #texts, #plans): create, stream, follow up,
// open from the dashboard, delete, and the free plan's monthly limit.
import type { Page, Request } from 'playwright-core';
import { ApiError, api, openSignedIn, signUp, type TestUser } from '../support/api.js';
import { choose, eventually, expectText, expectToast, useBrowser } from '../support/browser.js';

const t = useBrowser();

const PAIN = 'Dispatchers plan 400 routes a day by hand and trucks run 30% empty on return legs.';
const ECONOMIC_BUYER = 'The CFO, Priya Shah, signs anything above $100k and has not joined a call yet.';
const NOTES = [
  'Met Dana Ortiz, VP Operations at Northwind Logistics, on Tuesday.',
  PAIN,
  'Dana wants to cut fuel cost by 12% this fiscal year.',
  ECONOMIC_BUYER,
  'They are also evaluating RouteMax.',
].join(' ');
const LIMIT_MESSAGE = "You've reached your monthly limit of 3 analyses. Upgrade to continue.";

interface Analysis {
  id: string;
  dealName: string | null;
  messages: { role: string; content: string }[];
}

function createByApi(user: TestUser, dealName: string): Promise<Analysis> {
  return api<Analysis>('POST', '/api/deal-analyses', {
    token: user.session.access_token,
    body: { dealName, dealNotes: NOTES, methodology: 'meddic', stage: 'qualification', dealSize: '120000' },
  });
}

async function fillForm(page: Page, { name, notes = NOTES }: { name: string; notes?: string }) {
  await page.getByLabel('Deal name').fill(name);
  await page.getByLabel('Prospect names').fill('Dana Ortiz');
  await page.getByLabel('Prospect titles').fill('VP Operations');
  await page.getByLabel('Deal notes').fill(notes);
  await page.getByLabel('Deal size (USD)').fill('120000');
  await choose(page, 'Stage', 'Qualification');
  await choose(page, 'Methodology', 'MEDDIC');
}

const messages = (page: Page) => page.getByTestId('deal-messages');

describe('deal analysis', () => {
  it('creates an analysis, streams a reply that quotes the notes, and answers a follow-up', async () => {
    const { page } = t;
    const user = await signUp('deals-create');
    await openSignedIn(page, user, '/deal-analysis');

    await page.getByRole('heading', { name: 'Deal Analysis', level: 1 }).waitFor();
    const analyze = page.getByRole('button', { name: 'Analyze Deal' });
    await expectText(page.getByTestId('free-usage'), '0/3 free analyses used this month');
    expect(await analyze.isDisabled()).toBe(true);
    // The notes box is at least 200 px high (docs/product.md#deal-analysis).
    expect((await page.getByLabel('Deal notes').boundingBox())!.height).toBeGreaterThanOrEqual(200);

    // Notes alone are not enough: the methodology is required too.
    await page.getByLabel('Deal notes').fill(NOTES);
    expect(await analyze.isDisabled()).toBe(true);
    await page.getByLabel('Deal notes').fill('');
    await fillForm(page, { name: 'Northwind expansion' });
    expect(await analyze.isEnabled()).toBe(true);

    // Hold the first coach request until "Analyzing..." has been seen, so the pending state is observable.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstRequest: Request | null = null;
    await page.route('**/api/deal-analyses/*/message', async (route) => {
      firstRequest ??= route.request();
      await held;
      await route.continue();
    });
    const streamed = page.waitForResponse((response) => /\/api\/deal-analyses\/[^/]+\/message$/.test(response.url()));

    await analyze.click();
    await page.waitForURL(/\/deal-analysis\?id=[0-9a-f-]{36}$/);
    await messages(page).getByText('Please analyze this deal using the MEDDIC methodology.').waitFor();
    await page.getByRole('status').filter({ hasText: 'Analyzing...' }).waitFor();
    release();

    // Streamed as server-sent events through the gateway.
    const response = await streamed;
    expect(firstRequest!.headers().accept).toContain('text/event-stream');
    expect(response.headers()['content-type']).toContain('text/event-stream');

    // The reply quotes the seller's own sentences and names the gaps.
    await messages(page).getByText(PAIN).first().waitFor();
    await messages(page).getByText('MEDDIC analysis: Northwind expansion').waitFor();
    await messages(page).getByText(ECONOMIC_BUYER).first().waitFor();
    await messages(page)
      .getByText(/Biggest gaps: .*Champion/)
      .waitFor();
    await expectToast(page, 'Analysis complete!', 'Your deal has been analyzed successfully.');
    await page.getByText('Answered by: Offline coach').waitFor();
    // Above the prose, the same reading as a checklist: each element, its status and the quote.
    const checklist = page.getByTestId('coverage-checklist');
    await checklist.getByRole('heading', { name: 'Coverage: 3 of 6 elements' }).waitFor();
    const economicBuyer = checklist.getByRole('listitem').filter({ hasText: 'Economic Buyer' });
    await economicBuyer.getByText('Covered', { exact: true }).waitFor();
    await economicBuyer.getByText(ECONOMIC_BUYER).waitFor();
    await checklist.getByRole('listitem').filter({ hasText: 'Champion' }).getByText('Missing', { exact: true }).waitFor();
    // Deal size in US dollars without decimals.
    await page.getByText('$120,000', { exact: true }).waitFor();
    // The chat area is 700 px high (docs/product.md#deal-analysis).
    expect((await messages(page).locator('..').boundingBox())!.height).toBe(700);
    await page.unroute('**/api/deal-analyses/*/message');

    // Follow-up: Send is disabled while the input is empty; Shift+Enter adds a line, Enter sends.
    const input = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await input.fill('How do I reach');
    await input.press('Shift+Enter');
    await input.pressSequentially('the economic buyer?');
    expect(await input.inputValue()).toBe('How do I reach\nthe economic buyer?');
    expect(await messages(page).locator('p.whitespace-pre-wrap').count()).toBe(1);
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    await messages(page)
      .getByText(/How do I reach\s+the economic buyer\?/)
      .waitFor();
    // The answer is about this deal's economic buyer, quoting the notes.
    await messages(page).getByText('Economic buyer.', { exact: false }).last().waitFor();
    await eventually(async () => {
      const last = await messages(page).locator(':scope > div').last().textContent();
      expect(last).toContain(ECONOMIC_BUYER);
    });

    // The conversation is stored: a hard reload of the deep link shows all four messages.
    await page.reload();
    await messages(page)
      .getByText(/How do I reach\s+the economic buyer\?/)
      .waitFor();
    await eventually(async () => expect(await messages(page).locator(':scope > div').count()).toBe(4));
  });

  it('keeps the first reply when a read of the analysis that started before it answers after it', async () => {
    const { page } = t;
    const user = await signUp('deals-late-read');
    await openSignedIn(page, user, '/deal-analysis');
    await fillForm(page, { name: 'Late read' });

    // Any read of the analysis is taken from the server at once but delivered only after the reply is
    // stored, so it carries the messages as they were before the reply.
    let readTaken!: () => void;
    const staleReadTaken = new Promise<void>((resolve) => (readTaken = resolve));
    let replyStored!: () => void;
    const replyDone = new Promise<void>((resolve) => (replyStored = resolve));
    page.on('requestfinished', (request) => {
      if (/\/message$/.test(request.url())) replyStored();
    });
    await page.route(/\/api\/deal-analyses\/[0-9a-f-]{36}$/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      readTaken();
      await replyDone;
      await route.fulfill({ response });
    });
    // The reply waits for such a read when the page makes one alongside it.
    await page.route('**/api/deal-analyses/*/message', async (route) => {
      await Promise.race([staleReadTaken, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      await route.continue();
    });

    await page.getByRole('button', { name: 'Analyze Deal' }).click();
    await page.waitForURL(/\/deal-analysis\?id=/);
    await messages(page).getByText(PAIN).first().waitFor();
    await replyDone;
    await page.waitForLoadState('networkidle');
    // One reply, not two: its heading shows once (the pain sentence may be quoted under more than one element).
    expect(await messages(page).getByText('MEDDIC analysis:').count()).toBe(1);
    expect(await messages(page).locator(':scope > div').count()).toBe(2);
  });

  it('opens a saved analysis from the dashboard and deletes it', async () => {
    const { page } = t;
    const user = await signUp('deals-delete');
    const older = await createByApi(user, 'Contoso renewal');
    const analysis = await createByApi(user, 'Northwind expansion');
    await api('POST', `/api/deal-analyses/${analysis.id}/message`, {
      token: user.session.access_token,
      body: { message: 'Please analyze this deal using the MEDDIC methodology.' },
    });

    await openSignedIn(page, user, '/dashboard');
    const widget = page.locator('[data-slot="card"]').filter({ has: page.getByText('Saved Deal Analyses', { exact: true }) });
    await widget.getByRole('link', { name: /Northwind expansion/ }).waitFor();
    await widget.getByRole('link', { name: /Contoso renewal/ }).waitFor();
    // Newest first.
    const names = await widget.getByRole('listitem').getByRole('link').allTextContents();
    expect(names[0]).toContain('Northwind expansion');

    await widget.getByRole('link', { name: /Northwind expansion/ }).click();
    await page.waitForURL(`**/deal-analysis?id=${analysis.id}`);
    await messages(page).getByText(PAIN).first().waitFor();

    // Delete asks first, focus on Cancel; Cancel keeps the analysis.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this analysis?' });
    await confirm.getByText('“Northwind expansion”, its notes and its coach chat will be deleted. This cannot be undone.').waitFor();
    expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Delete' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await api('GET', `/api/deal-analyses/${analysis.id}`, { token: user.session.access_token });

    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Analysis deleted');
    await page.waitForURL(/\/deal-analysis$/);
    await page.getByRole('button', { name: 'Analyze Deal' }).waitFor();

    const gone = await api('GET', `/api/deal-analyses/${analysis.id}`, { token: user.session.access_token }).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(404);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await widget.getByRole('link', { name: /Contoso renewal/ }).waitFor();
    // The list is fetched again on the way back (the cached copy may show first).
    await eventually(async () => expect(await widget.getByRole('link', { name: /Northwind expansion/ }).count()).toBe(0));
    expect(older.id).not.toBe(analysis.id);
  });

  it('stops a free user at 3 analyses a month with the counter and the limit message', async () => {
    const { page } = t;
    const user = await signUp('deals-limit');
    await createByApi(user, 'First deal');
    await createByApi(user, 'Second deal');

    await openSignedIn(page, user, '/deal-analysis');
    await expectText(page.getByTestId('free-usage'), '2/3 free analyses used this month');

    // A second tab opened now still believes one analysis is left.
    const stale = await t.newTab();
    await stale.goto('/deal-analysis');
    await expectText(stale.getByTestId('free-usage'), '2/3 free analyses used this month');
    await fillForm(stale, { name: 'Fourth deal' });

    // The third one, through the form. (A background tab runs no animations: bring each to the front.)
    await page.bringToFront();
    await fillForm(page, { name: 'Third deal' });
    await page.getByRole('button', { name: 'Analyze Deal' }).click();
    await page.waitForURL(/\/deal-analysis\?id=/);
    await messages(page).getByText(PAIN).first().waitFor();

    // Back on the form: 3/3, the limit explained with the way to upgrade, the fields and Analyze disabled.
    await page.getByRole('button', { name: 'Start New Analysis' }).click();
    await page.waitForURL(/\/deal-analysis$/);
    await expectText(page.getByTestId('free-usage'), '3/3 free analyses used this month: upgrade to continue.');
    const notice = page.getByTestId('free-limit-notice');
    await notice.getByRole('heading', { name: "You've used your 3 free analyses this month" }).waitFor();
    expect(await notice.getByRole('link', { name: 'Upgrade for unlimited analyses' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByLabel('Deal notes').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Analyze Deal' }).isDisabled()).toBe(true);

    // The stale tab tries anyway: the service refuses with the free limit's message, shown in the failure toast.
    await stale.bringToFront();
    await stale.getByRole('button', { name: 'Analyze Deal' }).click();
    await expectToast(stale, 'Analysis failed', LIMIT_MESSAGE);
    expect(new URL(stale.url()).search).toBe('');
    // ...and then knows the month's count: its form turns into the limit notice.
    await stale.getByTestId('free-limit-notice').waitFor();

    // And the API says the same to anyone who asks directly.
    const refused = await createByApi(user, 'Fifth deal').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBeGreaterThanOrEqual(400);
    expect((refused as ApiError).status).toBeLessThan(500);
    expect(JSON.stringify((refused as ApiError).body)).toContain(LIMIT_MESSAGE);

    // The dashboard counts the month's analyses, and its actions follow: no new analysis offered.
    await page.bringToFront();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expectText(page.getByTestId('stat-analyses-value'), '3');
    const saved = page.getByRole('link', { name: /^Saved Analyses\s*3\/3 free analyses used this month/ });
    expect(await saved.getAttribute('href')).toBe('/deal-analysis/history');
    expect(await page.getByText('Check a deal against a methodology').count()).toBe(0);
    const list = await api<unknown[]>('GET', '/api/deal-analyses', { token: user.session.access_token });
    expect(list).toHaveLength(3);
  });
});
