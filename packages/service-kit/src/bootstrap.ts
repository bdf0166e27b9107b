import type { INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { ConfigError, type BaseConfig } from './config.js';
import { useBodyParsing } from './http/body-parsing.js';
import { NestPinoLogger, requestLogging, ROOT_LOGGER } from './observability/logger.js';
import { ServiceMetrics } from './observability/metrics.js';
import { SERVICE_CONFIG } from './tokens.js';

/** Builds a service's application with the shared HTTP pipeline; does not listen. */
export async function createServiceApp(module: Type<unknown>): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, { bodyParser: false, bufferLogs: true, abortOnError: false });
  const logger = app.get<Logger>(ROOT_LOGGER);
  const config = app.get<BaseConfig>(SERVICE_CONFIG);
  app.useLogger(new NestPinoLogger(logger));
  app.disable('x-powered-by');
  // Order matters: the request id exists before anything logs, metrics see every answer, bodies parse last.
  app.use(requestLogging(logger));
  app.use(app.get(ServiceMetrics).middleware());
  useBodyParsing(app, config.BODY_LIMIT);
  app.enableShutdownHooks();
  return app;
}

/** Starts a service from its `main.ts`; a bad configuration prints every problem and exits 1. */
export async function bootstrapService(module: Type<unknown>, options: { name: string }): Promise<INestApplication> {
  try {
    const app = await createServiceApp(module);
    const config = app.get<BaseConfig>(SERVICE_CONFIG);
    await app.listen(config.PORT, config.HOST);
    app.get<Logger>(ROOT_LOGGER).info({ url: await app.getUrl() }, `${options.name} listening`);
    return app;
  } catch (error) {
    const configError = findConfigError(error);
    if (configError) console.error(configError.message);
    else console.error(`${options.name} failed to start:`, error);
    process.exit(1);
  }
}

function findConfigError(error: unknown): ConfigError | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof ConfigError) return current;
  }
  return undefined;
}
