import { type Plan, planCatalogue, type Tier } from '@blindspot/contracts';
import type { BillingConfig } from '../config.js';

export type PaidTier = Exclude<Tier, 'free'>;

/** The three plans of the pricing page (docs/product.md#plans); paid price ids come from the environment. */
export class PlanCatalogue {
  readonly plans: readonly Plan[];

  constructor(config: Pick<BillingConfig, 'STRIPE_PRICE_PRACTICE' | 'STRIPE_PRICE_PRO'>) {
    this.plans = planCatalogue({ practice: config.STRIPE_PRICE_PRACTICE, pro: config.STRIPE_PRICE_PRO });
  }

  /** The paid plan sold under a price id, or undefined for anything else (including the free plan). */
  paidPlanByPriceId(priceId: string): (Plan & { tier: PaidTier; priceId: string }) | undefined {
    const plan = this.plans.find((p) => p.priceId !== null && p.priceId === priceId);
    return plan as (Plan & { tier: PaidTier; priceId: string }) | undefined;
  }

  planByTier(tier: Tier): Plan {
    return this.plans.find((p) => p.tier === tier)!;
  }
}
