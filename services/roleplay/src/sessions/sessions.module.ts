import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CoachModule } from '../coach.module.js';
import { SellerProfileModule } from '../seller-profile/seller-profile.module.js';
import { AUDIO_COACH, audioCoachProvider } from './audio-coach.provider.js';
import { RoleplaySessionEntity } from './roleplay-session.entity.js';
import { RoleplaySessionsController } from './roleplay-sessions.controller.js';
import { RoleplaySessionsService } from './roleplay-sessions.service.js';
import { SessionHistoryService } from './session-history.service.js';

/** Roleplay sessions: start, turns, completion and scoring, the history. */
@Module({
  imports: [TypeOrmModule.forFeature([RoleplaySessionEntity]), CoachModule, SellerProfileModule],
  controllers: [RoleplaySessionsController],
  providers: [RoleplaySessionsService, SessionHistoryService, audioCoachProvider],
  exports: [RoleplaySessionsService, AUDIO_COACH],
})
export class SessionsModule {}
