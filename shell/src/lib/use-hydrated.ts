import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in a prerendered page until React has hydrated it (and while prerendering), true after. A form
 * stays disabled until then: submitted before the app's code runs, the browser would send it as a GET,
 * the password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
