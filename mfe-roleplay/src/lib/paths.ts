/** The roleplay remote's pages, as the shell routes them. */
export const ARENA_PATH = '/roleplay';
export const HISTORY_PATH = '/roleplay/history';
/** A session's own page: read-only, its transcript and feedback. */
export const sessionPath = (id: string) => `/roleplay/sessions/${id}`;
/** The arena resuming a session in progress. */
export const resumePath = (id: string) => `${ARENA_PATH}?session=${id}`;
