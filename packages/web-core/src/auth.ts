// Auth state (docs/product.md#gate): loading until the session is known; with a session the user record is
// fetched, without one the user is cleared. Sign-in and sign-up store the session, then fetch the user.
import type { Session, User } from '@blindspot/contracts';
import { create } from 'zustand';
import { apiRequest } from './api/client.js';
import { getSession, useSessionStore } from './session-store.js';

export const USER_PATH = '/api/auth/user';

interface AuthState {
  user: User | null;
  isLoading: boolean;
}

export const useAuthStore = create<AuthState>(() => ({ user: null, isLoading: true }));

const sessionEndListeners = new Set<() => void>();

/**
 * Runs `listener` whenever the signed-in user's data must be forgotten: sign-out, a refused session,
 * another user signing in. The query layer clears its cache this way.
 */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

const endSession = () => {
  for (const listener of sessionEndListeners) listener();
};

let started = false;
let userRequest = 0;
let inflight: { token: string; promise: Promise<User | null> } | null = null;

/** Fetches the signed-in user once per session token; callers during the fetch share it. */
function loadUser(): Promise<User | null> {
  const token = getSession()?.access_token;
  if (token && inflight?.token === token) return inflight.promise;
  const promise = fetchUser().finally(() => {
    if (inflight?.promise === promise) inflight = null;
  });
  if (token) inflight = { token, promise };
  return promise;
}

/** A failure is only logged (a refused session is signed out by the client). */
async function fetchUser(): Promise<User | null> {
  const request = ++userRequest;
  if (!getSession()) {
    useAuthStore.setState({ user: null, isLoading: false });
    return null;
  }
  try {
    const user = await apiRequest<User>('GET', USER_PATH);
    if (request === userRequest) {
      useAuthStore.setState({ user, isLoading: false });
      // The stored session keeps the latest record, so the next page load starts from it (onboarding
      // done, the plan, the name) rather than from the one the session was issued with.
      const session = getSession();
      if (session?.user?.id === user.id) useSessionStore.getState().setSession({ ...session, user });
    }
    return user;
  } catch (error) {
    console.error('Could not load the signed-in user', error);
    if (request === userRequest) useAuthStore.setState({ user: getSession() ? useAuthStore.getState().user : null, isLoading: false });
    return null;
  }
}

/** Starts following the session (once per page): the host calls it at start-up; safe to call again. */
export function startAuth(): void {
  if (started) return;
  started = true;
  useSessionStore.subscribe((state, previous) => {
    const before = previous.session?.user?.id;
    const now = state.session?.user?.id;
    if (!state.session) {
      userRequest++;
      useAuthStore.setState({ user: null, isLoading: false });
      endSession();
    } else if (now !== before) {
      // Another user signed in (here or in another tab): start from a clean cache.
      if (before) endSession();
      void loadUser();
    }
  });
  // Until the fresh record arrives, the user the stored session was issued with: the shell can paint the
  // app's frame and page at once instead of waiting on GET /api/auth/user (docs/frontend.md, First paint).
  const issuedTo = getSession()?.user;
  if (issuedTo && !useAuthStore.getState().user) useAuthStore.setState({ user: issuedTo });
  void loadUser();
}

async function authenticate(path: string, email: string, password: string): Promise<User | null> {
  const data = await apiRequest<{ session?: Session } | Session>('POST', path, { email, password }, { skipRefresh: true });
  const session = data && 'session' in data && data.session ? data.session : (data as Session);
  startAuth();
  useAuthStore.setState({ isLoading: true });
  useSessionStore.getState().setSession(session);
  // The subscription above loads the user when the user changes; make sure it is loaded either way.
  return loadUser();
}

export const signIn = (email: string, password: string) => authenticate('/api/auth/login', email, password);
export const signUp = (email: string, password: string) => authenticate('/api/auth/signup', email, password);

/** Ends the session on the server when there is one, then clears it here. Never navigates. */
export async function signOut(): Promise<void> {
  if (getSession()) {
    try {
      await apiRequest('POST', '/api/auth/logout', undefined, { skipRefresh: true });
    } catch (error) {
      console.warn('Logout call failed; clearing the session anyway', error);
    }
  }
  useSessionStore.getState().clearSession();
  useAuthStore.setState({ user: null, isLoading: false });
  endSession();
}

/** Fetches the user again (after onboarding, a new analysis, a plan change). */
export const refreshUser = (): Promise<User | null> => fetchUser();

export interface AuthValue {
  user: User | null;
  session: Session | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  signIn: typeof signIn;
  signUp: typeof signUp;
  signOut: typeof signOut;
  refreshUser: typeof refreshUser;
}

/** The auth state; the host starts it with startAuth() (remotes only read it). */
export function useAuth(): AuthValue {
  const session = useSessionStore((state) => state.session);
  const user = useAuthStore((state) => state.user);
  const isLoading = useAuthStore((state) => state.isLoading);
  return { user, session, isLoading, isAuthenticated: Boolean(session && user), signIn, signUp, signOut, refreshUser };
}
