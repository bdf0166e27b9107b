// The spec's plans (sections 6 and 9), shown when billing cannot be asked. Billing's
// `GET /api/stripe/plans` is the source of truth; these mirror its defaults, price ids included.
import { FREE_ANALYSES_PER_MONTH, type Plan } from '@blindspot/contracts';

export const FALLBACK_PLANS: Plan[] = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'Get started with AI deal analysis and the methodology library.',
    features: [`${FREE_ANALYSES_PER_MONTH} AI deal analyses per month`, 'Full methodology library', 'Methodology guides', 'Strengths and gaps view'],
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
    priceId: 'price_practice_monthly',
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
    priceId: 'price_pro_monthly',
  },
];

/** 'per month' → '/month' style suffix for the big price line. */
export function periodSuffix(period: string): string {
  if (period === 'forever') return 'forever';
  return period.replace(/^per\s+/, '/');
}

