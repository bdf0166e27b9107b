import type { Tier } from '@blindspot/contracts';
import { formatDate, isPaying, planAction } from './plan-actions.js';

const PLANS = [
  { tier: 'free', priceId: null },
  { tier: 'practice', priceId: 'price_practice_monthly' },
  { tier: 'pro', priceId: 'price_pro_monthly' },
] as const;

const labels = (userTier: Tier | null, pendingTier: Tier | null = null) =>
  PLANS.map((plan) => {
    const action = planAction(plan, { signedIn: true, userTier, pendingTier });
    return `${action.label}${action.disabled ? ' (disabled)' : ''}`;
  });

describe('planAction: the pricing card buttons per tier', () => {
  it('free user: Current Plan on Free, Upgrade on Practice and Pro', () => {
    expect(labels('free')).toEqual(['Current Plan (disabled)', 'Upgrade', 'Upgrade']);
  });

  it('a missing tier counts as free', () => {
    expect(labels(null)).toEqual(labels('free'));
  });

  it('practice user: a disabled Get Started Free below, Current Plan, Upgrade to Pro', () => {
    expect(labels('practice')).toEqual(['Get Started Free (disabled)', 'Current Plan (disabled)', 'Upgrade']);
  });

  it('pro user: no upgrade and no downgrade offered', () => {
    expect(labels('pro')).toEqual(['Get Started Free (disabled)', 'Contact Sales (disabled)', 'Current Plan (disabled)']);
  });

  it('shows Loading... only on the card whose checkout is starting, and blocks a second checkout', () => {
    expect(labels('free', 'pro')).toEqual(['Current Plan (disabled)', 'Upgrade (disabled)', 'Loading... (disabled)']);
    expect(labels('free', 'practice')).toEqual(['Current Plan (disabled)', 'Loading... (disabled)', 'Upgrade (disabled)']);
  });

  it('never offers Upgrade for a higher tier that has no price', () => {
    const action = planAction({ tier: 'pro', priceId: null }, { signedIn: true, userTier: 'free', pendingTier: null });
    expect(action).toEqual({ kind: 'none', label: 'Contact Sales', disabled: true });
  });

  it('signed out: every card is enabled and leads to sign-in', () => {
    const actions = PLANS.map((plan) => planAction(plan, { signedIn: false, userTier: undefined, pendingTier: null }));
    expect(actions.map((a) => a.kind)).toEqual(['sign-in', 'sign-in', 'sign-in']);
    expect(actions.map((a) => a.label)).toEqual(['Get Started Free', 'Upgrade', 'Upgrade']);
    expect(actions.every((a) => !a.disabled)).toBe(true);
  });
});

describe('isPaying and formatDate', () => {
  it('only practice and pro are paying tiers', () => {
    expect([isPaying('free'), isPaying(null), isPaying('practice'), isPaying('pro')]).toEqual([false, false, true, true]);
  });

  it('formats a renewal date as month day, year and ignores garbage', () => {
    expect(formatDate('2025-12-22T12:00:00.000Z')).toBe('December 22, 2025');
    expect(formatDate('not a date')).toBe('');
  });
});
