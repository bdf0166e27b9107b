// @blindspot/web-core: the browser side of the API. Shared as a Module Federation singleton: one
// session, one query cache, one theme for the host and every remote.
export { apiRequest, refreshSession, readEvents, setApiBaseUrl, streamRequest, REFRESH_PATH, type HttpMethod, type RequestOptions } from './api/client.js';
export { ApiError, errorMessage, isApiError } from './api/errors.js';
export { createQueryClient, getQueryFn, queryClient, queryPath } from './query-client.js';
export { getSession, useSessionStore, SESSION_STORAGE_KEY } from './session-store.js';
export { refreshUser, signIn, signOut, signUp, startAuth, useAuth, useAuthStore, USER_PATH, type AuthValue } from './auth.js';
export { applyTheme, useTheme, useThemeStore, THEME_STORAGE_KEY, type Theme } from './theme.js';
export { displayName, initials, planLabel, tierName } from './user-format.js';
