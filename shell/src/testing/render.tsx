// Renders the shell's gate at a path with a given auth state. Remote modules come from `loader`
// (the federation runtime is the network edge a jsdom test cannot reach).
import type { RoleplayStats, User } from '@blindspot/contracts';
import { useAuthStore, useSessionStore } from '@blindspot/web-core';
import { queryClient } from '@blindspot/web-core/query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Gate } from '../gate.js';
import { type RemoteLoader, RemoteLoaderContext } from '../remotes/remote-component.js';

export const USER: User = {
  id: 'u1',
  firstName: 'Dana',
  lastName: 'Ortiz',
  email: 'dana@northwind.io',
  profileImageUrl: null,
  subscriptionTier: 'practice',
  analysesThisMonth: 2,
  currentPeriodEnd: null,
  onboardingComplete: true,
};

/** A loader whose remotes render a line naming themselves. */
export const namedRemotes: RemoteLoader = async (id) => {
  const Remote: ComponentType = () => <p data-testid="remote">{`remote ${id}`}</p>;
  return Remote;
};

export function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  path?: string;
  user?: User | null;
  loading?: boolean;
  loader?: RemoteLoader;
  /** What GET /api/roleplay-sessions/stats answers. */
  stats?: RoleplayStats;
}

const NO_SESSIONS: RoleplayStats = { completed: 0, averageScore: null, saved: 0, allowance: 100 };

export function renderGate({ path = '/', user = null, loading = false, loader = namedRemotes, stats = NO_SESSIONS }: RenderOptions = {}) {
  // No session object: nothing calls the API (sign-out skips the logout call).
  useSessionStore.setState({ session: null });
  useAuthStore.setState({ user, isLoading: loading });
  queryClient.clear();
  queryClient.setQueryData(['/api/roleplay-sessions', 'stats'], stats);
  return render(
    <RemoteLoaderContext.Provider value={loader}>
      <MemoryRouter initialEntries={[path]}>
        <Gate />
        <Location />
      </MemoryRouter>
    </RemoteLoaderContext.Provider>,
  );
}
