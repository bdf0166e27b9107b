/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node"]}
 */
import type { Session, User } from '@blindspot/contracts';
import { type Handler, installLocalStorage, json, startApiServer } from './testing/api-server.js';

installLocalStorage();
const { setApiBaseUrl } = await import('./api/client.js');
const { signIn, signOut, signUp, startAuth, refreshUser, useAuthStore } = await import('./auth.js');
const { useSessionStore } = await import('./session-store.js');
const { queryClient } = await import('./query-client.js');

const user: User = {
  id: 'u1',
  firstName: 'Dana',
  lastName: 'Ortiz',
  email: 'dana@example.com',
  profileImageUrl: null,
  subscriptionTier: 'free',
  analysesThisMonth: 0,
  currentPeriodEnd: null,
  onboardingComplete: false,
};
const session: Session = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  user,
};

let handler: Handler = (_req, res) => json(res, 404, {});
const server = await startApiServer((req, res) => handler(req, res));
setApiBaseUrl(server.url);
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('auth', () => {
  it('ends loading with no user when there is no session', () => {
    startAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isLoading: false });
  });

  it('signs in: stores the session, then fetches the user', async () => {
    handler = (req, res) => {
      if (req.url === '/api/auth/login') return json(res, 200, { session });
      if (req.url === '/api/auth/user' && req.headers.authorization === 'Bearer access-1') return json(res, 200, user);
      json(res, 401, { message: 'Unauthorized' });
    };
    await expect(signIn('dana@example.com', 'secret1')).resolves.toEqual(user);
    expect(JSON.parse(server.requests[0].body)).toEqual({ email: 'dana@example.com', password: 'secret1' });
    expect(useSessionStore.getState().session?.access_token).toBe('access-1');
    expect(JSON.parse(localStorage.getItem('blindspot-session')!).state.session.refresh_token).toBe('refresh-1');
    expect(useAuthStore.getState()).toMatchObject({ user, isLoading: false });
    expect(server.requests.filter((r) => r.url === '/api/auth/user')).toHaveLength(1);
  });

  it('refreshes the user on demand', async () => {
    handler = (_req, res) => json(res, 200, { ...user, onboardingComplete: true });
    await refreshUser();
    expect(useAuthStore.getState().user?.onboardingComplete).toBe(true);
  });

  it('signs out: calls logout with the token, clears the session, the user and the cache', async () => {
    queryClient.setQueryData(['/api/deal-analyses'], [{ id: 'a' }]);
    handler = (_req, res) => json(res, 204, undefined);
    await signOut();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
    expect(server.requests[0].headers.authorization).toBe('Bearer access-1');
    expect(useSessionStore.getState().session).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    expect(queryClient.getQueryData(['/api/deal-analyses'])).toBeUndefined();
  });

  it('rejects a refused sign-up with the server message and stays signed out', async () => {
    handler = (_req, res) => json(res, 409, { statusCode: 409, error: 'Conflict', message: 'An account with this e-mail already exists' });
    await expect(signUp('dana@example.com', 'secret1')).rejects.toThrow('409: ');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('only logs a failed user fetch and ends loading', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      handler = (req, res) => (req.url === '/api/auth/signup' ? json(res, 201, { session }) : json(res, 503, { message: 'down' }));
      await expect(signUp('dana@example.com', 'secret1')).resolves.toBeNull();
      expect(useAuthStore.getState()).toMatchObject({ user: null, isLoading: false });
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
      handler = (_req, res) => json(res, 204, undefined);
      await signOut();
    }
  });
});
