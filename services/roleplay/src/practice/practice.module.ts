import { Module } from '@nestjs/common';
import { SellerProfileModule } from '../seller-profile/seller-profile.module.js';
import { SessionPracticeController } from './session-practice.controller.js';
import { SessionPracticeService } from './session-practice.service.js';

/** Practising again: deal drills, retries from a turn, attempts, methodology scores. */
@Module({
  imports: [SellerProfileModule],
  controllers: [SessionPracticeController],
  providers: [SessionPracticeService],
})
export class PracticeModule {}
