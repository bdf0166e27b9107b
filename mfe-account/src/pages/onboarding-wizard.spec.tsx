import { getMethodology } from '@blindspot/methodologies';
import { screen, waitFor } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import { renderPage, signInAs, testUser, useFakeApi } from '../testing/app.js';
import { deferred, type Reply } from '../testing/fake-api.js';
import OnboardingWizard from './onboarding-wizard.js';

const api = await useFakeApi();
const newUser = testUser({ onboardingComplete: false, firstName: null, lastName: null });

async function choose(user: UserEvent, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function answerStepOne(user: UserEvent) {
  await choose(user, 'Your role', 'Account Executive');
  await choose(user, 'Industry', 'SaaS / Software');
  await choose(user, 'Years of sales experience', '3-5 years');
}

const filled = () => screen.getAllByTestId('progress-segment').map((s) => s.getAttribute('data-filled'));

async function start() {
  signInAs(api, newUser);
  const user = userEvent.setup();
  renderPage(<OnboardingWizard />, { path: '/dashboard' });
  // The wizard is shown by the shell once the user is known.
  await waitFor(() => expect(api.calls()).toContain('GET /api/auth/user'));
  return user;
}

describe('OnboardingWizard', () => {
  it('keeps Next disabled until role, industry and experience are all chosen', async () => {
    const user = await start();
    expect(screen.getByText('Tell us about yourself')).toBeInTheDocument();
    expect(filled()).toEqual(['true', 'false', 'false']);
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: /Next/ });
    expect(next).toBeDisabled();
    await choose(user, 'Your role', 'Account Executive');
    expect(next).toBeDisabled();
    await choose(user, 'Industry', 'SaaS / Software');
    expect(next).toBeDisabled();
    await choose(user, 'Years of sales experience', '3-5 years');
    expect(next).toBeEnabled();
    expect(screen.queryByTestId('optional-note')).not.toBeInTheDocument();
  });

  it('walks the three steps: Back from step 2, the optional note, Complete Setup only on step 3', async () => {
    const user = await start();
    await answerStepOne(user);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('What do you sell?')).toBeInTheDocument();
    expect(filled()).toEqual(['true', 'true', 'false']);
    expect(screen.getByTestId('optional-note')).toHaveTextContent('Steps 2 and 3 are optional');
    expect(screen.getByLabelText('Company website')).toHaveAttribute('type', 'url');
    expect(screen.queryByRole('button', { name: 'Complete Setup' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByText('Tell us about yourself')).toBeInTheDocument();
    // The answers survive going back.
    expect(screen.getByRole('combobox', { name: 'Your role' })).toHaveTextContent('Account Executive');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Who do you sell to?')).toBeInTheDocument();
    expect(filled()).toEqual(['true', 'true', 'true']);
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    expect(screen.getByText('List the typical roles and titles of people you sell to')).toBeInTheDocument();
    for (const id of ['meddic', 'challenger', 'spin', 'gap'] as const) {
      expect(screen.getByText(getMethodology(id).description)).toBeInTheDocument();
    }
    // Moving to step 3 submitted nothing.
    expect(api.calls().filter((c) => !c.startsWith('GET'))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
  });

  it('does not leave step 2 with a website the browser rejects', async () => {
    const user = await start();
    await answerStepOne(user);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.type(screen.getByLabelText('Company website'), 'not a url');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('What do you sell?')).toBeInTheDocument();
  });

  it('submits once: onboarding first, then the seller profile without empty fields; welcomes and moves on', async () => {
    const user = await start();
    const onboardingReply = deferred<Reply>();
    api.on('PATCH', '/api/user/onboarding', () => onboardingReply.promise);
    api.on('PUT', '/api/seller-profile', (request) => ({ status: 200, body: request.body }));

    await answerStepOne(user);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.type(screen.getByLabelText('Product or service name'), '  Northwind Routing  ');
    await user.type(screen.getByLabelText('Company website'), 'https://northwind.example');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.type(screen.getByLabelText('Target buyer personas'), 'VP Operations');
    await user.click(screen.getByRole('checkbox', { name: /SPIN Selling/ }));
    await user.click(screen.getByRole('checkbox', { name: /MEDDIC/ }));

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    const pending = await screen.findByRole('button', { name: 'Setting up...' });
    expect(pending).toBeDisabled();
    // The profile waits for the onboarding call to succeed.
    await waitFor(() => expect(api.calls()).toContain('PATCH /api/user/onboarding'));
    expect(api.calls().filter((c) => !c.startsWith('GET'))).toEqual(['PATCH /api/user/onboarding']);

    api.on('GET', '/api/auth/user', { status: 200, body: { ...newUser, onboardingComplete: true } });
    onboardingReply.resolve({ status: 200, body: { ...newUser, onboardingComplete: true } });

    expect(await screen.findByText('Welcome to Blindspot!')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been set up successfully.')).toBeInTheDocument();
    const writes = api.requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH /api/user/onboarding', 'PUT /api/seller-profile']);
    expect(writes[0].body).toEqual({ role: 'ae', industry: 'saas', yearsExperience: '3-5' });
    expect(writes[1].body).toEqual({
      productName: 'Northwind Routing',
      website: 'https://northwind.example',
      targetPersonas: 'VP Operations',
      preferredMethodologies: ['meddic', 'spin'],
    });
    expect(writes[0].headers.authorization).toMatch(/^Bearer access-/);
    // The user is fetched again after the calls, so the shell's gate moves on; the route is the dashboard.
    await waitFor(() => expect(api.calls().filter((c) => c === 'GET /api/auth/user')).toHaveLength(2));
    expect(api.calls().lastIndexOf('GET /api/auth/user')).toBeGreaterThan(api.calls().indexOf('PUT /api/seller-profile'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('asks for first and last name (optional) on step 1, sends them trimmed, and goes on to the pricing page for a chosen plan', async () => {
    sessionStorage.setItem('blindspot.chosenPlan', 'pro');
    const user = await start();
    api.on('PATCH', '/api/user/onboarding', { status: 200, body: { ...newUser, onboardingComplete: true } });
    api.on('PUT', '/api/seller-profile', { status: 200, body: {} });
    const first = screen.getByRole('textbox', { name: 'First name (optional)' });
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(first).toHaveAttribute('maxlength', '100');
    await user.type(first, '  Dana ');
    await user.type(screen.getByRole('textbox', { name: 'Last name (optional)' }), '   ');
    await answerStepOne(user);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Welcome to Blindspot!')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      firstName: 'Dana',
      role: 'ae',
      industry: 'saas',
      yearsExperience: '3-5',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pricing'));
    // The user is read again after the calls; waited for here, so the read lands in this test, not the next.
    await waitFor(() => expect(api.calls().filter((c) => c === 'GET /api/auth/user')).toHaveLength(2));
    // The pricing page takes the choice; the wizard only leads there.
    expect(sessionStorage.getItem('blindspot.chosenPlan')).toBe('pro');
    sessionStorage.clear();
  });

  it('stays on the wizard with the server message when onboarding is refused, and sends no profile', async () => {
    const user = await start();
    api.on('PATCH', '/api/user/onboarding', {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'role must be one of ae, sdr' },
    });
    await answerStepOne(user);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('role must be one of ae, sdr')).toBeInTheDocument();
    expect(screen.getByText('Error').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Who do you sell to?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
    expect(api.calls()).not.toContain('PUT /api/seller-profile');
    // The start-up read the user once, and a refused onboarding does not read it again.
    expect(api.calls().filter((c) => c === 'GET /api/auth/user')).toHaveLength(1);
  });

  it('stays on the wizard with the fallback text when the profile call fails without a message', async () => {
    const user = await start();
    api.on('PATCH', '/api/user/onboarding', { status: 200, body: { ...newUser, onboardingComplete: true } });
    api.on('PUT', '/api/seller-profile', { status: 502 });
    await answerStepOne(user);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Failed to complete onboarding')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByText('Welcome to Blindspot!')).not.toBeInTheDocument();
  });
});
