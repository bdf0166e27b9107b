import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../outbox/outbox.module.js';
import { ExpirySweepService } from './expiry-sweep.service.js';
import { ProcessedWebhookEvent, Subscription } from './subscription.entity.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Each user's subscription, and the sweep that ends the expired ones. */
@Module({
  imports: [TypeOrmModule.forFeature([Subscription, ProcessedWebhookEvent]), OutboxModule],
  providers: [SubscriptionsService, ExpirySweepService],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
