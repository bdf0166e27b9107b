import { createHash } from 'node:crypto';
import { type DynamicModule, Global, Inject, Injectable, Module, type OnModuleInit, type Provider, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource, type DataSourceOptions, MigrationExecutor, type MixedList } from 'typeorm';
import type { ZodObject, ZodRawShape } from 'zod';
import { AccessGuard } from './auth/access.guard.js';
import { ACCESS_KEY_PROVIDER, type AccessKeyProvider, JwksKeyProvider } from './auth/access-keys.js';
import { AccessTokenStrategy } from './auth/access-token.strategy.js';
import { PersonalTokens } from './auth/personal-tokens.js';
import { POLL_REVOKED_SIGN_INS, RevokedSignIns } from './auth/revoked-sign-ins.js';
import { type BaseConfig, loadConfig } from './config.js';
import { ApiErrorFilter } from './http/error.filter.js';
import { TextHygienePipe } from './http/text-hygiene.js';
import { RateLimitGuard } from './limits/rate-limit.guard.js';
import { RateLimiter } from './limits/rate-limiter.js';
import { RateLimitsSchema1764900000000 } from './limits/rate-limits.migration.js';
import { HealthController } from './observability/health.controller.js';
import { createLogger, ROOT_LOGGER } from './observability/logger.js';
import { MetricsController, ServiceMetrics } from './observability/metrics.js';
import { OpenApiController } from './openapi/openapi.controller.js';
import { SERVICE_CONFIG, SERVICE_NAME } from './tokens.js';

export interface ServiceKitOptions {
  /** The service's name: logs, metrics, health, configuration errors. */
  name: string;
  /**
   * Entities no feature module registers. A service's own modules register theirs with
   * `TypeOrmModule.forFeature` (the data source loads every entity registered that way).
   */
  // biome-ignore lint/complexity/noBannedTypes: TypeORM's own type for its entity lists
  entities?: MixedList<Function | string>;
  // biome-ignore lint/complexity/noBannedTypes: TypeORM's own type for its migration lists
  migrations: MixedList<Function | string>;
  /** The service's own settings, merged over the base ones and validated at start. */
  configSchema?: ZodObject<ZodRawShape>;
  /** The service's own injection token for its settings (`AUTH_CONFIG`, ...), given to every module like SERVICE_CONFIG. */
  configToken?: symbol;
  /** Where access-token public keys come from; auth reads its own key store instead of its JWKS URL. */
  accessKeyProvider?: Type<AccessKeyProvider>;
  /**
   * Whether the guard refuses tokens of sign-ins auth has revoked, polling auth for them (default true;
   * auth checks its own table instead).
   */
  pollRevokedSignIns?: boolean;
}

/** Settings, name and logger, available to every module of the service (and to TypeORM's factory). */
@Global()
@Module({})
class ServiceCoreModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    const providers: Provider[] = [
      { provide: SERVICE_NAME, useValue: options.name },
      { provide: SERVICE_CONFIG, useFactory: () => loadConfig(options.name, options.configSchema) },
      ...(options.configToken ? [{ provide: options.configToken, useExisting: SERVICE_CONFIG }] : []),
      { provide: ROOT_LOGGER, inject: [SERVICE_CONFIG], useFactory: (config: BaseConfig) => createLogger(options.name, config.LOG_LEVEL) },
      { provide: ServiceMetrics, useFactory: () => new ServiceMetrics(options.name) },
    ];
    return { module: ServiceCoreModule, providers, exports: providers.map((p) => (p as { provide: unknown }).provide as string) };
  }
}

/**
 * Runs pending migrations once the data source is up, under an advisory lock so that several
 * instances starting together (roleplay scaled out) never race each other on the schema. It uses a
 * connection of its own without the request timeouts: waiting for another instance's migrations, or a
 * long migration, is not a stuck request.
 */
@Injectable()
class MigrationRunner implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const lockKey = createHash('sha256').update(`migrations:${this.service}`).digest().readBigInt64BE(0).toString();
    const migrations = new DataSource({
      ...this.dataSource.options,
      extra: { max: 1, connectionTimeoutMillis: this.config.DATABASE_CONNECT_TIMEOUT_MS },
    } as DataSourceOptions);
    await migrations.initialize();
    const runner = migrations.createQueryRunner();
    try {
      await runner.connect();
      await runner.query('SELECT pg_advisory_lock($1::bigint)', [lockKey]);
      const executor = new MigrationExecutor(migrations, runner);
      executor.transaction = 'each';
      const applied = await executor.executePendingMigrations();
      if (applied.length) this.logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1::bigint)', [lockKey]).catch(() => undefined);
      await runner.release();
      await migrations.destroy();
    }
  }
}

/** Everything a Blindspot service shares; import once in the service's root module. */
@Global()
@Module({})
export class ServiceKitModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    const core = ServiceCoreModule.forRoot(options);
    return {
      module: ServiceKitModule,
      imports: [
        core,
        PassportModule,
        DiscoveryModule,
        TypeOrmModule.forRootAsync({
          imports: [core],
          inject: [SERVICE_CONFIG],
          useFactory: (config: BaseConfig) => ({
            type: 'postgres' as const,
            url: config.DATABASE_URL,
            entities: options.entities ?? [],
            autoLoadEntities: true,
            // The kit's own tables (rate limits) come with every service.
            migrations: [...Object.values(options.migrations), RateLimitsSchema1764900000000],
            // Schema changes only ever come from migrations (run by MigrationRunner).
            synchronize: false,
            migrationsRun: false,
            retryAttempts: 3,
            retryDelay: 500,
            // Requests never wait on the database longer than these (see config.ts): a refused, frozen or
            // overloaded database becomes a 503 with Retry-After (ApiErrorFilter), not a hang.
            extra: {
              max: config.DATABASE_POOL_MAX,
              connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
              statement_timeout: config.DATABASE_STATEMENT_TIMEOUT_MS,
              query_timeout: config.DATABASE_STATEMENT_TIMEOUT_MS + 2_000,
            },
          }),
        }),
      ],
      controllers: [HealthController, MetricsController, OpenApiController],
      providers: [
        MigrationRunner,
        { provide: ACCESS_KEY_PROVIDER, useClass: options.accessKeyProvider ?? JwksKeyProvider },
        AccessTokenStrategy,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ApiErrorFilter },
        { provide: APP_PIPE, useClass: TextHygienePipe },
        { provide: POLL_REVOKED_SIGN_INS, useValue: options.pollRevokedSignIns ?? true },
        RevokedSignIns,
        PersonalTokens,
        RateLimiter,
        RateLimitGuard,
      ],
      exports: [core, ACCESS_KEY_PROVIDER, RevokedSignIns, PersonalTokens, RateLimiter, RateLimitGuard],
    };
  }
}
