// The signed-in session (access and refresh tokens, and the user they were issued for), kept in
// localStorage so a reload stays signed in. Module state: shared by the host and every remote.
import type { Session } from '@blindspot/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SESSION_STORAGE_KEY = 'blindspot-session';

interface SessionState {
  session: Session | null;
  setSession(session: Session | null): void;
  clearSession(): void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      setSession: (session) => set({ session }),
      clearSession: () => set({ session: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ session: state.session }),
    },
  ),
);

export const getSession = (): Session | null => useSessionStore.getState().session;

// Follow sign-in and sign-out in other tabs.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void useSessionStore.persist.rehydrate();
  });
}
