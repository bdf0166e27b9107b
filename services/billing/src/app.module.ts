import { SERVICE_CONFIG, ServiceKitModule } from '@blindspot/service-kit';
import { Logger, Module } from '@nestjs/common';
import { CheckoutController } from './checkout/checkout.controller.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { PaymentProvider, PaymentsNotConfigured } from './checkout/payment-provider.js';
import { BILLING_CONFIG, billingConfigSchema, paymentModeNotice, paymentModeOf, type BillingConfig } from './config.js';
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
      // Null unless in Stripe mode: nothing else talks to Stripe.
      provide: StripePayments,
      inject: [BILLING_CONFIG, PlanCatalogue, SubscriptionsService],
      useFactory: (config: BillingConfig, catalogue: PlanCatalogue, subscriptions: SubscriptionsService) =>
        paymentModeOf(config) === 'stripe' ? new StripePayments(createStripeClient(config), config, catalogue, subscriptions) : null,
    },
    {
      // Said at every start, so a deployment that gives plans away (or sells nothing) cannot go unnoticed.
      provide: PaymentProvider,
      inject: [BILLING_CONFIG, StripePayments, TestModeService],
      useFactory: (config: BillingConfig, stripe: StripePayments | null, testMode: TestModeService) => {
        const notice = paymentModeNotice(config);
        if (notice.level === 'warn') new Logger('Payments').warn(notice.message);
        else new Logger('Payments').log(notice.message);
        const mode = paymentModeOf(config);
        return mode === 'stripe' ? stripe : mode === 'test' ? testMode : new PaymentsNotConfigured();
      },
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
