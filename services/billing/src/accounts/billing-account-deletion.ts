import type { UserDataHook } from '@blindspot/service-kit';
import { Injectable } from '@nestjs/common';
import { PaymentProvider } from '../checkout/payment-provider.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';

/**
 * Before a deleted account's billing rows go: its subscription is cancelled at once and its customer
 * deleted where payments are taken, so nobody is charged again for an account that no longer exists.
 * A provider that cannot be reached fails the request; auth retries it (docs/accounts.md).
 */
@Injectable()
export class BillingAccountDeletion implements UserDataHook {
  constructor(
    private readonly payments: PaymentProvider,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async beforeDelete(userId: string): Promise<void> {
    const subscription = await this.subscriptions.find(userId);
    if (subscription) await this.payments.cancelAndForget(subscription);
  }
}
