// The OpenTelemetry SDK, loaded by startTelemetry only when traces are wanted.

import { createRequire, syncBuiltinESMExports } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/** Requests that would only add noise: probes, scrapes and the revoked sign-ins poll (every 2 s per instance). */
const QUIET_PATHS = new Set(['/health', '/health/live', '/metrics', '/internal/sign-ins/revoked']);

export interface TelemetryOptions {
  /** `service.name` of every span (OTEL_SERVICE_NAME overrides it). */
  service: string;
  env?: NodeJS.ProcessEnv;
  /** Incoming requests that start no trace, by path (query string removed); the quiet paths above always. */
  ignoreIncoming?: (path: string) => boolean;
}

let provider: NodeTracerProvider | undefined;

export function start(options: TelemetryOptions): void {
  const ignore = options.ignoreIncoming ?? (() => false);
  provider = new NodeTracerProvider({
    resource: defaultResource()
      .merge(resourceFromAttributes({ 'service.name': options.service }))
      .merge(detectResources({ detectors: [envDetector] })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => {
          const path = (request.url ?? '/').split('?')[0];
          return QUIET_PATHS.has(path) || ignore(path);
        },
        // Calls made outside any request (timers, background passes) start no trace of their own.
        requireParentforOutgoingSpans: true,
      }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      // Query text only, never the values bound to it (they hold users' notes and emails).
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  });
  // The instrumentations patch modules as they are `require`d. Code that imports node:http as an ES module
  // (Nest, the gateway) never requires it: require it here so it is patched now, and copy the patched
  // functions to the ES module's named exports.
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');
  syncBuiltinESMExports();
}

export async function stop(): Promise<void> {
  const stopping = provider?.shutdown();
  provider = undefined;
  await stopping;
}
