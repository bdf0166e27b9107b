// Deleting an account (docs/accounts.md). In one transaction: every sign-in and personal token of the
// account is ended (listed in the revoked feed the other services poll, so its tokens stop working
// everywhere within seconds), one outbox row is written per service that keeps the user's rows, and the
// account and every row of it here are deleted. Then, as billing's outbox does for tiers, each service is
// asked (`DELETE /internal/users/:id/data`) until it answers 2xx, with a backoff; a service that is down
// is asked again until it is back. An outbox row is removed once its service has answered.
import { ACCOUNT_DATA_SERVICES, type AccountDataService, WRONG_PASSWORD_MESSAGE } from '@blindspot/contracts';
import { deleteUserRows, PeriodicTask, ServiceMetrics } from '@blindspot/service-kit';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config.js';
import { PasswordHasher } from '../sessions/password-hasher.js';

const BATCH_SIZE = 20;
const MAX_RETRY_DELAY_MS = 5 * 60_000;
const SERVICE_TIMEOUT_MS = 10_000;

interface DueDeletion {
  id: string;
  account_id: string;
  service: AccountDataService;
  attempts: number;
}

@Injectable()
export class AccountDeletionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AccountDeletionService.name);
  private readonly task: PeriodicTask<[], void>;
  private readonly deliveries: ReturnType<ServiceMetrics['counter']>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    metrics: ServiceMetrics,
  ) {
    this.task = new PeriodicTask('account deletion pass', () => this.deliverDue(), this.logger);
    this.deliveries = metrics.counter({
      name: 'auth_account_deletions_total',
      help: "Requests to a service to delete a deleted account's rows, by service and outcome (failed ones are retried with backoff)",
      labelNames: ['service', 'outcome'],
    });
    const pending = () => this.pending();
    metrics.gauge({
      name: 'auth_account_deletions_pending',
      help: "Services that have not yet confirmed deleting a deleted account's rows",
      async collect() {
        const count = await pending();
        if (count !== undefined) this.set(count);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.task.start(this.config.ACCOUNT_DELETION_POLL_MS, { immediately: true });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  /** Deletes the account after checking its password; the other services follow through the outbox. */
  async deleteAccount(userId: string, password: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [user]: Array<{ password_hash: string }> = await manager.query(`SELECT password_hash FROM users WHERE id = $1 FOR UPDATE`, [
        userId,
      ]);
      if (!user) throw new NotFoundException('User not found');
      if (!(await this.passwords.verify(user.password_hash, password))) throw new BadRequestException(WRONG_PASSWORD_MESSAGE);
      // Its tokens are refused everywhere from the next poll of the feed (clock_timestamp: see revokeFamily).
      await manager.query(
        `INSERT INTO ended_sign_ins (id, revoked_at)
         SELECT id, clock_timestamp() FROM sign_ins WHERE user_id = $1
         UNION ALL SELECT id, clock_timestamp() FROM personal_access_tokens WHERE user_id = $1
         ON CONFLICT (id) DO NOTHING`,
        [userId],
      );
      await manager.query(
        `INSERT INTO account_deletions (account_id, service) SELECT $1, unnest($2::varchar[]) ON CONFLICT (account_id, service) DO NOTHING`,
        [userId, [...ACCOUNT_DATA_SERVICES]],
      );
      const [{ email }]: Array<{ email: string }> = await manager.query(`SELECT email FROM users WHERE id = $1`, [userId]);
      // Sign-in attempts are kept by e-mail (and e-mail and address).
      await manager.query(`DELETE FROM login_attempts WHERE key = $1 OR key LIKE $1 || ' %'`, [email]);
      await deleteUserRows(manager, userId);
      await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
    });
    this.wake();
  }

  /** A delivery pass now (after a deletion commits), without waiting for the next poll. */
  wake(): void {
    this.task.run().catch((error: unknown) => this.logger.error(`account deletion pass failed: ${String(error)}`));
  }

  /** Asks every service whose turn has come; used by the timer, by `wake` and by tests. */
  async deliverDue(): Promise<void> {
    while ((await this.deliverBatch()) === BATCH_SIZE);
  }

  private async deliverBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due: DueDeletion[] = await manager.query(
        `SELECT id, account_id, service, attempts FROM account_deletions
          WHERE next_attempt_at <= now() ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH_SIZE],
      );
      for (const deletion of due) {
        const failure = await this.send(deletion);
        this.deliveries.inc({ service: deletion.service, outcome: failure === null ? 'deleted' : 'failed' });
        if (failure === null) {
          await manager.query(`DELETE FROM account_deletions WHERE id = $1`, [deletion.id]);
          continue;
        }
        const delayMs = this.retryDelayMs(deletion.attempts + 1);
        this.logger.warn(`${deletion.service} has not deleted account ${deletion.account_id} (${failure}); retry in ${delayMs} ms`);
        await manager.query(
          `UPDATE account_deletions SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
            WHERE id = $1`,
          [deletion.id, failure, delayMs],
        );
      }
      return due.length;
    });
  }

  /** Null when the service confirmed, otherwise why not. */
  private async send(deletion: DueDeletion): Promise<string | null> {
    const base = {
      deals: this.config.DEALS_INTERNAL_URL,
      roleplay: this.config.ROLEPLAY_INTERNAL_URL,
      billing: this.config.BILLING_INTERNAL_URL,
    }[deletion.service];
    try {
      const response = await fetch(`${base}/internal/users/${encodeURIComponent(deletion.account_id)}/data`, {
        method: 'DELETE',
        headers: { 'x-internal-token': this.config.INTERNAL_TOKEN },
        signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return response.ok ? null : `${deletion.service} answered ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** Doubles from the base delay after each failure, capped, with up to 20% jitter so instances spread out. */
  private retryDelayMs(attempts: number): number {
    const exponential = Math.min(this.config.ACCOUNT_DELETION_RETRY_BASE_MS * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
    return Math.round(exponential * (1 + Math.random() * 0.2));
  }

  private async pending(): Promise<number | undefined> {
    try {
      const [{ count }]: Array<{ count: number }> = await this.dataSource.query(`SELECT count(*)::int AS count FROM account_deletions`);
      return count;
    } catch {
      return undefined;
    }
  }
}
