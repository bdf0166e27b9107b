import type { DealUsage } from '@blindspot/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from '../config.js';

/**
 * Asks deals how many analyses a user created this month (deals owns that count; auth never reads its
 * tables). A deals outage or a slow answer degrades the field to null, never the user endpoint.
 */
@Injectable()
export class DealsUsageClient {
  private readonly logger = new Logger(DealsUsageClient.name);

  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthConfig) {}

  async analysesThisMonth(userId: string): Promise<number | null> {
    const url = `${this.config.DEALS_INTERNAL_URL}/internal/users/${encodeURIComponent(userId)}/usage`;
    try {
      const response = await fetch(url, {
        headers: { 'x-internal-token': this.config.INTERNAL_TOKEN, accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.USAGE_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.arrayBuffer().catch(() => undefined);
        throw new Error(`deals answered ${response.status}`);
      }
      const count = ((await response.json()) as Partial<DealUsage>)?.analysesThisMonth;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new Error('deals sent no usable analysesThisMonth');
      return count;
    } catch (error) {
      this.logger.warn(`analysesThisMonth unavailable for ${userId}: ${(error as Error).message}`);
      return null;
    }
  }
}
