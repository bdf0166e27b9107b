import { FREE_ANALYSES_PER_MONTH } from './limits.js';
import type { Plan } from './models.js';

/** The price ids of the paid plans unless billing is configured with others (STRIPE_PRICE_*). */
export const DEFAULT_PRICE_IDS = { practice: 'price_practice_monthly', pro: 'price_pro_monthly' } as const;

/**
 * The three plans as the pricing cards show them (docs/product.md#plans), written once: billing serves
 * them with its price ids, the landing page and the pricing page's offline fallback show them as they are.
 * Free analyses: the app enforces 3 a month, so every page says 3.
 */
export function planCatalogue(priceIds: { practice: string; pro: string } = DEFAULT_PRICE_IDS): Plan[] {
  return [
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
      priceId: priceIds.practice,
      popular: true,
    },
    {
      name: 'Pro',
      price: '$39',
      period: 'per month',
      description: 'Everything you need to master every conversation, by text or by voice.',
      features: [
        'Everything in Practice',
        'Call transcript and recording analysis',
        'Performance analytics dashboard',
        'Custom training scenarios',
        'Monthly 1-on-1 coaching call',
        'Audio and video roleplay',
        'Unlimited saved sessions',
        'API access for teams',
        'Priority support',
      ],
      tier: 'pro',
      priceId: priceIds.pro,
    },
  ];
}

/** A plan's period as the big price line shows it: 'per month' → '/month', 'forever' stays. */
export function periodSuffix(period: string): string {
  if (period === 'forever') return 'forever';
  return period.replace(/^per\s+/, '/');
}
