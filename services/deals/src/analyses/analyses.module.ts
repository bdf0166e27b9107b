import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CoachModule } from '../coach.module.js';
import { UsageModule } from '../usage/usage.module.js';
import { DealAnalysesController } from './deal-analyses.controller.js';
import { DealAnalysesService } from './deal-analyses.service.js';
import { DealAnalysisEntity } from './deal-analysis.entity.js';

/** Deal analyses and their coach chat. */
@Module({
  imports: [TypeOrmModule.forFeature([DealAnalysisEntity]), CoachModule, UsageModule],
  controllers: [DealAnalysesController],
  providers: [DealAnalysesService],
})
export class AnalysesModule {}
