// The seller owns their data (issue 13, docs/accounts.md). In Chromium: the seller profile's "Your data"
// downloads everything as JSON, and Delete my account (the password asked again, from the keyboard) signs
// the seller out; they can no longer sign in and their token is refused by every service. Against a stack
// of its own, whose databases the test reads: an account with rows in every service is deleted while
// roleplay is not answering; auth keeps asking until it is back, and then no row of the user is left in any
// service's PostgreSQL. axe light and dark at 1366 and 375 px on the card and the dialog.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { startStack } from '../../scripts/lib/stack.mjs';
import { expectAccessibleEverywhere, tabTo } from '../support/a11y.js';
import { ApiError, api, openSignedIn, PASSWORD, signUp } from '../support/api.js';
import { eventually, expectToast, useBrowser } from '../support/browser.js';
import { E2E_STACK_ENV } from '../support/stack-env.mjs';

const t = useBrowser();
const WIDE = { width: 1366, height: 900 };

describe('your data', () => {
  it('downloads everything as JSON, then deletes the account from the keyboard and signs the seller out', async () => {
    const { page } = t;
    const user = await signUp('your-data');
    const token = user.session.access_token;
    const analysis = await api<{ id: string }>('POST', '/api/deal-analyses', {
      token,
      body: { dealName: 'Northwind', methodology: 'meddic', dealNotes: 'Late deliveries cost them $30k a month.' },
    });
    const session = await api<{ id: string }>('POST', '/api/roleplay-sessions', {
      token,
      body: { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'easy' },
    });

    await page.setViewportSize(WIDE);
    await openSignedIn(page, user, '/seller-setup');
    const card = page.getByTestId('your-data');
    await card.getByRole('heading', { level: 2, name: 'Your data' }).waitFor();
    await expectAccessibleEverywhere(page, 'seller profile with Your data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^blindspot-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.account.email).toBe(user.email);
    expect(data.dealAnalyses.map((a: { id: string }) => a.id)).toEqual([analysis.id]);
    expect(data.dealAnalyses[0].dealNotes).toBe('Late deliveries cost them $30k a month.');
    expect(data.roleplaySessions.map((s: { id: string }) => s.id)).toEqual([session.id]);

    // Delete my account, from the keyboard: the dialog opens on Cancel, the password, Enter.
    const remove = card.getByRole('button', { name: 'Delete my account' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((e) => e === document.activeElement)).toBe(true);
    await expectAccessibleEverywhere(page, 'delete account dialog');
    await tabTo(page, dialog.getByLabel('Your password'), 'dialog: to the password', { back: true });
    await page.keyboard.type('not-my-password');
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').filter({ hasText: 'Password: is not the password of this account' }).waitFor();
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Account deleted', 'Your account and your data have been deleted.');
    await page.waitForURL((url) => url.pathname === '/');

    // Gone: no sign-in, and the old token refused by every service.
    const refused = await api('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    for (const path of ['/api/auth/user', '/api/deal-analyses', '/api/roleplay-sessions', '/api/stripe/subscription']) {
      await eventually(async () => {
        const status = await api('GET', path, { token }).then(
          () => 200,
          (error: ApiError) => error.status,
        );
        expect({ path, status }).toEqual({ path, status: 401 });
      });
    }
  });
});

describe('deleting an account with a service down', () => {
  type Stack = Awaited<ReturnType<typeof startStack>>;
  let stack: Stack;

  beforeAll(async () => {
    // Two roleplay instances: the gateway keeps serving while the one auth asks is paused.
    stack = await startStack({
      freePorts: true,
      quiet: true,
      env: { ...E2E_STACK_ENV, ACCOUNT_DELETION_POLL_MS: '200', ACCOUNT_DELETION_RETRY_BASE_MS: '200' },
      instances: { roleplay: 2 },
    });
  }, 180_000);
  afterAll(() => stack?.stop());

  async function rowsOf(service: string, userId: string): Promise<Record<string, number>> {
    const db = new pg.Client({ connectionString: stack.databaseUrls[service] });
    await db.connect();
    try {
      const { rows: tables } = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name IN ('user_id', 'account_id')`,
      );
      const counts: Record<string, number> = {};
      for (const { table_name: table } of tables) {
        const column = table === 'account_deletions' ? 'account_id' : 'user_id';
        const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE ${column}::text = $1`, [userId]);
        if (rows[0].n > 0) counts[table] = rows[0].n;
      }
      if (service === 'auth') {
        const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [userId]);
        if (rows[0].n > 0) counts.users = rows[0].n;
      }
      return counts;
    } finally {
      await db.end();
    }
  }

  it('removes every row of the user in every database, asking roleplay again until it answers', async () => {
    const base = stack.url;
    const user = await signUp('delete-down', { base });
    const token = user.session.access_token;
    const userId = user.session.user.id;
    await api('PUT', '/api/seller-profile', { token, base, body: { productName: 'RouteMax' } });
    const analysis = await api<{ id: string }>('POST', '/api/deal-analyses', {
      token,
      base,
      body: { methodology: 'meddic', dealNotes: 'Late deliveries cost them $30k a month.' },
    });
    await api('POST', `/api/deal-analyses/${analysis.id}/message`, {
      token,
      base,
      body: { message: 'Please analyze this deal using the MEDDIC methodology.' },
    });
    const session = await api<{ id: string }>('POST', '/api/roleplay-sessions', {
      token,
      base,
      body: { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'easy' },
    });
    await api('POST', `/api/roleplay-sessions/${session.id}/message`, {
      token,
      base,
      body: { message: 'How are late deliveries hurting your margin?' },
    });
    await api('POST', `/api/roleplay-sessions/${session.id}/complete`, { token, base });
    expect(Object.keys(await rowsOf('auth', userId))).toEqual(expect.arrayContaining(['users', 'sign_ins', 'seller_profiles']));
    expect(Object.keys(await rowsOf('deals', userId))).toEqual(
      expect.arrayContaining(['deal_analyses', 'deal_analysis_elements', 'monthly_usage']),
    );
    expect(Object.keys(await rowsOf('roleplay', userId))).toEqual(
      expect.arrayContaining(['roleplay_sessions', 'roleplay_session_elements']),
    );

    // The roleplay instance auth asks stops answering (paused), and the account is deleted.
    const asked = stack.instances.find((instance) => instance.name === 'roleplay')!;
    asked.kill('SIGSTOP');
    try {
      await api('DELETE', '/api/user', { token, base, body: { password: PASSWORD } });
      await eventually(async () => expect(await rowsOf('deals', userId)).toEqual({}), 20_000);
      await eventually(async () => expect(await rowsOf('billing', userId)).toEqual({}), 20_000);
      // The account is gone from auth; only roleplay's outbox row is left, owed.
      await eventually(async () => expect(await rowsOf('auth', userId)).toEqual({ account_deletions: 1 }), 20_000);
      expect(Object.keys(await rowsOf('roleplay', userId))).toContain('roleplay_sessions');
    } finally {
      asked.kill('SIGCONT');
    }
    // Back: auth's retry reaches it, and nothing of the user is left anywhere, the outbox included.
    await eventually(async () => expect(await rowsOf('roleplay', userId)).toEqual({}), 60_000);
    await eventually(async () => expect(await rowsOf('auth', userId)).toEqual({}), 30_000);
    const refused = await api('POST', '/api/auth/login', { base, body: { email: user.email, password: PASSWORD } }).catch(
      (error: unknown) => error,
    );
    expect((refused as ApiError).status).toBe(400);
  }, 180_000);
});
