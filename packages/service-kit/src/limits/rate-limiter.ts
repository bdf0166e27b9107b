import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PeriodicTask } from '../periodic-task.js';

export interface LimitDecision {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (at least 1); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface LimitRule {
  /** Requests allowed at once (the burst), and on average per window. */
  limit: number;
  windowSeconds: number;
}

/** A 429 in the shared error shape, with `Retry-After` (service-kit's error filter sends the headers). */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpException {
  const error = new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
  return Object.assign(error, { headers: { 'Retry-After': String(retryAfterSeconds) } });
}

/**
 * Request limits counted in the service's own PostgreSQL, so every instance shares them (a limit kept in
 * memory is multiplied by the number of instances). GCRA, one row per bucket and key: `limit` requests may
 * come at once, then one every `windowSeconds / limit`; a refused request costs nothing. One statement per
 * check: concurrent requests for one key serialise on its row, so none slips past the limit.
 */
@Injectable()
export class RateLimiter implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimiter');
  // Rows whose budget is whole again hold nothing: each instance deletes them now and then (idempotent).
  private readonly purgeTask = new PeriodicTask('rate limit purge', () => this.purge(), this.logger);

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.purgeTask.start(10 * 60_000);
  }

  onApplicationShutdown(): Promise<void> {
    return this.purgeTask.stop();
  }

  async hit(bucket: string, key: string, { limit, windowSeconds }: LimitRule): Promise<LimitDecision> {
    const emission = windowSeconds / limit;
    // The outer SELECT reads the row as it was before this statement: on refusal, when the budget frees up.
    const [row] = (await this.dataSource.query(
      `WITH claimed AS (
         INSERT INTO rate_limits AS r (bucket, key, tat) VALUES ($1, $2, now() + make_interval(secs => $3))
         ON CONFLICT (bucket, key) DO UPDATE SET tat = greatest(r.tat, now()) + make_interval(secs => $3)
           WHERE greatest(r.tat, now()) + make_interval(secs => $3) <= now() + make_interval(secs => $4)
         RETURNING 1
       )
       SELECT EXISTS (SELECT 1 FROM claimed) AS allowed,
              (SELECT extract(epoch FROM r.tat + make_interval(secs => $3) - make_interval(secs => $4) - now())
                 FROM rate_limits r WHERE r.bucket = $1 AND r.key = $2) AS wait_seconds`,
      [bucket, key.slice(0, 256), emission, windowSeconds],
    )) as Array<{ allowed: boolean; wait_seconds: string | number | null }>;
    if (row.allowed) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.wait_seconds ?? 1))) };
  }

  /** Deletes rows whose budget is whole again; returns how many. */
  async purge(): Promise<number> {
    const [, deleted] = (await this.dataSource.query(`DELETE FROM rate_limits WHERE tat < now()`)) as [unknown, number];
    return deleted;
  }
}
