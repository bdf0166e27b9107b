import { Module } from '@nestjs/common';
import { CoachModule } from '../coach.module.js';
import { BuyerDebriefController } from './buyer-debrief.controller.js';
import { BuyerDebriefService } from './buyer-debrief.service.js';

/** The buyer's debrief of a scored session. */
@Module({
  imports: [CoachModule],
  controllers: [BuyerDebriefController],
  providers: [BuyerDebriefService],
})
export class DebriefModule {}
