import { Module } from '@nestjs/common';
import { CallReviewsModule } from '../call-reviews/call-reviews.module.js';
import { AccountExportController } from './account-export.controller.js';

/** The roleplay part of "Download my data": every session and every scored call. */
@Module({
  imports: [CallReviewsModule],
  controllers: [AccountExportController],
})
export class AccountsModule {}
