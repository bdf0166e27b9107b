import { Module } from '@nestjs/common';
import { BILLING_CONFIG, type BillingConfig, paymentModeOf } from '../config.js';
import { PlanCatalogue } from '../plans/plans.js';
import { PlansModule } from '../plans/plans.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { createStripeClient, StripePayments } from './stripe-payments.js';
import { StripeWebhooksController } from './stripe-webhooks.controller.js';
import { StripeWebhooksService } from './stripe-webhooks.service.js';

/** Stripe mode: checkout and portal sessions at Stripe, and its webhooks. */
@Module({
  imports: [PlansModule, SubscriptionsModule],
  controllers: [StripeWebhooksController],
  providers: [
    {
      // Null unless in Stripe mode: nothing else talks to Stripe.
      provide: StripePayments,
      inject: [BILLING_CONFIG, PlanCatalogue, SubscriptionsService],
      useFactory: (config: BillingConfig, catalogue: PlanCatalogue, subscriptions: SubscriptionsService) =>
        paymentModeOf(config) === 'stripe' ? new StripePayments(createStripeClient(config), config, catalogue, subscriptions) : null,
    },
    StripeWebhooksService,
  ],
  exports: [StripePayments],
})
export class StripeModule {}
