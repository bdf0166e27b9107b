// Renders a page as the shell does (query client, router, toaster) against the fake API.
import type { Session, User } from '@blindspot/contracts';
import { dismissToast, Toaster } from '@blindspot/ui';
import { setApiBaseUrl, startAuth, useSessionStore } from '@blindspot/web-core';
import { queryClient } from '@blindspot/web-core/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { type FakeApi, startFakeApi } from './fake-api.js';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '6a1f3c2e-0000-4000-8000-000000000001',
    firstName: 'Dana',
    lastName: 'Ortiz',
    email: 'dana@example.com',
    profileImageUrl: null,
    subscriptionTier: 'free',
    analysesThisMonth: 1,
    currentPeriodEnd: null,
    onboardingComplete: true,
    ...overrides,
  };
}

let sessions = 0;

/** A session for `user`; each gets its own tokens, as each sign-in does. */
export function testSession(user: User, accessToken = `access-${++sessions}`): Session {
  return {
    access_token: accessToken,
    refresh_token: `refresh-${sessions}`,
    token_type: 'bearer',
    expires_in: 900,
    expires_at: Math.floor(Date.now() / 1000) + 900,
    user,
  };
}

/** Starts the fake API for one test file and points web-core at it. */
export async function useFakeApi(): Promise<FakeApi> {
  const api = await startFakeApi();
  setApiBaseUrl(api.url);
  // As the shell does: follow the session (remotes only read it).
  startAuth();
  afterAll(() => api.close());
  afterEach(() => {
    act(() => {
      useSessionStore.getState().clearSession();
      dismissToast();
    });
    queryClient.clear();
    api.reset();
  });
  return api;
}

/** Signs `user` in: the session is stored and `GET /api/auth/user` answers the user. */
export function signInAs(api: FakeApi, user: User) {
  api.on('GET', '/api/auth/user', { status: 200, body: user });
  useSessionStore.getState().setSession(testSession(user));
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(page: ReactNode, { path = '/' }: { path?: string } = {}) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {page}
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
