export { ServiceKitModule, type ServiceKitOptions } from './service-kit.module.js';
export { bootstrapService, createServiceApp } from './bootstrap.js';
export { SERVICE_CONFIG, SERVICE_NAME } from './tokens.js';
export { baseConfigSchema, loadConfig, ConfigError, type BaseConfig } from './config.js';
export { Public, Internal, CurrentUser } from './auth/decorators.js';
export { ACCESS_KEY_PROVIDER, UnknownKeyError, KeysUnavailableError, type AccessKeyProvider } from './auth/access-keys.js';
export { ZodBody, parseOrBadRequest, describeIssues } from './http/zod-body.js';
export { ROOT_LOGGER } from './observability/logger.js';
export { PeriodicTask } from './periodic-task.js';
