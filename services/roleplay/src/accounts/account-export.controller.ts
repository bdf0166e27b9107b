import { type AccessClaims, type RoleplayExport, roleplayExportSchema } from '@blindspot/contracts';
import { ApiRoute, CurrentUser } from '@blindspot/service-kit';
import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CallReviewsService } from '../call-reviews/call-reviews.service.js';
import { RoleplaySessionEntity } from '../sessions/roleplay-session.entity.js';
import { toSession } from '../sessions/roleplay-sessions.service.js';

/** Registered before the sessions' controller: `export` must not be read as a session id. */
@Controller('api/roleplay-sessions')
export class AccountExportController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly callReviews: CallReviewsService,
  ) {}

  /** "Download my data" (docs/accounts.md): every session and every scored call, whole, newest first. */
  @Get('export')
  @ApiRoute({
    summary: 'Every one of your roleplay sessions and scored calls, whole (transcripts, feedback, rubric)',
    scope: 'roleplay:read',
    response: roleplayExportSchema,
  })
  async exportAll(@CurrentUser() user: AccessClaims): Promise<RoleplayExport> {
    const [sessions, callReviews] = await Promise.all([
      this.dataSource.getRepository(RoleplaySessionEntity).find({ where: { userId: user.sub }, order: { createdAt: 'DESC', id: 'DESC' } }),
      this.callReviews.exportAll(user.sub),
    ]);
    return { sessions: sessions.map(toSession), callReviews };
  }
}
