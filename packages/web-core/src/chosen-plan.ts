// The paid plan a visitor picked before having an account (docs/product.md#sign-in): kept for this tab
// through sign-up and onboarding, then the pricing page takes it and starts that plan's checkout.
import type { Tier } from '@blindspot/contracts';

const KEY = 'blindspot.chosenPlan';
const PAID: readonly Tier[] = ['practice', 'pro'];

/** A paid tier from a `?plan=` value, or null (the free plan needs no checkout). */
export function paidPlanFrom(value: string | null | undefined): Tier | null {
  return PAID.includes(value as Tier) ? (value as Tier) : null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the choice is simply not kept
  }
}

export function rememberChosenPlan(tier: Tier | null): void {
  const store = storage();
  if (!store) return;
  if (tier) store.setItem(KEY, tier);
  else store.removeItem(KEY);
}

export function chosenPlan(): Tier | null {
  return paidPlanFrom(storage()?.getItem(KEY));
}

/** Reads the choice and forgets it: one checkout per choice. */
export function takeChosenPlan(): Tier | null {
  const tier = chosenPlan();
  storage()?.removeItem(KEY);
  return tier;
}
