import { ServiceKitModule, UserDataModule } from '@blindspot/service-kit';
import { Module } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module.js';
import { BuyerModelModule } from './buyer-model/buyer-model.module.js';
import { CallReviewsModule } from './call-reviews/call-reviews.module.js';
import { ROLEPLAY_CONFIG, roleplayConfigSchema } from './config.js';
import { CustomScenariosModule } from './custom-scenarios/custom-scenarios.module.js';
import { DebriefModule } from './debrief/debrief.module.js';
import { RoleplaySchema1763830000000 } from './migrations/1763830000000-roleplay-schema.js';
import { RoleplayTurns1764930000000 } from './migrations/1764930000000-roleplay-turns.js';
import { RoleplayHistory1765000000000 } from './migrations/1765000000000-roleplay-history.js';
import { CallReviews1766500000000 } from './migrations/1766500000000-call-reviews.js';
import { SessionRetries1766600000000 } from './migrations/1766600000000-session-retries.js';
import { DealDrills1766700000000 } from './migrations/1766700000000-deal-drills.js';
import { SessionProgress1766800000000 } from './migrations/1766800000000-session-progress.js';
import { BuyerDebriefs1766900000000 } from './migrations/1766900000000-buyer-debriefs.js';
import { CustomScenarios1767000000000 } from './migrations/1767000000000-custom-scenarios.js';
import { PracticeModule } from './practice/practice.module.js';
import { ProgressModule } from './progress/progress.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { TranscriptionModule } from './transcription/transcription.module.js';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'roleplay',
      migrations: [
        RoleplaySchema1763830000000,
        RoleplayTurns1764930000000,
        RoleplayHistory1765000000000,
        CallReviews1766500000000,
        SessionRetries1766600000000,
        DealDrills1766700000000,
        SessionProgress1766800000000,
        BuyerDebriefs1766900000000,
        CustomScenarios1767000000000,
      ],
      configSchema: roleplayConfigSchema,
      configToken: ROLEPLAY_CONFIG,
    }),
    // Account deletion (docs/accounts.md): DELETE /internal/users/:id/data removes every row of the user.
    UserDataModule.forRoot(),
    // Order matters. Several modules serve fixed paths under /api/roleplay-sessions (export, progress, drills,
    // buyer-model, custom-scenarios, transcription, voice) that SessionsModule's `:id` routes would also match,
    // and Nest registers a module's routes when it first meets the module, depth first through its imports.
    // So every module with such a path comes before SessionsModule is first imported (TranscriptionModule and
    // CallReviewsModule import it; AccountsModule imports CallReviewsModule), and no module above imports it.
    BuyerModelModule,
    ProgressModule,
    PracticeModule,
    CustomScenariosModule,
    DebriefModule,
    AccountsModule,
    CallReviewsModule,
    TranscriptionModule,
    SessionsModule,
  ],
})
export class AppModule {}
