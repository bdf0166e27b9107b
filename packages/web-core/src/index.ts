// @blindspot/web-core: the browser side of the API. Shared as a Module Federation singleton: one
// session, one query cache, one theme for the host and every remote.
// A chat turn's key made by the caller, so a failed turn's Retry sends it again under the same key.
export {
  apiRequest,
  apiStream,
  type HttpMethod,
  newTurnId as newIdempotencyKey,
  REFRESH_PATH,
  type RequestOptions,
  readEvents,
  refreshSession,
  setApiBaseUrl,
  streamRequest,
} from './api/client.js';
export { ApiError, errorMessage, isApiError } from './api/errors.js';
export { type AuthValue, onSessionEnd, refreshUser, signIn, signOut, signUp, startAuth, USER_PATH, useAuth, useAuthStore } from './auth.js';
export { chosenPlan, paidPlanFrom, rememberChosenPlan, takeChosenPlan } from './chosen-plan.js';
// The query layer (queryClient, getQueryFn) is `@blindspot/web-core/query`: it needs TanStack Query,
// which pages without server data (the landing page) do not download.
export { getSession, SESSION_STORAGE_KEY, useSessionStore } from './session-store.js';
export { applyTheme, THEME_STORAGE_KEY, type Theme, useTheme, useThemeStore } from './theme.js';
export { displayName, initials, planLabel, tierName } from './user-format.js';
