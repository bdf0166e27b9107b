import { ServiceKitModule, UserDataModule } from '@blindspot/service-kit';
import { Module } from '@nestjs/common';
import { BillingAccountDeletion } from './accounts/billing-account-deletion.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import { BILLING_CONFIG, billingConfigSchema } from './config.js';
import { BillingSchema1763820000000 } from './migrations/1763820000000-billing-schema.js';
import { StripeModule } from './stripe/stripe.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { TestModeModule } from './test-mode/test-mode.module.js';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'billing',
      migrations: [BillingSchema1763820000000],
      configSchema: billingConfigSchema,
      configToken: BILLING_CONFIG,
    }),
    SubscriptionsModule,
    CheckoutModule,
    StripeModule,
    TestModeModule,
    // Account deletion (docs/accounts.md): the subscription cancelled at the payment provider, then every row.
    UserDataModule.forRoot({ imports: [CheckoutModule, SubscriptionsModule], hook: BillingAccountDeletion }),
  ],
})
export class AppModule {}
