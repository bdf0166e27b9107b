import { WRONG_PASSWORD_MESSAGE } from '@blindspot/contracts';
import { useSessionStore } from '@blindspot/web-core';
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

// Saving a file is the browser's edge: record what would be saved.
const downloadFile = jest.fn<(name: string, type: string, text: string) => void>();
jest.unstable_mockModule('../lib/browser.js', () => ({ downloadFile, leavePage: jest.fn() }));
const { renderPage, signInAs, testUser, useFakeApi } = await import('../testing/app.js');
const { YourDataCard } = await import('./your-data-card.js');

const api = await useFakeApi();

const analysis = {
  id: 'a1',
  dealName: 'Northwind, "phase 2"',
  prospectNames: '=cmd',
  prospectTitles: null,
  dealNotes: 'notes',
  dealSize: '120000',
  stage: 'discovery',
  methodology: 'meddic',
  messages: [
    { role: 'user', content: 'Hi' },
    { role: 'assistant', content: 'Hello' },
  ],
  createdAt: '2026-03-01T10:00:00.000Z',
  coach: 'offline',
  coverage: {
    elements: [
      { element: 'metrics', name: 'Metrics', status: 'covered', quotes: [], stillMissing: [], nextQuestions: [] },
      { element: 'champion', name: 'Champion', status: 'missing', quotes: [], stillMissing: [], nextQuestions: [] },
    ],
    risks: [],
    nextSteps: [],
  },
};
const session = {
  id: 's1',
  scenario: 'discovery',
  persona: 'cfo',
  methodology: 'spin',
  difficulty: 'easy',
  sessionType: 'text',
  completed: true,
  scored: true,
  score: 7,
  createdAt: '2026-03-02T10:00:00.000Z',
  targetAccountCompany: 'Acme',
  buyerPersonaName: 'Dana',
  messages: JSON.stringify([{ role: 'user', content: 'Hi' }]),
};

function exportRoutes() {
  api.on('GET', '/api/seller-profile', { status: 200, body: { productName: 'RouteMax' } });
  api.on('GET', '/api/auth/personal-tokens', { status: 403, body: { statusCode: 403, message: 'Pro only' } });
  api.on('GET', '/api/stripe/subscription', {
    status: 200,
    body: { tier: 'free', status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false },
  });
  api.on('GET', '/api/deal-analyses/export', { status: 200, body: { analyses: [analysis] } });
  api.on('GET', '/api/roleplay-sessions/export', { status: 200, body: { sessions: [session], callReviews: [] } });
}

beforeEach(() => downloadFile.mockReset());

describe('YourDataCard', () => {
  it('downloads everything as one JSON file, read from every service', async () => {
    signInAs(api, testUser({ email: 'dana@example.com' }));
    exportRoutes();
    renderPage(<YourDataCard />, { path: '/seller-setup' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    const [name, type, text] = downloadFile.mock.calls[0];
    expect(name).toMatch(/^blindspot-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(type).toBe('application/json');
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      account: { email: 'dana@example.com' },
      sellerProfile: { productName: 'RouteMax' },
      personalTokens: null,
      subscription: { tier: 'free' },
      dealAnalyses: [analysis],
      roleplaySessions: [session],
      callReviews: [],
    });
  });

  it('downloads the lists as CSV, quoted, with formulas defused', async () => {
    signInAs(api, testUser());
    exportRoutes();
    renderPage(<YourDataCard />, { path: '/seller-setup' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deal analyses (CSV)' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(downloadFile.mock.calls[0][2].split('\r\n')[1]).toBe(
      '"a1","2026-03-01T10:00:00.000Z","Northwind, ""phase 2""","\'=cmd","","discovery","meddic","120000","1","2","2"',
    );
    await user.click(screen.getByRole('button', { name: 'Roleplay sessions (CSV)' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(2));
    expect(downloadFile.mock.calls[1][2]).toBe(
      '"id","created_at","scenario","persona","methodology","difficulty","session_type","status","score","company","buyer","messages"\r\n' +
        '"s1","2026-03-02T10:00:00.000Z","discovery","cfo","spin","easy","text","scored","7","Acme","Dana","1"\r\n',
    );
  });

  it('deletes the account only with the right password, then signs out and leaves', async () => {
    signInAs(api, testUser());
    let attempts = 0;
    api.on('DELETE', '/api/user', (request) => {
      attempts += 1;
      return (request.body as { password: string }).password === 'correct-horse-42'
        ? { status: 204 }
        : { status: 400, body: { statusCode: 400, error: 'Bad Request', message: WRONG_PASSWORD_MESSAGE } };
    });
    renderPage(<YourDataCard />, { path: '/seller-setup' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password: is not the password of this account');
    expect(useSessionStore.getState().session).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'correct-horse-42');
    await user.click(confirm);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(useSessionStore.getState().session).toBeNull();
    expect(attempts).toBe(2);
    expect(await screen.findByText('Your account and your data have been deleted.')).toBeInTheDocument();
  });
});
