// @blindspot/web-core: the browser side of the API. Shared as a Module Federation singleton: one
// session, one query cache, one theme for the host and every remote.
export { apiRequest, apiStream, refreshSession, readEvents, setApiBaseUrl, streamRequest, REFRESH_PATH, type HttpMethod, type RequestOptions } from './api/client.js';
export { ApiError, errorMessage, isApiError } from './api/errors.js';
// The query layer (queryClient, getQueryFn) is `@blindspot/web-core/query`: it needs TanStack Query,
// which pages without server data (the landing page) do not download.
export { getSession, useSessionStore, SESSION_STORAGE_KEY } from './session-store.js';
export { onSessionEnd, refreshUser, signIn, signOut, signUp, startAuth, useAuth, useAuthStore, USER_PATH, type AuthValue } from './auth.js';
export { applyTheme, useTheme, useThemeStore, THEME_STORAGE_KEY, type Theme } from './theme.js';
export { displayName, initials, planLabel, tierName } from './user-format.js';
export { chosenPlan, paidPlanFrom, rememberChosenPlan, takeChosenPlan } from './chosen-plan.js';
// A chat turn's key made by the caller, so a failed turn's Retry sends it again under the same key.
export { newTurnId as newIdempotencyKey } from './api/client.js';
