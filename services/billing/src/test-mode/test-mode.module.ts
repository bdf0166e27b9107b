import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../outbox/outbox.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { TestModeController } from './test-mode.controller.js';
import { TestModeService } from './test-mode.service.js';
import { TestModeSession } from './test-mode-session.entity.js';

/** Test mode: billing's own checkout and portal pages, no money moves. */
@Module({
  imports: [TypeOrmModule.forFeature([TestModeSession]), PlansModule, SubscriptionsModule, OutboxModule],
  controllers: [TestModeController],
  providers: [TestModeService],
  exports: [TestModeService],
})
export class TestModeModule {}
