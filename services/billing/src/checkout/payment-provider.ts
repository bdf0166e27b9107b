import type { AccessClaims, Plan } from '@blindspot/contracts';
import type { PaidTier } from '../plans/plans.js';
import type { Subscription } from '../subscriptions/subscription.entity.js';

export type PaidPlan = Plan & { tier: PaidTier; priceId: string };

/** Where the browser goes to pay and to manage a subscription: Stripe, or the local test mode. */
export abstract class PaymentProvider {
  /** The URL of a checkout that sells `plan` to the user. */
  abstract startCheckout(user: AccessClaims, plan: PaidPlan, subscription: Subscription | null): Promise<string>;
  /** The URL of a page where the user cancels or resumes their subscription. */
  abstract openManagement(subscription: Subscription): Promise<string>;
}
