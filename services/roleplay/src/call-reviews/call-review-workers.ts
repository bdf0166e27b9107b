import { siblingModule, WorkerPool, WorkerPoolBusyError, WorkerTimeoutError } from '@blindspot/service-kit';
import { HttpException, HttpStatus, Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ROLEPLAY_CONFIG, type RoleplayConfig } from '../config.js';
import type { CallReviewOutcome, CallReviewTask } from './call-review.worker.js';

/** Seconds a client is told to wait when every scoring thread is busy and the queue is full. */
const BUSY_RETRY_AFTER_SECONDS = 2;
/** A thread's start-up (loading the coach) gets a budget of its own, never spent from a request's. */
const START_UP_BUDGET_MS = 60_000;

/**
 * The threads that score real calls. Started by the first preview or review, not with the service: most
 * instances never score one, and a roleplay turn never needs them. A preview starts them without
 * waiting (the seller then picks a speaker and a methodology); a review waits for them to load under
 * their own budget, then runs under CALL_REVIEW_TIMEOUT_MS like every other.
 */
@Injectable()
export class CallReviewWorkers implements OnApplicationShutdown {
  private readonly logger = new Logger('CallReviewWorkers');
  private pool: WorkerPool<CallReviewTask, CallReviewOutcome> | undefined;
  private warm: Promise<unknown> | undefined;

  constructor(@Inject(ROLEPLAY_CONFIG) private readonly config: RoleplayConfig) {}

  /**
   * Starts the threads without waiting for them: called when a seller previews a transcript, so the
   * review that follows a few seconds later does not wait for a thread to load.
   */
  prepare(): void {
    this.start().warm.catch(() => undefined);
  }

  async run(task: CallReviewTask): Promise<CallReviewOutcome> {
    const { pool, warm } = this.start();
    try {
      await warm;
      return await pool.run(task);
    } catch (error) {
      if (error instanceof WorkerPoolBusyError) {
        const busy = new HttpException(
          'Every call review thread is busy right now; please try again in a few seconds',
          HttpStatus.SERVICE_UNAVAILABLE,
          { cause: error },
        );
        throw Object.assign(busy, { headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) } });
      }
      if (error instanceof WorkerTimeoutError) {
        throw new HttpException(
          'Scoring this call took too long. Please try again, or split the call and score it in parts.',
          HttpStatus.GATEWAY_TIMEOUT,
          { cause: error },
        );
      }
      throw error;
    }
  }

  private start(): { pool: WorkerPool<CallReviewTask, CallReviewOutcome>; warm: Promise<unknown> } {
    if (!this.pool || !this.warm) {
      const threads = this.config.CALL_REVIEW_THREADS;
      this.pool = new WorkerPool<CallReviewTask, CallReviewOutcome>(siblingModule(import.meta.url, 'call-review.worker'), {
        threads,
        maxQueue: this.config.CALL_REVIEW_QUEUE,
        timeoutMs: this.config.CALL_REVIEW_TIMEOUT_MS,
        onError: (error) => this.logger.error(`A call review thread failed: ${error instanceof Error ? error.stack : String(error)}`),
      });
      const pool = this.pool;
      this.warm = Promise.all(Array.from({ length: threads }, () => pool.run({ kind: 'warm' }, { timeoutMs: START_UP_BUDGET_MS })));
      this.warm.catch((error: unknown) => {
        // A pool that could not start is dropped, so the next review tries again.
        this.logger.error(`The call review threads did not start: ${error instanceof Error ? error.message : String(error)}`);
        if (this.pool === pool) {
          this.pool = undefined;
          this.warm = undefined;
          void pool.destroy();
        }
      });
    }
    return { pool: this.pool, warm: this.warm };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
  }
}
