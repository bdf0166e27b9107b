// The session in progress, remembered per user in this browser, so that coming back to /roleplay (the
// sidebar, a bookmark, another tab) resumes it. The URL (`/roleplay?session=<id>`) is what names it; this
// only says where to go back to. Forgotten once the session ends, is discarded or cannot be found.
const key = (userId: string) => `blindspot-roleplay-in-progress:${userId}`;

export interface RememberedSession {
  id: string;
  /** The step it was on: the preview of the account and buyer, or the conversation. */
  step: 'preview' | 'chat';
}

export function rememberSession(userId: string, session: RememberedSession): void {
  try {
    localStorage.setItem(key(userId), JSON.stringify(session));
  } catch {
    // Storage full or refused: the URL still names the session.
  }
}

export function recallSession(userId: string): RememberedSession | null {
  try {
    const value = JSON.parse(localStorage.getItem(key(userId)) ?? 'null') as Partial<RememberedSession> | null;
    if (value && typeof value.id === 'string' && /^[0-9a-f-]{36}$/i.test(value.id))
      return { id: value.id, step: value.step === 'preview' ? 'preview' : 'chat' };
  } catch {
    // Unreadable: nothing remembered.
  }
  return null;
}

/** Forgets the remembered session, only if it is `id` (another tab may have started a newer one). */
export function forgetSession(userId: string, id: string): void {
  try {
    if (recallSession(userId)?.id === id) localStorage.removeItem(key(userId));
  } catch {
    // Nothing to do.
  }
}
