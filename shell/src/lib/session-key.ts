/** Same key as web-core's session store (`SESSION_STORAGE_KEY`); duplicated so the first script stays tiny. */
export const SESSION_STORAGE_KEY = 'blindspot-session';

/** Whether localStorage holds a session (the entry script reads it before web-core has loaded). */
export function hasStoredSession(): boolean {
  try {
    const stored = localStorage.getItem(SESSION_STORAGE_KEY);
    return Boolean(stored && (JSON.parse(stored) as { state?: { session?: unknown } }).state?.session);
  } catch {
    return false;
  }
}
