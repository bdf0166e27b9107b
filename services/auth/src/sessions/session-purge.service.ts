import { PeriodicTask } from '@blindspot/service-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config.js';

export interface PurgeResult {
  refreshTokens: number;
  signIns: number;
  /** Per-account sign-in counts left alone long enough to start again (LoginThrottle). */
  loginAttempts: number;
}

/**
 * Deletes what can no longer sign anyone in. Every refresh adds a token row, and used tokens stay until
 * they expire (a used token coming back is how a copied token is caught), so without this the tables
 * only grow. Expired refresh tokens go; then sign-ins with no token left (their last access token
 * expired long ago) and sign-ins revoked more than a day ago; and per-account sign-in counts whose
 * reset time has passed. The deletes are idempotent, so every
 * instance runs them on its own timer.
 */
@Injectable()
export class SessionPurgeService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SessionPurgeService.name);
  private readonly task = new PeriodicTask('session purge', () => this.purgeOnce(), this.logger);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.task.start(this.config.SESSION_PURGE_INTERVAL_MINUTES * 60_000);
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; returns how many rows went. */
  purge(): Promise<PurgeResult> {
    return this.task.run();
  }

  private purgeOnce(): Promise<PurgeResult> {
    return this.dataSource.transaction(async (manager) => {
      const [, refreshTokens] = (await manager.query(`DELETE FROM refresh_tokens WHERE expires_at < now()`)) as [unknown, number];
      const [, signIns] = (await manager.query(
        `DELETE FROM sign_ins s
          WHERE s.revoked_at < now() - interval '1 day'
             OR NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.sign_in_id = s.id)`,
      )) as [unknown, number];
      // A deleted account's sign-ins stay listed as long as a token they issued may live, then go.
      await manager.query(`DELETE FROM ended_sign_ins WHERE revoked_at < now() - interval '1 day'`);
      const [, loginAttempts] = (await manager.query(
        `DELETE FROM login_attempts WHERE last_attempt_at < now() - make_interval(mins => $1)`,
        [this.config.LOGIN_ATTEMPTS_RESET_MINUTES],
      )) as [unknown, number];
      if (refreshTokens + signIns > 0) this.logger.log(`purged ${refreshTokens} expired refresh tokens and ${signIns} ended sign-ins`);
      return { refreshTokens, signIns, loginAttempts };
    });
  }
}
