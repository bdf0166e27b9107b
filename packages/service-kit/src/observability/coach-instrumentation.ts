import { type OpenSpan, openSpan } from '@blindspot/telemetry';
import type { ServiceMetrics } from './metrics.js';

/** How a coach call ended, as the metrics and the span name it. */
export type CoachOutcome = 'ok' | 'timeout' | 'upstream' | 'busy' | 'cancelled' | 'error';

/**
 * The outcome of a failed call: the coach's own errors name their kind (`CoachError`: `timeout` is the
 * model not answering in COACH_TIMEOUT_MS, `upstream` the model failing), a full worker pool is a 503,
 * a client that went away aborts the call.
 */
export function coachOutcome(error: unknown): CoachOutcome {
  const e = error as { name?: string; kind?: string; getStatus?: () => number; status?: number } | null;
  if (e?.name === 'CoachError' && (e.kind === 'timeout' || e.kind === 'upstream')) return e.kind;
  if (e?.name === 'AbortError') return 'cancelled';
  const status = typeof e?.getStatus === 'function' ? e.getStatus() : e?.status;
  if (status === 503) return 'busy';
  return 'error';
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';

const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as Promise<unknown> | null)?.then === 'function';

/**
 * The coach with every call measured and traced, whatever its methods are (a Proxy, so methods the coach
 * gains later are covered too): `coach_calls_total` and `coach_call_duration_seconds` by operation (the
 * method's name), provider and outcome; for streamed replies `coach_first_chunk_seconds` (the model's time
 * to its first words); and a span `coach <operation>` around the call (around the whole stream for a
 * streamed reply), in whose context the model's HTTP call runs. The coach itself is unchanged: calls inside
 * it (`this.x()`) are not counted again.
 */
export function instrumentCoach<T extends object>(coach: T, metrics: ServiceMetrics): T {
  const provider = String((coach as { name?: unknown }).name ?? 'unknown');
  const calls = metrics.counter({
    name: 'coach_calls_total',
    help: 'Calls to the coach (deal analyses, replies, buyer turns, hints, scores) by operation, provider and outcome',
    labelNames: ['operation', 'provider', 'outcome'],
  });
  const duration = metrics.histogram({
    name: 'coach_call_duration_seconds',
    help: 'Time a coach call took, to the last streamed chunk for a streamed reply',
    labelNames: ['operation', 'provider', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30, 60],
  });
  const firstChunk = metrics.histogram({
    name: 'coach_first_chunk_seconds',
    help: "Time from a streamed coach call to its first chunk (the model's first words)",
    labelNames: ['operation', 'provider'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30],
  });

  const finish = (operation: string, span: OpenSpan, started: bigint, outcome: CoachOutcome, error?: unknown) => {
    const labels = { operation, provider, outcome };
    calls.inc(labels);
    duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    if (error !== undefined && outcome !== 'cancelled') span.fail(error);
    span.end({ 'coach.outcome': outcome });
  };

  const stream = (operation: string, span: OpenSpan, started: bigint, source: AsyncIterable<unknown>): AsyncIterable<unknown> => ({
    [Symbol.asyncIterator]() {
      const iterator = span.run(() => source[Symbol.asyncIterator]());
      let first = true;
      let ended = false;
      const end = (outcome: CoachOutcome, error?: unknown) => {
        if (ended) return;
        ended = true;
        finish(operation, span, started, outcome, error);
      };
      return {
        async next() {
          try {
            const step = await span.run(() => iterator.next());
            if (step.done) end('ok');
            else if (first) {
              first = false;
              firstChunk.observe({ operation, provider }, Number(process.hrtime.bigint() - started) / 1e9);
            }
            return step;
          } catch (error) {
            end(coachOutcome(error), error);
            throw error;
          }
        },
        async return(value?: unknown) {
          end('cancelled');
          return (await iterator.return?.(value)) ?? { done: true, value: undefined };
        },
        async throw(error?: unknown) {
          end(coachOutcome(error), error);
          if (iterator.throw) return iterator.throw(error);
          throw error;
        },
      };
    },
  });

  return new Proxy(coach, {
    get(target, key) {
      // Read with the coach itself as `this`: a getter may use private fields the Proxy does not have.
      const value = Reflect.get(target, key);
      if (typeof value !== 'function' || typeof key !== 'string' || key === 'constructor') return value;
      const operation = key;
      return (...args: unknown[]) => {
        const started = process.hrtime.bigint();
        const span = openSpan(`coach ${operation}`, { 'coach.operation': operation, 'coach.provider': provider });
        let result: unknown;
        try {
          result = span.run(() => value.apply(target, args));
        } catch (error) {
          finish(operation, span, started, coachOutcome(error), error);
          throw error;
        }
        if (isPromise(result)) {
          return result.then(
            (settled) => {
              finish(operation, span, started, 'ok');
              return settled;
            },
            (error: unknown) => {
              finish(operation, span, started, coachOutcome(error), error);
              throw error;
            },
          );
        }
        if (isAsyncIterable(result)) return stream(operation, span, started, result);
        finish(operation, span, started, 'ok');
        return result;
      };
    },
  });
}
