// Traces for the services and the gateway (OpenTelemetry). Off unless OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: then the SDK is not even loaded, nothing is patched, and every
// span call made through @opentelemetry/api is the API's no-op. See docs/operations.md, "Traces".
import { type Attributes, context, isSpanContextValid, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import type { TelemetryOptions } from './sdk.js';

export type { Attributes, TelemetryOptions };

let sdk: typeof import('./sdk.js') | undefined;

/** True when the environment asks for traces to be exported. */
export function telemetryWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/**
 * Starts tracing when wanted: HTTP in and out (node:http, and fetch and undici through their diagnostics
 * channels), PostgreSQL queries (pg), W3C `traceparent` propagation, OTLP/HTTP JSON export in batches.
 * Call it before the modules to instrument are loaded (a service's `main.ts` imports its application
 * after this), so the instrumentations see `pg` and `http` being required. Resolves to whether it started.
 *
 * The exporter reads the standard settings: OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces` is appended),
 * OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER(_ARG) (default: parent-based, always on),
 * OTEL_BSP_SCHEDULE_DELAY, OTEL_RESOURCE_ATTRIBUTES, OTEL_SERVICE_NAME.
 */
export async function startTelemetry(options: TelemetryOptions): Promise<boolean> {
  if (sdk || !telemetryWanted(options.env ?? process.env)) return false;
  sdk = await import('./sdk.js');
  sdk.start(options);
  return true;
}

/** Exports what is buffered and stops; waits at most `timeoutMs`. A no-op when tracing is off. */
export async function shutdownTelemetry(timeoutMs = 2_000): Promise<void> {
  const stopping = sdk?.stop();
  sdk = undefined;
  if (!stopping) return;
  await Promise.race([stopping.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
}

/**
 * The active span's ids for a log line (`trace_id`, `span_id`), so a log line leads to its trace; empty
 * when there is no span (tracing off, or outside a request). A new object each time: pino's mixin merge
 * writes the line's own fields into it.
 */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const ids = span.spanContext();
  return isSpanContextValid(ids) ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
}

/** The tracer for the spans Blindspot's own code starts (coach calls); a no-op tracer when tracing is off. */
export function tracer(): Tracer {
  return trace.getTracer('blindspot');
}

/** A span of Blindspot's own (a coach call): `run` executes work in its context, so calls made there are its children. */
export interface OpenSpan {
  run<T>(work: () => T): T;
  /** Records the error and marks the span failed. */
  fail(error: unknown): void;
  end(attributes?: Attributes): void;
}

/** Starts a span, child of the active one; ended by `end()`. Costs next to nothing when tracing is off. */
export function openSpan(name: string, attributes: Attributes): OpenSpan {
  const span = tracer().startSpan(name, { kind: SpanKind.INTERNAL, attributes });
  const active = trace.setSpan(context.active(), span);
  return {
    run: (work) => context.with(active, work),
    fail(error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    },
    end(attributes) {
      if (attributes) span.setAttributes(attributes);
      span.end();
    },
  };
}
