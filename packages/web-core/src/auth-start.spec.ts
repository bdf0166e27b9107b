/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node"]}
 */
// A page load with a stored session: the user it was issued with stands in until the fresh record arrives.
import type { Session, User } from '@blindspot/contracts';
import { installLocalStorage, json, startApiServer } from './testing/api-server.js';

const issuedTo: User = {
  id: 'u1',
  firstName: 'Dana',
  lastName: 'Ortiz',
  email: 'dana@example.com',
  profileImageUrl: null,
  subscriptionTier: 'free',
  analysesThisMonth: 0,
  currentPeriodEnd: null,
  onboardingComplete: true,
};
const session: Session = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  user: issuedTo,
};

installLocalStorage();
localStorage.setItem('blindspot-session', JSON.stringify({ state: { session }, version: 0 }));
const { setApiBaseUrl } = await import('./api/client.js');
const { startAuth, useAuthStore } = await import('./auth.js');

let answer: () => void = () => undefined;
const server = await startApiServer((_req, res) => {
  answer = () => json(res, 200, { ...issuedTo, subscriptionTier: 'pro' });
});
setApiBaseUrl(server.url);
afterAll(() => server.close());

it('shows the session’s user while loading, then the fresh record', async () => {
  startAuth();
  expect(useAuthStore.getState()).toMatchObject({ user: issuedTo, isLoading: true });
  while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
  answer();
  while (useAuthStore.getState().isLoading) await new Promise((r) => setTimeout(r, 5));
  expect(useAuthStore.getState().user?.subscriptionTier).toBe('pro');
  // ...and the stored session carries it for the next page load.
  expect(JSON.parse(localStorage.getItem('blindspot-session') ?? '{}').state.session).toMatchObject({
    access_token: 'access-1',
    user: { id: 'u1', subscriptionTier: 'pro' },
  });
});
