import { shutdownTelemetry, startTelemetry } from '@blindspot/telemetry';
import { GatewayConfigError, loadConfig } from './config.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof GatewayConfigError ? error.message : error);
  process.exit(1);
}

// Tracing first, when OTEL_EXPORTER_OTLP_ENDPOINT is set (nothing happens otherwise): the gateway is imported
// after it, so its HTTP server and undici pools are instrumented. Only API calls start a trace, not files.
await startTelemetry({ service: 'gateway', ignoreIncoming: (path) => !path.startsWith('/api/') });
const { buildGateway } = await import('./app.js');

const app = await buildGateway(config);
let metricsServer: Awaited<ReturnType<typeof app.metrics.listen>> | undefined;
try {
  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== undefined) metricsServer = await app.metrics.listen(config.metricsPort, config.host);
} catch (error) {
  console.error(`gateway failed to start: ${(error as Error).message}`);
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    // SIGTERM (Kubernetes stopping the pod): keep answering while the load balancer stops sending new
    // connections, each answer closing its connection; SIGINT stops at once.
    if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
      app.server.prependListener('request', (_req, res) => res.setHeader('connection', 'close'));
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    // Stop accepting, let requests in flight finish (streams are cut after 10 s), then exit.
    const force = setTimeout(() => process.exit(0), 10_000);
    force.unref();
    metricsServer?.close();
    await app.close();
    await shutdownTelemetry();
    process.exit(0);
  });
}
