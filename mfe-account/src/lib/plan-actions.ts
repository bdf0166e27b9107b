// The pricing cards' button rules (docs/product.md#pricing): pure, so every tier is tested.
import { type Plan, type Tier, tierRank } from '@blindspot/contracts';

export type PlanAction =
  /** The signed-in user's own tier. */
  | { kind: 'current'; label: 'Current Plan'; disabled: true }
  /** A higher paid tier: starts checkout ('Loading...' on this card only while it starts). */
  | { kind: 'upgrade'; label: 'Upgrade' | 'Loading...'; disabled: boolean }
  /** A lower tier: downgrades are not offered here (they go through Manage Subscription). */
  | { kind: 'none'; label: 'Get Started Free' | 'Contact Sales'; disabled: true }
  /** Signed out: every card leads to Create Account (/signup). */
  | { kind: 'sign-in'; label: 'Get Started Free' | 'Upgrade'; disabled: false };

export interface PlanActionContext {
  /** Whether someone is signed in; a visitor is sent to /login. */
  signedIn: boolean;
  /** The user's tier (missing counts as free). */
  userTier: Tier | null | undefined;
  /** The tier whose checkout is starting, if any. */
  pendingTier: Tier | null;
}

export function planAction(plan: Pick<Plan, 'tier' | 'priceId'>, { signedIn, userTier, pendingTier }: PlanActionContext): PlanAction {
  if (!signedIn) return { kind: 'sign-in', label: plan.tier === 'free' ? 'Get Started Free' : 'Upgrade', disabled: false };
  const own = tierRank(userTier);
  const rank = tierRank(plan.tier);
  if (rank === own) return { kind: 'current', label: 'Current Plan', disabled: true };
  if (rank > own && plan.priceId) {
    const pending = pendingTier === plan.tier;
    // While one checkout starts, no second one can be started from another card.
    return { kind: 'upgrade', label: pending ? 'Loading...' : 'Upgrade', disabled: pendingTier !== null };
  }
  return { kind: 'none', label: plan.tier === 'free' ? 'Get Started Free' : 'Contact Sales', disabled: true };
}

/** Paying users (practice or pro) see the current-plan banner and Manage Subscription. */
export const isPaying = (tier: Tier | null | undefined): boolean => tierRank(tier) > tierRank('free');

/** 'December 22, 2025': a fixed, readable form for renewal dates. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
