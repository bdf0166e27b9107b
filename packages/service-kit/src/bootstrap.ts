import { shutdownTelemetry } from '@blindspot/telemetry';
import type { INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { type BaseConfig, ConfigError } from './config.js';
import { useBodyParsing } from './http/body-parsing.js';
import { NestPinoLogger, ROOT_LOGGER, requestLogging } from './observability/logger.js';
import { ServiceMetrics } from './observability/metrics.js';
import { SERVICE_CONFIG } from './tokens.js';

const draining = new WeakSet<INestApplication>();

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
  // While draining, every answer ends its connection (see stopGracefully).
  app.use((_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    if (draining.has(app)) res.setHeader('connection', 'close');
    next();
  });
  useBodyParsing(app, config.BODY_LIMIT);
  return app;
}

/**
 * SIGTERM (an orchestrator scaling down): keep answering for SHUTDOWN_DRAIN_MS, every answer closing its
 * connection, then stop. Stopping at once would close the gateway's idle keep-alive connections while it
 * may be sending a request on one, and a write that fails that way cannot safely be sent again; after the
 * drain, the gateway has dropped them itself. SIGINT (Ctrl-C, the local stack) stops at once.
 */
function stopGracefully(app: INestApplication, logger: Logger, drainMs: number): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (signal === 'SIGTERM' && drainMs > 0) {
      logger.info({ drainMs }, 'draining before shutdown');
      draining.add(app);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    try {
      await app.close();
      // The last spans (a no-op when tracing is off).
      await shutdownTelemetry();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.once(signal, (received) => void stop(received));
}

/** Starts a service from its `main.ts`; a bad configuration prints every problem and exits 1. */
export async function bootstrapService(module: Type<unknown>, options: { name: string }): Promise<INestApplication> {
  try {
    const app = await createServiceApp(module);
    const config = app.get<BaseConfig>(SERVICE_CONFIG);
    await app.listen(config.PORT, config.HOST);
    const logger = app.get<Logger>(ROOT_LOGGER);
    stopGracefully(app, logger, config.SHUTDOWN_DRAIN_MS);
    logger.info({ url: await app.getUrl() }, `${options.name} listening`);
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
