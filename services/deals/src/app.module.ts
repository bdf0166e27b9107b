import { ServiceKitModule, UserDataModule } from '@blindspot/service-kit';
import { Module } from '@nestjs/common';
import { AnalysesModule } from './analyses/analyses.module.js';
import { DEALS_CONFIG, dealsConfigSchema } from './config.js';
import { DealsSchema1763840000000 } from './migrations/1763840000000-deals-schema.js';
import { DealCoverage1763900000000 } from './migrations/1763900000000-deal-coverage.js';
import { ChatTurns1764920000000 } from './migrations/1764920000000-chat-turns.js';
import { DealHistoryIndex1765000000000 } from './migrations/1765000000000-deal-history-index.js';
import { DealElementGaps1766800000000 } from './migrations/1766800000000-deal-element-gaps.js';
import { UsageModule } from './usage/usage.module.js';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'deals',
      migrations: [
        DealsSchema1763840000000,
        DealCoverage1763900000000,
        ChatTurns1764920000000,
        DealHistoryIndex1765000000000,
        DealElementGaps1766800000000,
      ],
      configSchema: dealsConfigSchema,
      configToken: DEALS_CONFIG,
    }),
    // Account deletion (docs/accounts.md): DELETE /internal/users/:id/data removes every row of the user.
    UserDataModule.forRoot(),
    AnalysesModule,
    UsageModule,
  ],
})
export class AppModule {}
