import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AccountDeletionController } from './account-deletion.controller.js';
import { AccountDeletionService } from './account-deletion.service.js';

/** Deleting an account, and the outbox that has every other service delete its rows (docs/accounts.md). */
@Module({
  imports: [SessionsModule],
  controllers: [AccountDeletionController],
  providers: [AccountDeletionService],
})
export class AccountsModule {}
