import { cancelAtPeriodEnd, paidCheckout, periodEnded } from './local-snapshots.js';
import { entitlementAt, oneMonthAfter, type SubscriptionState, tierMessage, transition } from './subscription-state.js';

const NOW = new Date('2026-01-31T12:00:00.000Z');
const fresh: SubscriptionState = {
  stripeSubscriptionId: null,
  status: 'none',
  planTier: 'free',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  sourceVersion: 0,
  entitledTier: 'free',
  version: 0,
};
const stripeActive = (id: string, sourceVersion: number): SubscriptionState => ({
  ...fresh,
  stripeSubscriptionId: id,
  status: 'active',
  planTier: 'pro',
  currentPeriodEnd: oneMonthAfter(NOW),
  sourceVersion,
  entitledTier: 'pro',
  version: 1,
});

describe('subscription state machine', () => {
  it('a paid checkout entitles to the plan for one month and bumps the version', () => {
    const next = transition(fresh, paidCheckout('pro', NOW), NOW)!;
    expect(next).toMatchObject({ status: 'active', planTier: 'pro', entitledTier: 'pro', version: 1 });
    expect(tierMessage(next)).toEqual({ tier: 'pro', currentPeriodEnd: '2026-02-28T12:00:00.000Z', version: 1 });
  });

  it('keeps the tier after cancelling until the period end, then falls back to free', () => {
    const paid = transition(fresh, paidCheckout('practice', NOW), NOW)!;
    const cancelled = transition(paid, cancelAtPeriodEnd(paid, true, NOW), NOW)!;
    expect(cancelled).toMatchObject({ cancelAtPeriodEnd: true, entitledTier: 'practice', version: 2 });
    const afterEnd = new Date(cancelled.currentPeriodEnd!.getTime() + 1000);
    expect(entitlementAt(cancelled, afterEnd)).toBe('free');
    const ended = transition(cancelled, periodEnded(cancelled, afterEnd), afterEnd)!;
    expect(ended).toMatchObject({ status: 'canceled', entitledTier: 'free', version: 3 });
    expect(tierMessage(ended)).toEqual({ tier: 'free', currentPeriodEnd: null, version: 3 });
  });

  it('renews a local subscription that was not cancelled when its period ends', () => {
    const paid = transition(fresh, paidCheckout('pro', NOW), NOW)!;
    const later = new Date(paid.currentPeriodEnd!.getTime() + 1000);
    const renewed = transition(paid, periodEnded(paid, later), later)!;
    expect(renewed).toMatchObject({ status: 'active', entitledTier: 'pro' });
    expect(renewed.currentPeriodEnd!.toISOString()).toBe('2026-03-28T12:00:00.000Z');
  });

  it('ignores a snapshot older than the one applied', () => {
    const current = stripeActive('sub_1', 2000);
    expect(transition(current, { ...current, status: 'incomplete', sourceVersion: 1000 }, NOW)).toBeNull();
  });

  it('records a newer but identical snapshot without a new version', () => {
    const current = stripeActive('sub_1', 2000);
    const next = transition(current, { ...current, sourceVersion: 3000 }, NOW)!;
    expect(next).toMatchObject({ sourceVersion: 3000, version: 1 });
  });

  it('does not let a late event about an ended older subscription end the live one', () => {
    const current = stripeActive('sub_new', 2000);
    const stale = { ...current, stripeSubscriptionId: 'sub_old', status: 'canceled' as const, sourceVersion: 5000 };
    expect(transition(current, stale, NOW)).toBeNull();
  });

  it('entitles to nothing while incomplete, unpaid or cancelled, and keeps the plan while past due', () => {
    const base = { planTier: 'pro' as const, currentPeriodEnd: oneMonthAfter(NOW), cancelAtPeriodEnd: false };
    expect(entitlementAt({ ...base, status: 'incomplete' }, NOW)).toBe('free');
    expect(entitlementAt({ ...base, status: 'unpaid' }, NOW)).toBe('free');
    expect(entitlementAt({ ...base, status: 'canceled' }, NOW)).toBe('free');
    expect(entitlementAt({ ...base, status: 'past_due' }, NOW)).toBe('pro');
  });
});
