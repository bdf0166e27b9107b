// Monthly analysis counts. The free limit is enforced by one conditional upsert on the user's row for
// the month, so two creations at the limit cannot both pass: the second waits for the first's row lock
// and then sees the updated count.
import { type AccessClaims, FREE_ANALYSES_PER_MONTH, tierRank } from '@blindspot/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The current calendar month (UTC) as its first day, computed by the database so every instance agrees. */
const CURRENT_MONTH = `date_trunc('month', now() AT TIME ZONE 'UTC')::date`;

@Injectable()
export class UsageService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts one new analysis in the caller's transaction. Returns false, counting nothing, when a free
   * user has reached the monthly limit; paid tiers are unlimited (but still counted for the dashboard).
   */
  async claimAnalysis(manager: EntityManager, user: AccessClaims): Promise<boolean> {
    const limit = tierRank(user.tier) < tierRank('practice') ? FREE_ANALYSES_PER_MONTH : null;
    const rows: unknown[] = await manager.query(
      `INSERT INTO monthly_usage (user_id, month, analyses_created)
       VALUES ($1, ${CURRENT_MONTH}, 1)
       ON CONFLICT (user_id, month) DO UPDATE SET analyses_created = monthly_usage.analyses_created + 1
         WHERE $2::integer IS NULL OR monthly_usage.analyses_created < $2::integer
       RETURNING analyses_created`,
      [user.sub, limit],
    );
    return rows.length > 0;
  }

  async analysesThisMonth(userId: string): Promise<number> {
    const rows: Array<{ analyses_created: number }> = await this.dataSource.query(
      `SELECT analyses_created FROM monthly_usage WHERE user_id = $1 AND month = ${CURRENT_MONTH}`,
      [userId],
    );
    return rows[0]?.analyses_created ?? 0;
  }
}
