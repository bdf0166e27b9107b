import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TranscriptionModule } from '../transcription/transcription.module.js';
import { CallRecordingController } from './call-recording.controller.js';
import { CallReviewEntity } from './call-review.entity.js';
import { CallReviewWorkers } from './call-review-workers.js';
import { CallReviewsController } from './call-reviews.controller.js';
import { CallReviewsService } from './call-reviews.service.js';

/** Reviews of real calls (Pro): a transcript or a recording scored on worker threads. */
@Module({
  imports: [TypeOrmModule.forFeature([CallReviewEntity]), TranscriptionModule],
  controllers: [CallRecordingController, CallReviewsController],
  providers: [CallReviewWorkers, CallReviewsService],
  exports: [CallReviewsService],
})
export class CallReviewsModule {}
