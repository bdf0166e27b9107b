import { buildGateway } from './app.js';
import { GatewayConfigError, loadConfig } from './config.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof GatewayConfigError ? error.message : error);
  process.exit(1);
}

const app = await buildGateway(config);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(`gateway failed to start: ${(error as Error).message}`);
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // Stop accepting, let requests in flight finish (streams are cut after 10 s), then exit.
    const force = setTimeout(() => process.exit(0), 10_000);
    force.unref();
    void app.close().then(() => process.exit(0));
  });
}
