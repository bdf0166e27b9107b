import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxService } from './outbox.service.js';
import { OutboxMessage } from './outbox-message.entity.js';

/** Tier changes on their way to auth, written in the transaction that changes the subscription. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage])],
  providers: [OutboxService],
  exports: [OutboxService],
})
export class OutboxModule {}
