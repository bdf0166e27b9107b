// The public API for Pro (docs/api.md), end to end on the running product: a Pro user creates a personal
// access token in the app, reads /api/docs, calls the API with the token as curl would (within its scopes),
// and revokes it; the merged OpenAPI document is valid OpenAPI 3.1.
import { Validator } from '@seriousme/openapi-schema-validator';
import { api, freshToken, openSignedIn, signUp, upgradeThroughTestCheckout } from '../support/api.js';
import { baseUrl, eventually, expectText, useBrowser } from '../support/browser.js';

const t = useBrowser();

/** What `curl -H "Authorization: Bearer $TOKEN"` does: a plain request from outside the browser. */
async function curl(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

describe('API tokens (Pro)', () => {
  it('a Pro user creates a token, calls the API with it following /api/docs, and revokes it', async () => {
    const { page } = t;
    const user = await signUp('api-tokens');
    await upgradeThroughTestCheckout(user, 'pro');
    await openSignedIn(page, user, '/seller-setup');

    // Create: a name, read scopes (ticked by default) and deals:write.
    const card = page.locator('#api-tokens');
    await card.getByRole('heading', { name: 'API tokens' }).waitFor();
    await card.getByLabel('Token name').fill('e2e script');
    await card.getByRole('checkbox', { name: /deals:write/ }).click();
    await card.getByRole('button', { name: 'Create token' }).click();
    const shown = card.getByRole('region', { name: 'New token' });
    await shown.waitFor();
    const token = await shown.getByLabel('Your new token').inputValue();
    expect(token).toMatch(/^bsp_[A-Za-z0-9_-]{43}$/);

    // The reference renders (Swagger UI from this origin, under the CSP) and names the scopes.
    const csp: string[] = [];
    const docs = await t.newTab();
    docs.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
    });
    await docs.goto('/api/docs');
    await docs.getByText('/api/deal-analyses/{id}/message').first().waitFor();
    await docs
      .getByRole('button', { name: /Authorize/ })
      .first()
      .waitFor();
    expect(csp).toEqual([]);

    // The document is one valid OpenAPI 3.1 document of every service's routes.
    const document = await (await fetch(`${baseUrl()}/api/docs/openapi.json`)).json();
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/deal-analyses', '/api/deal-analyses/{id}', '/api/roleplay-sessions', '/api/auth/personal-tokens']),
    );
    expect(document.info.description).not.toContain('Incomplete');

    // Calls as the reference shows them.
    const created = await curl('POST', '/api/deal-analyses', token, {
      dealName: 'API deal',
      dealNotes: 'Call with Dana (VP Ops). Invoices take 9 days to approve; the CFO owns the budget.',
      methodology: 'meddic',
    });
    expect(created.status).toBe(201);
    const listed = await curl('GET', '/api/deal-analyses?limit=5', token);
    expect(listed.status).toBe(200);
    expect(listed.json.items.map((a: { id: string }) => a.id)).toContain(created.json.id);
    expect((await curl('GET', '/api/roleplay-sessions', token)).status).toBe(200);
    const refused = await curl('POST', '/api/roleplay-sessions', token, {
      scenario: 'discovery',
      persona: 'cfo',
      methodology: 'meddic',
      difficulty: 'easy',
    });
    expect(refused).toEqual({
      status: 403,
      json: expect.objectContaining({ message: 'This personal access token lacks the roleplay:write scope' }),
    });
    expect((await curl('GET', '/api/auth/personal-tokens', token)).status).toBe(401);

    // The analysis made with the token is the user's own: the app's session sees it.
    const own = await api<Array<{ id: string }>>('GET', '/api/deal-analyses', { token: await freshToken(user) });
    expect(own.map((a) => a.id)).toContain(created.json.id);

    // Revoke it in the app: the API refuses it within seconds.
    await page.reload();
    const list = card.getByRole('list', { name: 'Your personal access tokens' });
    await expectText(list, /e2e script/);
    await expectText(list, /Last used/);
    await list.getByRole('button', { name: 'Revoke e2e script' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke this token?' }).getByRole('button', { name: 'Revoke token' }).click();
    await card.getByText('No tokens yet.').waitFor();
    await eventually(async () => {
      expect((await curl('GET', '/api/deal-analyses', token)).status).toBe(401);
      expect((await curl('GET', '/api/roleplay-sessions', token)).status).toBe(401);
    });
  });

  it('shows the way to Pro on other plans', async () => {
    const { page } = t;
    const user = await signUp('api-tokens-free');
    await openSignedIn(page, user, '/seller-setup');
    const card = page.locator('#api-tokens');
    await card.getByText('API access is part of the Pro plan').waitFor();
    await card.getByRole('link', { name: 'See Pro' }).click();
    await page.waitForURL('**/pricing');
  });
});
