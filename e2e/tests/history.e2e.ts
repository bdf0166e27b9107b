// The seller's history in the browser (issue 13, item 1): every analysis and every session within two clicks
// of the dashboard (View all, then the item), lists paged on the server (Load more), search and filters kept
// in the URL, a finished session reopened read-only at its own URL (after a reload too), and deletes that
// ask first.
import type { Page } from 'playwright-core';
import { ApiError, api, openSignedIn, signUp, type TestUser, upgradeThroughTestCheckout } from '../support/api.js';
import { choose, eventually, expectText, expectToast, useBrowser } from '../support/browser.js';

const t = useBrowser();

const NOTES = 'Call with the VP Operations. Late deliveries cost them $30k a month. The CFO signs off on budget.';

/** Creates through the API, waiting out the per-user coach limit (20 at once) when it answers 429. */
async function createAnalysis(user: TestUser, body: Record<string, string>): Promise<{ id: string }> {
  for (;;) {
    try {
      return await api<{ id: string }>('POST', '/api/deal-analyses', {
        token: user.session.access_token,
        body: { dealNotes: NOTES, ...body },
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

const count = (page: Page) => page.getByTestId('history-count');

describe('history', () => {
  it('reaches any of 21 analyses in two clicks from the dashboard, searches, filters and deletes with a confirmation', async () => {
    const { page } = t;
    const user = await signUp('history-deals');
    await upgradeThroughTestCheckout(user, 'practice');
    // Oldest first: "Deal 1" is the oldest, "Northwind 21" the newest.
    for (let n = 1; n <= 21; n++) {
      const north = n % 5 === 0 || n === 21;
      await createAnalysis(user, {
        dealName: north ? `Northwind ${n}` : `Deal ${n}`,
        methodology: n % 2 ? 'meddic' : 'spin',
        stage: n % 3 ? 'discovery' : 'closing',
      });
    }

    await openSignedIn(page, user, '/dashboard');
    const widget = page.locator('[data-slot="card"]').filter({ has: page.getByText('Saved Deal Analyses', { exact: true }) });
    await widget.getByRole('link', { name: 'Northwind 21' }).waitFor();
    // Click 1: View all.
    await widget.getByRole('link', { name: 'View all deal analyses (21)' }).click();
    await page.waitForURL(/\/deal-analysis\/history$/);
    await page.getByRole('heading', { level: 1, name: 'Deal Analysis History' }).waitFor();
    await expectText(count(page), '21 saved analyses');
    const rows = page.getByTestId('history-analysis');
    await eventually(async () => expect(await rows.count()).toBe(20));
    expect((await rows.first().textContent()) ?? '').toContain('Northwind 21');
    await page.getByText('Showing 20 of 21').waitFor();

    // The 21st (the oldest) comes with Load more, from the server.
    await page.getByRole('button', { name: 'Load more' }).click();
    await eventually(async () => expect(await rows.count()).toBe(21));
    expect((await rows.last().textContent()) ?? '').toContain('Deal 1');
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // Search (any case), then a filter on top; both in the URL, so a reload keeps them.
    await page.getByRole('searchbox', { name: 'Search' }).fill('NORTHWIND');
    await expectText(count(page), '5 matching analyses');
    await page.waitForURL(/q=NORTHWIND/);
    await choose(page, 'Methodology', 'SPIN Selling');
    await expectText(count(page), '2 matching analyses');
    await page.reload();
    await expectText(count(page), '2 matching analyses');
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('NORTHWIND');
    expect((await rows.allTextContents()).map((text) => /Northwind \d+/.exec(text)?.[0])).toEqual(['Northwind 20', 'Northwind 10']);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expectText(count(page), '21 saved analyses');
    await choose(page, 'Stage', 'Closing');
    await expectText(count(page), '7 matching analyses');
    await choose(page, 'Stage', 'All stages');

    // Click 2: the analysis opens.
    await rows.getByRole('link', { name: /Northwind 15/ }).click();
    await page.waitForURL(/\/deal-analysis\?id=/);
    await page.getByRole('heading', { name: 'Northwind 15', exact: true }).waitFor();
    await page.goBack();
    await expectText(count(page), '21 saved analyses');

    // Delete from the list asks first; Cancel keeps it, Delete removes it with the `Analysis deleted` toast.
    await page.getByRole('button', { name: 'Delete Deal 4' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this analysis?' });
    await confirm.getByText('“Deal 4”, its notes and its coach chat will be deleted. This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectText(count(page), '21 saved analyses');
    await page.getByRole('button', { name: 'Delete Deal 4' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Analysis deleted');
    await expectText(count(page), '20 saved analyses');
    expect(await page.getByRole('button', { name: 'Delete Deal 4' }).count()).toBe(0);
  });

  it('reaches any session in two clicks, filters by status, and reopens a finished one read-only at its own URL', async () => {
    const { page } = t;
    const user = await signUp('history-roleplay');
    await upgradeThroughTestCheckout(user, 'practice');
    const token = user.session.access_token;
    const start = (scenario: string, methodology: string) =>
      api<{ id: string; targetAccountCompany: string }>('POST', '/api/roleplay-sessions', {
        token,
        body: { scenario, persona: 'cfo', methodology, difficulty: 'medium' },
      });
    // 12 in progress, 3 ended without a word (not scored), 8 scored; 23 in all, the scored ones newest.
    for (let n = 0; n < 12; n++) await start('multithreading', 'gap');
    const silent: string[] = [];
    for (let n = 0; n < 3; n++) {
      const { id } = await start('closing', 'challenger');
      await api('POST', `/api/roleplay-sessions/${id}/complete`, { token });
      silent.push(id);
    }
    for (let n = 0; n < 8; n++) {
      const { id } = await start(n < 4 ? 'discovery' : 'objection', n % 2 ? 'spin' : 'meddic');
      await api('POST', `/api/roleplay-sessions/${id}/message`, {
        token,
        body: { message: 'What does a missed forecast cost your team today?' },
      });
      await api('POST', `/api/roleplay-sessions/${id}/complete`, { token });
    }
    const stats = await api<{ completed: number; averageScore: number }>('GET', '/api/roleplay-sessions/stats', { token });
    expect(stats.completed).toBe(8);

    await openSignedIn(page, user, '/dashboard');
    // Only scored sessions count on the dashboard, averaged by the service.
    await expectText(page.getByTestId('stat-sessions-value'), '8');
    await expectText(page.getByTestId('stat-score-value'), stats.averageScore.toFixed(1));
    const recent = page.getByTestId('recent-roleplay-sessions');
    await eventually(async () => expect(await recent.getByTestId('recent-session').count()).toBe(3));

    // Click 1: View all.
    await recent.getByRole('link', { name: 'View all roleplay sessions' }).click();
    await page.waitForURL(/\/roleplay\/history$/);
    await page.getByRole('heading', { level: 1, name: 'Roleplay History' }).waitFor();
    await expectText(count(page), '23 saved sessions');
    await expectText(page.getByTestId('session-allowance'), /^23 of 100 saved sessions on your plan\./);
    const rows = page.getByTestId('history-session');
    await eventually(async () => expect(await rows.count()).toBe(20));
    await page.getByRole('button', { name: 'Load more' }).click();
    await eventually(async () => expect(await rows.count()).toBe(23));

    await choose(page, 'Status', 'Not scored');
    await expectText(count(page), '3 matching sessions');
    for (const text of await rows.allTextContents()) expect(text).toContain('Not scored');
    await choose(page, 'Status', 'In progress');
    await expectText(count(page), '12 matching sessions');
    await choose(page, 'Status', 'Scored');
    await expectText(count(page), '8 matching sessions');
    await page.getByRole('searchbox', { name: 'Search' }).fill('objection handling');
    await expectText(count(page), '4 matching sessions');

    // Click 2: a scored session, read-only: score, grade, feedback, rubric and the transcript.
    await rows.first().getByRole('link').click();
    await page.waitForURL(/\/roleplay\/sessions\/[0-9a-f-]{36}$/);
    const url = page.url();
    for (const reload of [false, true]) {
      if (reload) await page.goto(url);
      await page.getByRole('heading', { level: 1, name: 'Objection Handling with the Economic Buyer' }).waitFor();
      await expectText(page.getByTestId('session-score'), /^\d+(\.\d+)?\/10$/);
      await page.getByTestId('session-grade').waitFor();
      await page.getByTestId('did-well').waitFor();
      await page.getByTestId('key-takeaway').waitFor();
      await page.getByTestId('rubric').getByRole('heading', { name: 'How this score was built' }).waitFor();
      const transcript = page.getByTestId('session-transcript');
      await transcript.getByText('What does a missed forecast cost your team today?').waitFor();
      expect(await transcript.getByTestId('transcript-turn').count()).toBe(2);
      // Read-only: nothing to type into, no End Practice.
      expect(await page.getByPlaceholder('Type your response...').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'End Practice' }).count()).toBe(0);
    }

    // A session not scored says why at its own URL; deleting it asks first, then back to the history.
    await page.goto(`/roleplay/sessions/${silent[0]}`);
    await page.getByTestId('not-scored').getByRole('heading', { name: 'Not Scored' }).waitFor();
    await page.getByTestId('transcript').getByText('No turns in this conversation.').waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this session?' });
    await confirm
      .getByText(
        /^The Closing Call with the Economic Buyer of .*, its transcript and its feedback will be deleted\. This cannot be undone\.$/,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Session deleted');
    await page.waitForURL(/\/roleplay\/history$/);
    await expectText(count(page), '22 saved sessions');
  });
});
