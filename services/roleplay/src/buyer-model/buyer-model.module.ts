import { Module } from '@nestjs/common';
import { CoachModule } from '../coach.module.js';
import { BuyerModelController } from './buyer-model.controller.js';

/** Which model plays the buyer. */
@Module({
  imports: [CoachModule],
  controllers: [BuyerModelController],
})
export class BuyerModelModule {}
