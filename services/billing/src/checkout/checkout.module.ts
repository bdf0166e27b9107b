import { Logger, Module } from '@nestjs/common';
import { BILLING_CONFIG, type BillingConfig, paymentModeNotice, paymentModeOf } from '../config.js';
import { PlansModule } from '../plans/plans.module.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { StripePayments } from '../stripe/stripe-payments.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { TestModeModule } from '../test-mode/test-mode.module.js';
import { TestModeService } from '../test-mode/test-mode.service.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { PaymentProvider, PaymentsNotConfigured } from './payment-provider.js';

/** The plans, the user's subscription, and starting a checkout or the portal with the payment mode in force. */
@Module({
  imports: [PlansModule, SubscriptionsModule, StripeModule, TestModeModule],
  controllers: [CheckoutController],
  providers: [
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
    CheckoutService,
  ],
  exports: [PaymentProvider],
})
export class CheckoutModule {}
