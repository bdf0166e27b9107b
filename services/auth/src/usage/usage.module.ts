import { Module } from '@nestjs/common';
import { DealsUsageClient } from './deals-usage.client.js';

/** Reads a user's analyses this month from deals. */
@Module({
  providers: [DealsUsageClient],
  exports: [DealsUsageClient],
})
export class UsageModule {}
