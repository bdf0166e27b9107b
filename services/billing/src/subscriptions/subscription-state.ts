// The subscription state machine, free of I/O: Stripe's events and the local test mode both describe the
// subscription as a snapshot, and these rules decide what the user is entitled to.
import type { SetSubscriptionInput, SubscriptionStatus, SubscriptionSummary, Tier } from '@blindspot/contracts';

/** A provider's view of one subscription at one moment. */
export interface SubscriptionSnapshot {
  /** Null for a subscription of the local test mode. */
  stripeSubscriptionId: string | null;
  status: SubscriptionStatus;
  planTier: Tier;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Milliseconds; orders snapshots so an older one never overwrites a newer one. */
  sourceVersion: number;
}

export interface SubscriptionState extends Omit<SubscriptionSnapshot, 'sourceVersion'> {
  sourceVersion: number;
  entitledTier: Tier;
  version: number;
}

/** Statuses in which the plan's features are available (past_due keeps them while Stripe retries the card). */
const LIVE_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing', 'past_due']);

export const isLive = (status: SubscriptionStatus): boolean => LIVE_STATUSES.has(status);

/** Statuses a customer can manage (cancel, resume, update the card) in the portal. */
export const isManageable = (status: SubscriptionStatus): boolean => isLive(status) || status === 'unpaid' || status === 'paused';

/** The tier a subscription entitles to at `now`: a cancelled one falls back to free after its period end. */
export function entitlementAt(
  state: Pick<SubscriptionState, 'status' | 'planTier' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
  now: Date,
): Tier {
  if (!isLive(state.status)) return 'free';
  if (state.cancelAtPeriodEnd && state.currentPeriodEnd && state.currentPeriodEnd.getTime() <= now.getTime()) return 'free';
  return state.planTier;
}

export type Decision = { apply: true } | { apply: false; reason: 'stale' | 'superseded' };

/** Whether a snapshot may replace the current state. */
export function decide(current: SubscriptionState, snapshot: SubscriptionSnapshot): Decision {
  if (snapshot.sourceVersion < current.sourceVersion) return { apply: false, reason: 'stale' };
  // A late event about an older, ended subscription must not end the live one that replaced it.
  const otherSubscription = current.stripeSubscriptionId !== null && snapshot.stripeSubscriptionId !== current.stripeSubscriptionId;
  if (otherSubscription && isLive(current.status) && !isLive(snapshot.status)) return { apply: false, reason: 'superseded' };
  return { apply: true };
}

/** The message auth receives: the entitled tier and, while paid, the period end. */
export function tierMessage(state: SubscriptionState): SetSubscriptionInput {
  return {
    tier: state.entitledTier,
    currentPeriodEnd: state.entitledTier === 'free' || !state.currentPeriodEnd ? null : state.currentPeriodEnd.toISOString(),
    version: state.version,
  };
}

export function summarize(state: SubscriptionState): SubscriptionSummary {
  return {
    tier: state.entitledTier,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd ? state.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  };
}

/**
 * Applies a snapshot (or, without one, just the passage of time) to a state. Returns the next state, or
 * null when nothing the user or auth can observe changed. Every change bumps `version`.
 */
export function transition(current: SubscriptionState, snapshot: SubscriptionSnapshot | null, now: Date): SubscriptionState | null {
  if (snapshot && !decide(current, snapshot).apply) return null;
  const merged = snapshot ? { ...current, ...snapshot } : { ...current };
  merged.entitledTier = entitlementAt(merged, now);
  const before = JSON.stringify([summarize(current), current.planTier, current.stripeSubscriptionId]);
  const after = JSON.stringify([summarize(merged), merged.planTier, merged.stripeSubscriptionId]);
  if (before === after) {
    // Nothing visible changed, but remember the newer version so older snapshots stay ignored.
    return merged.sourceVersion === current.sourceVersion ? null : { ...merged, version: current.version };
  }
  return { ...merged, version: current.version + 1 };
}

/** One calendar month after `from` (the period of the local test mode); Jan 31 becomes the end of February. */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const daysInMonth = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), daysInMonth));
  return next;
}
