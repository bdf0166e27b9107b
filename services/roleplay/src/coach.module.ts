import { Module } from '@nestjs/common';
import { COACH, coachProvider } from './coach.provider.js';

/** The roleplay coach (openai when OPENAI_API_KEY is set, offline otherwise), injected as COACH. */
@Module({
  providers: [coachProvider],
  exports: [COACH],
})
export class CoachModule {}
