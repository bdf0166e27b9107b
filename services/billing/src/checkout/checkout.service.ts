import { type AccessClaims, TIER_LABELS, tierRank } from '@blindspot/contracts';
import { BadRequestException, Injectable } from '@nestjs/common';
import { PlanCatalogue } from '../plans/plans.js';
import { isManageable } from '../subscriptions/subscription-state.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { PaymentProvider } from './payment-provider.js';

/** The rules of upgrading and managing, the same for Stripe and the local test mode. */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly catalogue: PlanCatalogue,
    private readonly subscriptions: SubscriptionsService,
    private readonly provider: PaymentProvider,
  ) {}

  async startCheckout(user: AccessClaims, priceId: string): Promise<string> {
    this.provider.assertAvailable();
    const plan = this.catalogue.paidPlanByPriceId(priceId);
    if (!plan) throw new BadRequestException(`priceId "${priceId}" is not one of the paid plans`);
    const subscription = await this.subscriptions.find(user.sub);
    const currentTier = subscription?.entitledTier ?? 'free';
    if (tierRank(plan.tier) <= tierRank(currentTier)) {
      throw new BadRequestException(
        `You are already on the ${TIER_LABELS[currentTier]} plan; only a higher plan can be bought. Use Manage Subscription to change your plan.`,
      );
    }
    return this.provider.startCheckout(user, plan, subscription);
  }

  async manage(user: AccessClaims): Promise<string> {
    this.provider.assertAvailable();
    const subscription = await this.subscriptions.find(user.sub);
    if (!subscription || !isManageable(subscription.status)) {
      throw new BadRequestException('You have no subscription to manage. Upgrade to a paid plan first.');
    }
    return this.provider.openManagement(subscription);
  }
}
