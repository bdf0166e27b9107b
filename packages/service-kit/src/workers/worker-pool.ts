import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/** Every thread is busy and the queue is full: the caller should answer 503 and be asked again later. */
export class WorkerPoolBusyError extends Error {}

/** A task outlasted its budget; its thread was stopped (and replaced) mid-task. */
export class WorkerTimeoutError extends Error {}

export interface WorkerPoolOptions {
  /** Threads kept running (default: one fewer than the cores, at least 1, at most 4). */
  threads?: number;
  /** Tasks that may wait for a free thread; past that `run` rejects with WorkerPoolBusyError. */
  maxQueue: number;
  /** Longest a task may take, waiting included; its thread is then terminated (the only way to stop synchronous work). */
  timeoutMs: number;
  /** A thread that failed outside a task (its module did not load, it crashed); the pool replaces it. */
  onError?: (error: unknown) => void;
}

/** The default thread count: leave a core to the event loop that answers everyone else. */
export const defaultThreads = (): number => Math.min(4, Math.max(1, availableParallelism() - 1));

/**
 * The sibling module `name` of the calling module, with the caller's own extension: `x.worker.js` beside a
 * built file, `x.worker.ts` when the service runs from its TypeScript sources (its tests).
 */
export function siblingModule(callerUrl: string, name: string): URL {
  const extension = /\.[cm]?[jt]s$/.exec(new URL(callerUrl).pathname)?.[0] ?? '.js';
  return new URL(`./${name}${extension}`, callerUrl);
}

/**
 * CPU-heavy synchronous work off the event loop: a small, fixed pool of worker threads (piscina) running
 * the default export of `module`. While a thread computes, the service's own thread goes on answering
 * other requests. The queue is bounded and every task has a time budget, so one caller can neither pile
 * up unbounded work nor hold a thread for ever.
 */
export class WorkerPool<Task, Result> {
  private readonly pool: Piscina<Task, Result>;
  private readonly timeoutMs: number;
  /** Running plus waiting tasks allowed: threads + maxQueue. */
  private readonly capacity: number;
  private inFlight = 0;

  constructor(module: URL, options: WorkerPoolOptions) {
    const threads = options.threads ?? defaultThreads();
    // A worker of a service run from src/ (tests) loads TypeScript through these hooks; built services never do.
    const execArgv = module.pathname.endsWith('.ts')
      ? [...process.execArgv, '--import', new URL('./testing/register-source-hooks.mjs', import.meta.url).href]
      : process.execArgv;
    this.pool = new Piscina<Task, Result>({
      filename: module.href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      execArgv,
    });
    this.timeoutMs = options.timeoutMs;
    // Counted here: piscina leaves tasks that carry an abort signal (all of ours) out of its own maxQueue.
    this.capacity = threads + options.maxQueue;
    // Unheard, piscina's 'error' event would be thrown and end the process.
    this.pool.on('error', (error: unknown) => options.onError?.(error));
  }

  get threads(): number {
    return this.pool.threads.length;
  }

  /** Runs one task; `timeoutMs` replaces the pool's budget for this task alone. */
  async run(task: Task, { timeoutMs = this.timeoutMs }: { timeoutMs?: number } = {}): Promise<Result> {
    if (this.inFlight >= this.capacity) throw new WorkerPoolBusyError('Every worker is busy and the queue is full');
    this.inFlight++;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await this.pool.run(task, { signal });
    } catch (error) {
      if (signal.aborted) throw new WorkerTimeoutError(`The task took longer than ${timeoutMs} ms`, { cause: error });
      throw error;
    } finally {
      this.inFlight--;
    }
  }

  destroy(): Promise<void> {
    return this.pool.destroy();
  }
}
