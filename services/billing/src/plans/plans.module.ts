import { Module } from '@nestjs/common';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { PlanCatalogue } from './plans.js';

/** The plans on sale and their Stripe prices. */
@Module({
  providers: [{ provide: PlanCatalogue, inject: [BILLING_CONFIG], useFactory: (config: BillingConfig) => new PlanCatalogue(config) }],
  exports: [PlanCatalogue],
})
export class PlansModule {}
