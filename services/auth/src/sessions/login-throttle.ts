import { tooManyRequests } from '@blindspot/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config.js';

/** What a granted attempt counted against: reset it when the password was right. */
export interface LoginAttempt {
  key: string;
}

/**
 * Password guessing against one account, slowed down wherever the guesses come from (ASVS 2.2.1), and
 * counted in PostgreSQL so every auth instance sees the same count. The first LOGIN_FREE_ATTEMPTS attempts
 * within LOGIN_ATTEMPTS_RESET_MINUTES go through at once; after that each attempt must wait for the previous
 * delay, which doubles from 1 s up to LOGIN_MAX_DELAY_SECONDS (60 s: at most about 70 guesses an hour).
 * A refused attempt (429 with Retry-After) costs nothing and does not extend the wait; a right password
 * resets the count.
 *
 * The owner is never locked out by someone else's guesses: attempts from an address this account has
 * signed in from (a sign-in still on record) count on their own key, so an attacker elsewhere can slow the
 * account down for everyone but that address. Unknown e-mails are counted the same way, so a 429 says
 * nothing about whether an account exists.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** Counts one attempt, or throws 429 when this account (from this address) must wait. */
  async claim(email: string, address: string): Promise<LoginAttempt> {
    const known = await this.dataSource.query(
      `SELECT 1 FROM sign_ins s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.client_address = $2 LIMIT 1`,
      [email, address],
    );
    const key = known.length > 0 ? `${email} ${address}` : email;
    // `n` is the attempt being made; the delay it sets is the wait before the next one.
    const n = `(CASE WHEN a.last_attempt_at < now() - make_interval(mins => $4) THEN 1 ELSE a.attempts + 1 END)`;
    const delay = (count: string) => `make_interval(secs => CASE WHEN ${count} < $2 THEN 0 ELSE least(power(2, ${count} - $2), $3) END)`;
    const rows = (await this.dataSource.query(
      `INSERT INTO login_attempts AS a (key, attempts, last_attempt_at, next_attempt_at)
       VALUES ($1, 1, now(), now() + ${delay('1')})
       ON CONFLICT (key) DO UPDATE SET attempts = ${n}, last_attempt_at = now(), next_attempt_at = now() + ${delay(n)}
         WHERE a.next_attempt_at <= now()
       RETURNING attempts`,
      [key, this.config.LOGIN_FREE_ATTEMPTS, this.config.LOGIN_MAX_DELAY_SECONDS, this.config.LOGIN_ATTEMPTS_RESET_MINUTES],
    )) as unknown[];
    if (rows.length > 0) return { key };
    const [wait] = await this.dataSource.query(
      `SELECT extract(epoch FROM next_attempt_at - now()) AS seconds FROM login_attempts WHERE key = $1`,
      [key],
    );
    const seconds = Math.max(1, Math.ceil(Number(wait?.seconds ?? 1)));
    throw tooManyRequests(`Too many sign-in attempts for this account; try again in ${seconds} seconds`, seconds);
  }

  /** The password was right: the count starts again. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_attempts WHERE key = $1`, [attempt.key]);
  }
}
