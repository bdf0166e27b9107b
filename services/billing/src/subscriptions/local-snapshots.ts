// Snapshots of the local test mode: what Stripe would report after the same customer action.
import type { Tier } from '@blindspot/contracts';
import { oneMonthAfter, type SubscriptionSnapshot, type SubscriptionState } from './subscription-state.js';

/** A paid checkout: an active subscription to `tier` for one month. */
export const paidCheckout = (tier: Tier, now: Date): SubscriptionSnapshot => ({
  stripeSubscriptionId: null,
  status: 'active',
  planTier: tier,
  currentPeriodEnd: oneMonthAfter(now),
  cancelAtPeriodEnd: false,
  sourceVersion: now.getTime(),
});

/** Cancel at period end (true) or resume (false), as in Stripe's Customer Portal. */
export const cancelAtPeriodEnd = (current: SubscriptionState, cancel: boolean, now: Date): SubscriptionSnapshot => ({
  stripeSubscriptionId: null,
  status: current.status,
  planTier: current.planTier,
  currentPeriodEnd: current.currentPeriodEnd,
  cancelAtPeriodEnd: cancel,
  sourceVersion: now.getTime(),
});

/** The period ended: a cancelled subscription ends, any other renews for a month (a successful charge). */
export const periodEnded = (current: SubscriptionState, now: Date): SubscriptionSnapshot => ({
  stripeSubscriptionId: null,
  status: current.cancelAtPeriodEnd ? 'canceled' : current.status,
  planTier: current.planTier,
  currentPeriodEnd:
    current.cancelAtPeriodEnd || !current.currentPeriodEnd ? current.currentPeriodEnd : oneMonthAfter(current.currentPeriodEnd),
  cancelAtPeriodEnd: false,
  sourceVersion: now.getTime(),
});
