import type { AccessClaims, RoleplayMethodologyScores } from '@blindspot/contracts';
import { CurrentUser } from '@blindspot/service-kit';
import { Controller, Get, Param } from '@nestjs/common';
import { SessionIdPipe } from '../sessions/session-id.pipe.js';
import { SessionPracticeService } from './session-practice.service.js';

/**
 * Practising from sessions that already happened. Registered before the sessions controller, so its
 * fixed paths are never read as a session id.
 */
@Controller('api/roleplay-sessions')
export class SessionPracticeController {
  constructor(private readonly practice: SessionPracticeService) {}

  /** The completed session's transcript scored by the rubric under every methodology. */
  @Get(':id/methodology-scores')
  methodologyScores(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<RoleplayMethodologyScores> {
    return this.practice.methodologyScores(user.sub, id);
  }
}
