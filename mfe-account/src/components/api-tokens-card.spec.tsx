import type { PersonalToken } from '@blindspot/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderPage, signInAs, testUser, useFakeApi } from '../testing/app.js';
import { ApiTokensCard } from './api-tokens-card.js';

const api = await useFakeApi();

const TOKEN = `bsp_${'a'.repeat(43)}`;
const existing: PersonalToken = {
  id: '6a1f3c2e-0000-4000-8000-0000000000aa',
  name: 'Old script',
  scopes: ['deals:read'],
  prefix: 'bsp_Zx9q',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
};

describe('ApiTokensCard', () => {
  it('offers Pro to other plans, and asks for no tokens', async () => {
    signInAs(api, testUser({ subscriptionTier: 'practice' }));
    renderPage(<ApiTokensCard />, { path: '/seller-setup' });
    expect(await screen.findByText(/API access is part of the Pro plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Pro' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Create token' })).not.toBeInTheDocument();
    expect(api.calls()).not.toContain('GET /api/auth/personal-tokens');
  });

  it('creates a token with a name and scopes, shows it once with a copy button, then lists it', async () => {
    signInAs(api, testUser({ subscriptionTier: 'pro' }));
    const items: PersonalToken[] = [existing];
    api.on('GET', '/api/auth/personal-tokens', () => ({ status: 200, body: { items } }));
    api.on('POST', '/api/auth/personal-tokens', (request) => {
      const body = request.body as { name: string; scopes: string[]; expiresInDays: number | null };
      const token = {
        ...existing,
        id: '6a1f3c2e-0000-4000-8000-0000000000bb',
        name: body.name,
        scopes: body.scopes as PersonalToken['scopes'],
        prefix: TOKEN.slice(0, 8),
      };
      items.unshift(token);
      return { status: 201, body: { ...token, token: TOKEN } };
    });
    const user = userEvent.setup();
    // After userEvent.setup(), which puts its own clipboard in place.
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void copied.push(text) },
      configurable: true,
    });
    renderPage(<ApiTokensCard />, { path: '/seller-setup' });

    expect(await screen.findByText('Old script')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Token name'), 'CRM sync');
    // Read scopes are ticked by default; add deals:write, drop roleplay:read.
    await user.click(screen.getByRole('checkbox', { name: /deals:write/ }));
    await user.click(screen.getByRole('checkbox', { name: /roleplay:read/ }));
    await user.selectOptions(screen.getByLabelText('Expires'), '30');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('region', { name: 'New token' });
    expect(within(shown).getByLabelText('Your new token')).toHaveValue(TOKEN);
    expect(api.calls()).toContain('POST /api/auth/personal-tokens');
    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(copied).toEqual([TOKEN]);
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your personal access tokens' });
    await waitFor(() => expect(within(list).getByText('CRM sync')).toBeInTheDocument());

    // Once dismissed, the secret is gone from the page for good.
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByDisplayValue(TOKEN)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(TOKEN);
    expect(screen.getByRole('button', { name: 'Create token' })).toBeInTheDocument();
  });

  it('sends what the form says', async () => {
    signInAs(api, testUser({ subscriptionTier: 'pro' }));
    const sent: unknown[] = [];
    api.on('GET', '/api/auth/personal-tokens', { status: 200, body: { items: [] } });
    api.on('POST', '/api/auth/personal-tokens', (request) => {
      sent.push(request.body);
      return { status: 201, body: { ...existing, name: 'CI', token: TOKEN } };
    });
    const user = userEvent.setup();
    renderPage(<ApiTokensCard />, { path: '/seller-setup' });
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Token name'), '  CI  ');
    await user.click(screen.getByRole('checkbox', { name: /roleplay:write/ }));
    await user.selectOptions(screen.getByLabelText('Expires'), 'never');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByRole('region', { name: 'New token' });
    expect(sent).toEqual([{ name: 'CI', scopes: ['deals:read', 'roleplay:read', 'roleplay:write'], expiresInDays: null }]);
  });

  it('revokes a token after asking', async () => {
    signInAs(api, testUser({ subscriptionTier: 'pro' }));
    let items: PersonalToken[] = [existing];
    api.on('GET', '/api/auth/personal-tokens', () => ({ status: 200, body: { items } }));
    api.on('DELETE', `/api/auth/personal-tokens/${existing.id}`, () => {
      items = [];
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderPage(<ApiTokensCard />, { path: '/seller-setup' });
    await user.click(await screen.findByRole('button', { name: 'Revoke Old script' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(api.calls()).toContain(`DELETE /api/auth/personal-tokens/${existing.id}`);
  });

  it('says why a token was not created', async () => {
    signInAs(api, testUser({ subscriptionTier: 'pro' }));
    api.on('GET', '/api/auth/personal-tokens', { status: 200, body: { items: [] } });
    api.on('POST', '/api/auth/personal-tokens', {
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many new personal access tokens; try again in 300 seconds' },
    });
    const user = userEvent.setup();
    renderPage(<ApiTokensCard />, { path: '/seller-setup' });
    await user.type(await screen.findByLabelText('Token name'), 'CI');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Too many new personal access tokens; try again in 300 seconds')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New token' })).not.toBeInTheDocument();
  });
});
