// The progress page (issue 13, docs/product.md#progress) in a real browser: a Pro seller with scored
// sessions and an analysed deal opens Progress from the sidebar, reads the figures the services counted
// (the same as the API's), and starts the suggested practice with the keyboard: a session aimed at the
// weakest element, on its preview. Below Pro the page shows example figures and Upgrade to Pro. axe
// (WCAG A/AA) in light and dark at 1366 and 375 px.
import { expectAccessibleEverywhere, expectFocusedHeading, tabTo } from '../support/a11y.js';
import { api, openSignedIn, signUp, type TestUser, upgradeThroughTestCheckout } from '../support/api.js';
import { expectText, useBrowser } from '../support/browser.js';

const t = useBrowser();

/** What the page shows, as GET /api/roleplay-sessions/progress answers it (the parts this test reads). */
interface RoleplayProgress {
  scoredSessions: number;
  averageScore: number | null;
  elements: Array<{ element: string; name: string; covered: number; rate: number }>;
  practiseNext: { element: string; name: string } | null;
}
const WIDE = { width: 1366, height: 900 };

const SELLER_TURNS = [
  'What made you take this call now, and how is freight cost hurting your margin this quarter?',
  'Who signs off on a purchase like this, and how will you decide between the options?',
  'Can we book Tuesday at 10 with your CFO to agree the criteria?',
];

/** A MEDDIC session of three seller turns, scored by the service. */
async function scoredSession(user: TestUser): Promise<void> {
  const token = user.session.access_token;
  const session = await api<{ id: string }>('POST', '/api/roleplay-sessions', {
    token,
    body: { scenario: 'discovery', persona: 'cfo', methodology: 'meddic', difficulty: 'medium' },
  });
  for (const message of SELLER_TURNS) await api('POST', `/api/roleplay-sessions/${session.id}/message`, { token, body: { message } });
  await api('POST', `/api/roleplay-sessions/${session.id}/complete`, { token });
}

describe('progress', () => {
  it('shows a Pro seller their figures and starts the suggested practice from the keyboard', async () => {
    const { page } = t;
    const user = await signUp('progress');
    await upgradeThroughTestCheckout(user, 'pro');
    await scoredSession(user);
    await scoredSession(user);
    const token = user.session.access_token;
    const deal = await api<{ id: string }>('POST', '/api/deal-analyses', {
      token,
      body: {
        dealName: 'Northwind',
        methodology: 'meddic',
        dealNotes: 'Late deliveries cost them about $30k a month in refunds. We do not know who signs off on the budget yet.',
      },
    });
    await api('POST', `/api/deal-analyses/${deal.id}/message`, {
      token,
      body: { message: 'Please analyze this deal using the MEDDIC methodology.' },
    });
    const expected = await api<RoleplayProgress>('GET', '/api/roleplay-sessions/progress', { token });
    expect(expected.scoredSessions).toBe(2);
    const next = expected.practiseNext!;

    await page.setViewportSize(WIDE);
    await openSignedIn(page, user, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Progress' }), 'dashboard: to Progress', {
      back: true,
    });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/progress');
    await expectFocusedHeading(page, 'Your Progress', 'progress page');

    const figures = page.getByTestId('progress-figures');
    await expectText(figures, `Scored sessions2Average score${expected.averageScore!.toFixed(1)}/10`);
    const elements = page.getByRole('table', { name: 'MEDDIC: coverage over 2 scored sessions' });
    await elements.waitFor();
    expect(await elements.getByRole('row').count()).toBe(7);
    const weakest = expected.elements.find((e) => e.element === next.element)!;
    await elements
      .getByRole('row', { name: `${weakest.name} ${weakest.covered} of 2 ${Math.round(weakest.rate * 100)}% Too early to tell` })
      .waitFor();
    await page
      .getByRole('table', { name: 'By methodology' })
      .getByRole('row', { name: `MEDDIC 2 ${expected.averageScore!.toFixed(1)}/10` })
      .waitFor();
    // The deal side: the analysed deal's gaps (Economic Buyer is not confirmed in its notes).
    await page
      .getByRole('table', { name: 'Over 1 analysed deal' })
      .getByRole('row', { name: /^Economic Buyer \(MEDDIC\)/ })
      .waitFor();
    // The score table opens under its chart.
    await page.getByText('Show the scores as a table').click();
    expect(await page.getByRole('table', { name: 'Score of each session' }).getByRole('row').count()).toBe(3);
    await expectText(
      page.getByTestId('progress-next'),
      new RegExp(`^What to practise next${next.name} \\(MEDDIC\\) is your weakest element`),
    );
    await expectAccessibleEverywhere(page, 'progress page');

    // Practise this, from the keyboard: a session aimed at the weakest element, on its preview.
    await page.getByRole('heading', { level: 1, name: 'Your Progress' }).focus();
    await tabTo(page, page.getByRole('button', { name: 'Practise this' }), 'progress: to Practise this');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/roleplay\?session=[0-9a-f-]+&step=preview$/);
    await page.getByRole('heading', { level: 2, name: `Your focus: ${next.name}` }).waitFor();
    await expectAccessibleEverywhere(page, 'preview of a session aimed at an element');
    const sessionId = new URL(page.url()).searchParams.get('session')!;
    expect((await api<{ focusElement: string }>('GET', `/api/roleplay-sessions/${sessionId}`, { token })).focusElement).toBe(next.element);
  });

  it('shows a seller below Pro what it would hold, and the way to upgrade', async () => {
    const { page } = t;
    const user = await signUp('progress-free');
    await page.setViewportSize(WIDE);
    await openSignedIn(page, user, '/progress');
    await page.getByRole('heading', { level: 2, name: 'Performance analytics is part of Pro' }).waitFor();
    await page.getByText('Example figures, not yours.').waitFor();
    await expectAccessibleEverywhere(page, 'progress page below Pro');
    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL('**/pricing');
  });
});
