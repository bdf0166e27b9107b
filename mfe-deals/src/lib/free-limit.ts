// The free plan's monthly analyses (docs/product.md#plans): who counts, and when the count starts again.
import { FREE_ANALYSES_PER_MONTH, tierRank, type User } from '@blindspot/contracts';

export interface FreeUsage {
  used: number;
  atLimit: boolean;
}

/** Only below Practice: the month's count and whether the limit is reached; null for paying users. */
export function freeUsageOf(user: Pick<User, 'subscriptionTier' | 'analysesThisMonth'> | null | undefined): FreeUsage | null {
  if (!user || tierRank(user.subscriptionTier) >= tierRank('practice')) return null;
  const used = user.analysesThisMonth ?? 0;
  return { used, atLimit: used >= FREE_ANALYSES_PER_MONTH };
}

/** 'December 1': the first day of the next calendar month in UTC, when the service counts from zero again. */
export function nextFreeMonth(now: Date = new Date()): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return start.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}
