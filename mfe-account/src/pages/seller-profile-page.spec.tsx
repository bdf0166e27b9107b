import { getMethodology } from '@blindspot/methodologies';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderPage, signInAs, testUser, useFakeApi } from '../testing/app.js';
import { deferred, type Reply } from '../testing/fake-api.js';
import SellerProfilePage from './seller-profile-page.js';

const api = await useFakeApi();

const stored = {
  productName: 'Northwind Routing',
  competitors: 'RouteMax',
  targetPersonas: 'VP Operations',
  preferredMethodologies: ['spin'],
};

async function open(profile: object = stored) {
  signInAs(api, testUser());
  api.on('GET', '/api/seller-profile', { status: 200, body: profile });
  const user = userEvent.setup();
  renderPage(<SellerProfilePage />, { path: '/seller-setup' });
  await screen.findByRole('button', { name: 'Save Profile' });
  return user;
}

describe('SellerProfilePage', () => {
  it("shows the profile's cards, fields, hint and methodologies, filled from the stored profile", async () => {
    signInAs(api, testUser());
    const reply = deferred<Reply>();
    api.on('GET', '/api/seller-profile', () => reply.promise);
    renderPage(<SellerProfilePage />, { path: '/seller-setup' });
    expect(screen.getByRole('heading', { name: 'Seller Profile' })).toBeInTheDocument();
    expect(screen.getByText('Configure your selling context to get more personalized training and practice')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    reply.resolve({ status: 200, body: stored });

    expect(await screen.findByLabelText('What do you sell?')).toHaveValue('Northwind Routing');
    for (const title of ['Product & Company', 'Target Personas', 'Methodology Preferences'])
      expect(screen.getByText(title)).toBeInTheDocument();
    for (const label of [
      'Website',
      'What problem do you solve?',
      'Industries you sell to',
      'Average deal size',
      'How are you different from competitors?',
    ]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText('Main competitors')).toHaveValue('RouteMax');
    expect(screen.getByLabelText('Buyer personas and roles')).toHaveValue('VP Operations');
    expect(screen.getByText('List the typical roles and titles of people you sell to')).toBeInTheDocument();
    for (const id of ['meddic', 'challenger', 'spin', 'gap'] as const) {
      const methodology = getMethodology(id);
      expect(screen.getByText(methodology.description)).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: new RegExp(methodology.name) })).toHaveAttribute('aria-checked', String(id === 'spin'));
    }
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('saves the whole form with empty fields left out, shows Saving... and then the toast', async () => {
    const user = await open();
    const reply = deferred<Reply>();
    api.on('PUT', '/api/seller-profile', () => reply.promise);

    await user.clear(screen.getByLabelText('What do you sell?'));
    await user.type(screen.getByLabelText('Website'), '  northwind.example ');
    await user.clear(screen.getByLabelText('Main competitors'));
    await user.type(screen.getByLabelText('Main competitors'), '   ');
    await user.click(screen.getByRole('checkbox', { name: /MEDDIC/ }));
    await user.click(screen.getByRole('checkbox', { name: /SPIN Selling/ }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(() => expect(api.calls()).toContain('PUT /api/seller-profile'));
    const put = api.requests.find((r) => r.method === 'PUT')!;
    // No format is checked on this page: a website without a scheme is sent as typed (trimmed).
    expect(put.body).toEqual({ website: 'northwind.example', targetPersonas: 'VP Operations', preferredMethodologies: ['meddic'] });
    expect(put.headers['content-type']).toBe('application/json');

    reply.resolve({ status: 200, body: put.body });
    expect(await screen.findByText('Profile saved!')).toBeInTheDocument();
    expect(screen.getByText('Your seller profile has been updated successfully.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
    expect(screen.getByLabelText('Website')).toHaveValue('  northwind.example ');
  });

  it('sends an empty object when everything is cleared', async () => {
    const user = await open({ productName: 'Northwind Routing' });
    api.on('PUT', '/api/seller-profile', { status: 200, body: {} });
    await user.clear(screen.getByLabelText('What do you sell?'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile saved!')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')!.body).toEqual({});
  });

  it('shows the server message, or the fallback, when saving fails', async () => {
    const user = await open();
    api.on('PUT', '/api/seller-profile', {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'website must be at most 200 characters' },
    });
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('website must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Error').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();

    api.on('PUT', '/api/seller-profile', { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });
});
