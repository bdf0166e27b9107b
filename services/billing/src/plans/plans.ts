import { FREE_ANALYSES_PER_MONTH, type Plan, type Tier } from '@blindspot/contracts';
import type { BillingConfig } from '../config.js';

export type PaidTier = Exclude<Tier, 'free'>;

/** The three plans of the pricing page (spec sections 6 and 9); paid price ids come from the environment. */
export class PlanCatalogue {
  readonly plans: readonly Plan[];

  constructor(config: Pick<BillingConfig, 'STRIPE_PRICE_PRACTICE' | 'STRIPE_PRICE_PRO'>) {
    this.plans = [
      {
        name: 'Free',
        price: '$0',
        period: 'forever',
        description: 'Get started with AI deal analysis and the methodology library.',
        features: [
          `${FREE_ANALYSES_PER_MONTH} AI deal analyses per month`,
          'Full methodology library',
          'Methodology guides',
          'Strengths and gaps view',
        ],
        tier: 'free',
        priceId: null,
      },
      {
        name: 'Practice',
        price: '$19',
        period: 'per month',
        description: 'Sharpen your skills with unlimited analyses and the Roleplay Arena.',
        features: [
          'Unlimited deal analyses',
          'Roleplay Arena',
          'All methodologies',
          'Discovery and objection practice',
          'Real-time conversation feedback',
          'Saved sessions (100)',
          'Email support',
        ],
        tier: 'practice',
        priceId: config.STRIPE_PRICE_PRACTICE,
        popular: true,
      },
      {
        name: 'Pro',
        price: '$39',
        period: 'per month',
        description: 'Everything you need to master every conversation, by text or by voice.',
        features: [
          'Everything in Practice',
          'Call recording upload and analysis (coming soon)',
          'Performance analytics dashboard',
          'Custom training scenarios',
          'Monthly 1-on-1 coaching call',
          'Audio and video roleplay',
          'Unlimited saved sessions',
          'API access for teams',
          'Priority support',
        ],
        tier: 'pro',
        priceId: config.STRIPE_PRICE_PRO,
      },
    ];
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
