import type { AccessClaims, Plan } from '@blindspot/contracts';
import { ServiceUnavailableException } from '@nestjs/common';
import type { PaidTier } from '../plans/plans.js';
import type { Subscription } from '../subscriptions/subscription.entity.js';

export type PaidPlan = Plan & { tier: PaidTier; priceId: string };

/** Where the browser goes to pay and to manage a subscription: Stripe, or the local test mode. */
export abstract class PaymentProvider {
  /** Throws when no payment can be taken at all, before any other rule is checked. */
  assertAvailable(): void {}
  /** The URL of a checkout that sells `plan` to the user. */
  abstract startCheckout(user: AccessClaims, plan: PaidPlan, subscription: Subscription | null): Promise<string>;
  /** The URL of a page where the user cancels or resumes their subscription. */
  abstract openManagement(subscription: Subscription): Promise<string>;
  /**
   * Ends the subscription now and forgets the customer where payments are taken (account deletion,
   * docs/accounts.md). Idempotent; throws when the provider cannot be reached, so the deletion is retried.
   */
  async cancelAndForget(_subscription: Subscription): Promise<void> {}
}

export const PAYMENTS_NOT_CONFIGURED = 'payments are not configured';

/** Production without Stripe keys (and without BILLING_TEST_MODE=1): nothing is sold, and nothing is given away. */
export class PaymentsNotConfigured extends PaymentProvider {
  override assertAvailable(): never {
    throw new ServiceUnavailableException(PAYMENTS_NOT_CONFIGURED);
  }
  startCheckout(): Promise<string> {
    this.assertAvailable();
  }
  openManagement(): Promise<string> {
    this.assertAvailable();
  }
}
