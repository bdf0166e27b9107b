import { SERVICE_CONFIG, ServiceKitModule } from '@blindspot/service-kit';
import { Module } from '@nestjs/common';
import { CheckoutController } from './checkout/checkout.controller.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { PaymentProvider } from './checkout/payment-provider.js';
import { BILLING_CONFIG, billingConfigSchema, isStripeMode, type BillingConfig } from './config.js';
import { BillingSchema1763820000000 } from './migrations/1763820000000-billing-schema.js';
import { OutboxMessage } from './outbox/outbox-message.entity.js';
import { OutboxService } from './outbox/outbox.service.js';
import { PlanCatalogue } from './plans/plans.js';
import { createStripeClient, StripePayments } from './stripe/stripe-payments.js';
import { StripeWebhooksController } from './stripe/stripe-webhooks.controller.js';
import { StripeWebhooksService } from './stripe/stripe-webhooks.service.js';
import { ExpirySweepService } from './subscriptions/expiry-sweep.service.js';
import { ProcessedWebhookEvent, Subscription } from './subscriptions/subscription.entity.js';
import { SubscriptionsService } from './subscriptions/subscriptions.service.js';
import { TestModeSession } from './test-mode/test-mode-session.entity.js';
import { TestModeController } from './test-mode/test-mode.controller.js';
import { TestModeService } from './test-mode/test-mode.service.js';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'billing',
      entities: [Subscription, ProcessedWebhookEvent, OutboxMessage, TestModeSession],
      migrations: [BillingSchema1763820000000],
      configSchema: billingConfigSchema,
    }),
  ],
  controllers: [CheckoutController, StripeWebhooksController, TestModeController],
  providers: [
    { provide: BILLING_CONFIG, useExisting: SERVICE_CONFIG },
    { provide: PlanCatalogue, inject: [BILLING_CONFIG], useFactory: (config: BillingConfig) => new PlanCatalogue(config) },
    {
      // Null in the local test mode: nothing then talks to Stripe.
      provide: StripePayments,
      inject: [BILLING_CONFIG, PlanCatalogue, SubscriptionsService],
      useFactory: (config: BillingConfig, catalogue: PlanCatalogue, subscriptions: SubscriptionsService) =>
        isStripeMode(config) ? new StripePayments(createStripeClient(config), config, catalogue, subscriptions) : null,
    },
    {
      provide: PaymentProvider,
      inject: [StripePayments, TestModeService],
      useFactory: (stripe: StripePayments | null, testMode: TestModeService) => stripe ?? testMode,
    },
    OutboxService,
    SubscriptionsService,
    ExpirySweepService,
    CheckoutService,
    StripeWebhooksService,
    TestModeService,
  ],
})
export class AppModule {}
