import type { Plan } from '@blindspot/contracts';

// The landing page's copy of the three plans (spec sections 6 and 9); the signed-in pricing page reads
// them from the billing service. Free analyses: the app enforces 3 a month, so every page says 3.
export const PUBLIC_PLANS: Array<Omit<Plan, 'priceId'>> = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'Get started with AI deal analysis and the methodology library.',
    features: ['3 AI deal analyses per month', 'Full methodology library', 'Methodology guides', 'Strengths and gaps view'],
    tier: 'free',
  },
  {
    name: 'Practice',
    price: '$19',
    period: 'month',
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
    popular: true,
  },
  {
    name: 'Pro',
    price: '$39',
    period: 'month',
    description: 'Master every conversation, by text or by voice.',
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
  },
];
