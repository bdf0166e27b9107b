export { countUserRows, deleteUserRows } from './accounts/user-data.js';
export { USER_DATA_HOOK, UserDataController, type UserDataHook, UserDataModule } from './accounts/user-data.module.js';
export { ACCESS_KEY_PROVIDER, type AccessKeyProvider, KeysUnavailableError, UnknownKeyError } from './auth/access-keys.js';
export { CurrentUser, Internal, Public } from './auth/decorators.js';
export { type PersonalTokenGrant, PersonalTokens } from './auth/personal-tokens.js';
export { RevokedSignIns } from './auth/revoked-sign-ins.js';
export { bootstrapService, createServiceApp } from './bootstrap.js';
export { type BaseConfig, baseConfigSchema, ConfigError, loadConfig } from './config.js';
export { answerChatTurn, type ChatTurnIO, httpErrorOf } from './http/chat-turn.js';
export { clientAddress, GATEWAY_TOKEN_HEADER, type GatewayTokens } from './http/client-address.js';
export { IdempotencyKey } from './http/idempotency-key.js';
export { containsPattern, decodeCursor, encodeCursor, type Keyset, keysetPage, keysetTimestamp, ListFilter } from './http/paging.js';
export { assertCleanText, cleanStoredText, findTextProblem, textProblem } from './http/text-hygiene.js';
export { describeIssues, parseOrBadRequest, ZodBody } from './http/zod-body.js';
export { RateLimit, RateLimitGuard, type RateLimitOptions } from './limits/rate-limit.guard.js';
export { type LimitDecision, type LimitRule, RateLimiter, tooManyRequests } from './limits/rate-limiter.js';
export { type CoachOutcome, coachOutcome, instrumentCoach } from './observability/coach-instrumentation.js';
export { ROOT_LOGGER } from './observability/logger.js';
export { ServiceMetrics } from './observability/metrics.js';
export { ApiRoute, type ApiRouteOptions } from './openapi/api-route.js';
export { buildOpenApiDocument, type DocumentedRoute, documentedRoutes, type OpenApiDocument } from './openapi/openapi-document.js';
export { PeriodicTask } from './periodic-task.js';
export { ServiceKitModule, type ServiceKitOptions } from './service-kit.module.js';
export { SERVICE_CONFIG, SERVICE_NAME } from './tokens.js';
export {
  defaultThreads,
  siblingModule,
  WorkerPool,
  WorkerPoolBusyError,
  type WorkerPoolOptions,
  WorkerTimeoutError,
} from './workers/worker-pool.js';
