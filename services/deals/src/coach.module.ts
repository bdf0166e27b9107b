import { Module } from '@nestjs/common';
import { COACH, coachProvider, OfflineCoachWorkers } from './coach.provider.js';

/** The deal coach (a model's, or the offline one on its worker threads), injected as COACH. */
@Module({
  providers: [OfflineCoachWorkers, coachProvider],
  exports: [COACH],
})
export class CoachModule {}
