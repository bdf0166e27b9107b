import { SERVICE_CONFIG, ServiceKitModule, UserDataModule } from '@blindspot/service-kit';
import { createTranscriber } from '@blindspot/coach';
import { Module } from '@nestjs/common';
import { CallReviewWorkers } from './call-reviews/call-review-workers.js';
import { CallReviewEntity } from './call-reviews/call-review.entity.js';
import { CallReviewsController } from './call-reviews/call-reviews.controller.js';
import { CallReviewsService } from './call-reviews/call-reviews.service.js';
import { BuyerModelController } from './buyer-model/buyer-model.controller.js';
import { coachProvider } from './coach.provider.js';
import { CustomScenariosController } from './custom-scenarios/custom-scenarios.controller.js';
import { CustomScenariosService } from './custom-scenarios/custom-scenarios.service.js';
import { BuyerDebriefController } from './debrief/buyer-debrief.controller.js';
import { BuyerDebriefService } from './debrief/buyer-debrief.service.js';
import { ROLEPLAY_CONFIG, roleplayConfigSchema } from './config.js';
import { RoleplaySchema1763830000000 } from './migrations/1763830000000-roleplay-schema.js';
import { RoleplayTurns1764930000000 } from './migrations/1764930000000-roleplay-turns.js';
import { RoleplayHistory1765000000000 } from './migrations/1765000000000-roleplay-history.js';
import { SessionRetries1766600000000 } from './migrations/1766600000000-session-retries.js';
import { DealDrills1766700000000 } from './migrations/1766700000000-deal-drills.js';
import { SessionProgress1766800000000 } from './migrations/1766800000000-session-progress.js';
import { BuyerDebriefs1766900000000 } from './migrations/1766900000000-buyer-debriefs.js';
import { CustomScenarios1767000000000 } from './migrations/1767000000000-custom-scenarios.js';
import { CallReviews1766500000000 } from './migrations/1766500000000-call-reviews.js';
import { SessionPracticeController } from './practice/session-practice.controller.js';
import { SessionPracticeService } from './practice/session-practice.service.js';
import { ProgressController } from './progress/progress.controller.js';
import { AccountExportController } from './accounts/account-export.controller.js';
import { ProgressService } from './progress/progress.service.js';
import { SellerProfileClient } from './seller-profile/seller-profile.client.js';
import { RoleplaySessionEntity } from './sessions/roleplay-session.entity.js';
import { RoleplaySessionsController } from './sessions/roleplay-sessions.controller.js';
import { RoleplaySessionsService } from './sessions/roleplay-sessions.service.js';
import { SessionHistoryService } from './sessions/session-history.service.js';
import { TRANSCRIBER, TranscriptionController } from './transcription/transcription.controller.js';
import { VoiceController } from './transcription/voice.controller.js';
import { speechSynthesizerProvider } from './transcription/voice.providers.js';
import { audioCoachProvider } from './sessions/audio-coach.provider.js';
import { CallRecordingController } from './call-reviews/call-recording.controller.js';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'roleplay',
      entities: [RoleplaySessionEntity, CallReviewEntity],
      migrations: [RoleplaySchema1763830000000, RoleplayTurns1764930000000, RoleplayHistory1765000000000, CallReviews1766500000000, SessionRetries1766600000000, DealDrills1766700000000, SessionProgress1766800000000, BuyerDebriefs1766900000000, CustomScenarios1767000000000],
      configSchema: roleplayConfigSchema,
    }),
    // Account deletion (docs/accounts.md): DELETE /internal/users/:id/data removes every row of the user.
    UserDataModule.forRoot(),
  ],
  // The transcription, practice, buyer-model and progress routes come first: their fixed paths must not be read as a session id.
  controllers: [TranscriptionController, VoiceController, SessionPracticeController, BuyerDebriefController, CustomScenariosController, BuyerModelController, ProgressController, AccountExportController, RoleplaySessionsController, CallRecordingController, CallReviewsController],
  providers: [
    { provide: ROLEPLAY_CONFIG, useExisting: SERVICE_CONFIG },
    coachProvider,
    SellerProfileClient,
    RoleplaySessionsService,
    SessionHistoryService,
    SessionPracticeService,
    BuyerDebriefService,
    CustomScenariosService,
    ProgressService,
    CallReviewWorkers,
    CallReviewsService,
    { provide: TRANSCRIBER, useFactory: () => createTranscriber(process.env) },
    speechSynthesizerProvider,
    audioCoachProvider,
  ],
})
export class AppModule {}
