import type { SetSubscriptionInput } from '@blindspot/contracts';
import { ServiceMetrics } from '@blindspot/service-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { OutboxMessage } from './outbox-message.entity.js';

const BATCH_SIZE = 20;
const MAX_RETRY_DELAY_MS = 5 * 60_000;
const AUTH_TIMEOUT_MS = 5_000;

interface DueMessage {
  id: string;
  user_id: string;
  payload: SetSubscriptionInput;
  attempts: number;
}

/**
 * Delivers tier changes to auth (`PUT /internal/users/:id/subscription`) until auth acknowledges each one
 * with a 2xx, retrying with exponential backoff. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
 * billing instances never send the same message at the same time; auth ignores versions older than the one
 * it holds, so a resend after a lost acknowledgement has no further effect.
 */
@Injectable()
export class OutboxService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxService.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private wokenWhileRunning = false;

  private readonly deliveries: ReturnType<ServiceMetrics['counter']>;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    metrics: ServiceMetrics,
  ) {
    this.deliveries = metrics.counter({
      name: 'billing_outbox_deliveries_total',
      help: 'Tier messages sent to auth, by outcome: delivered, or failed (retried later with backoff)',
      labelNames: ['outcome'],
    });
    // What is owed to auth, read from the table when scraped (every instance reports the same: read the max).
    // A paid plan that auth does not know yet is a seller who paid and still sees Free.
    const backlog = () => this.backlog();
    metrics.gauge({
      name: 'billing_outbox_pending_messages',
      help: 'Tier messages not yet acknowledged by auth',
      async collect() {
        const row = await backlog();
        if (row) this.set(row.pending);
      },
    });
    metrics.gauge({
      name: 'billing_outbox_oldest_pending_seconds',
      help: 'Age of the oldest tier message auth has not acknowledged (0 when none): the outbox lag between billing and auth',
      async collect() {
        const row = await backlog();
        if (row) this.set(row.oldest);
      },
    });
  }

  private reading: Promise<{ pending: number; oldest: number } | undefined> | null = null;

  /** Undelivered messages and the oldest one's age: one query shared by both gauges of a scrape; undefined when the database is out of reach. */
  private backlog(): Promise<{ pending: number; oldest: number } | undefined> {
    this.reading ??= this.dataSource
      .query(
        `SELECT count(*)::int AS pending, coalesce(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
           FROM outbox_messages WHERE delivered_at IS NULL`,
      )
      .then((rows: Array<{ pending: number; oldest: number }>) => rows[0])
      .catch(() => undefined)
      .finally(() => setTimeout(() => (this.reading = null), 100).unref());
    return this.reading;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), this.config.OUTBOX_POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Queues a message inside the caller's transaction. */
  async enqueue(manager: EntityManager, userId: string, payload: SetSubscriptionInput): Promise<void> {
    await manager.getRepository(OutboxMessage).insert({ userId, payload });
  }

  /** Starts a delivery pass now (after a commit), without waiting for the next poll. */
  wake(): void {
    this.deliverDue().catch((error: unknown) => this.logger.error(`outbox pass failed: ${String(error)}`));
  }

  /** Delivers every due message. Concurrent calls share the running pass, which then runs once more. */
  deliverDue(): Promise<void> {
    if (this.running) {
      this.wokenWhileRunning = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.wokenWhileRunning = false;
          while ((await this.deliverBatch()) === BATCH_SIZE);
        } while (this.wokenWhileRunning);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async deliverBatch(): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const due: DueMessage[] = await runner.query(
        `SELECT id, user_id, payload, attempts FROM outbox_messages
          WHERE delivered_at IS NULL AND next_attempt_at <= now()
          ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH_SIZE],
      );
      for (const message of due) {
        const failure = await this.send(message);
        this.deliveries.inc({ outcome: failure === null ? 'delivered' : 'failed' });
        if (failure === null) {
          await runner.query(`UPDATE outbox_messages SET delivered_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [
            message.id,
          ]);
        } else {
          const delayMs = this.retryDelayMs(message.attempts + 1);
          this.logger.warn(`tier message ${message.id} for ${message.user_id} not delivered (${failure}); retry in ${delayMs} ms`);
          await runner.query(
            `UPDATE outbox_messages
                SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
              WHERE id = $1`,
            [message.id, failure, delayMs],
          );
        }
      }
      await runner.commitTransaction();
      return due.length;
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** Null when auth acknowledged the message, otherwise why not. */
  private async send(message: DueMessage): Promise<string | null> {
    const url = `${this.config.AUTH_INTERNAL_URL}/internal/users/${encodeURIComponent(message.user_id)}/subscription`;
    try {
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-internal-token': this.config.INTERNAL_TOKEN },
        body: JSON.stringify(message.payload),
        signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return response.ok ? null : `auth answered ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** Doubles from the base delay after each failure, capped, with up to 20% jitter so instances spread out. */
  private retryDelayMs(attempts: number): number {
    const exponential = Math.min(this.config.OUTBOX_RETRY_BASE_MS * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
    return Math.round(exponential * (1 + Math.random() * 0.2));
  }
}
