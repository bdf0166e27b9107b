import 'reflect-metadata';
import { startTelemetry } from '@blindspot/telemetry';

// Tracing first, when OTEL_EXPORTER_OTLP_ENDPOINT is set (nothing happens otherwise): the service is imported
// after it, so its HTTP server and PostgreSQL client are instrumented as they load.
await startTelemetry({ service: 'auth' });
const { bootstrapService } = await import('@blindspot/service-kit');
const { AppModule } = await import('./app.module.js');

await bootstrapService(AppModule, { name: 'auth' });
