import {
  type AccessClaims,
  createDealDrillSchema,
  type DealDrillProgress,
  type DealDrillSummary,
  dealDrillListQuerySchema,
  dealDrillProgressSchema,
  dealDrillSummaryListSchema,
  type RoleplayMethodologyScores,
  type RoleplaySession,
  retrySessionSchema,
  roleplayMethodologyScoresSchema,
  roleplaySessionSchema,
  type SessionAttempts,
  sessionAttemptsSchema,
} from '@blindspot/contracts';
import { ApiRoute, CurrentUser, parseOrBadRequest, ZodBody } from '@blindspot/service-kit';
import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import type { z } from 'zod';
import { SessionIdPipe } from '../sessions/session-id.pipe.js';
import { SessionPracticeService } from './session-practice.service.js';

/**
 * Practising from sessions that already happened. Registered before the sessions controller, so its
 * fixed paths are never read as a session id.
 */
@Controller('api/roleplay-sessions')
export class SessionPracticeController {
  constructor(private readonly practice: SessionPracticeService) {}

  /** 201 and a new session: a drill built from the deal analysis in the body. */
  @Post('drills')
  @ApiRoute({
    summary: 'Start a drill from one of your deal analyses',
    description:
      'A roleplay whose buyer comes from the deal (its people, competitors and facts) and whose goals are ' +
      "the analysis's gaps. Everything it needs is copied into the session.",
    scope: 'roleplay:write',
    response: roleplaySessionSchema,
    errors: { 403: "At the plan's saved-session allowance" },
  })
  createDrill(
    @CurrentUser() user: AccessClaims,
    @ZodBody(createDealDrillSchema) body: z.output<typeof createDealDrillSchema>,
  ): Promise<RoleplaySession> {
    return this.practice.createDrill(user, body);
  }

  /** The drills of one analysis (`?dealAnalysisId=`), newest first. */
  @Get('drills')
  @ApiRoute({
    summary: 'The drills started from one deal analysis, newest first',
    scope: 'roleplay:read',
    query: dealDrillListQuerySchema,
    response: dealDrillSummaryListSchema,
  })
  drills(@CurrentUser() user: AccessClaims, @Query() query: Record<string, unknown>): Promise<DealDrillSummary[]> {
    return this.practice.drills(user.sub, parseOrBadRequest(dealDrillListQuerySchema, query).dealAnalysisId);
  }

  /** A drill's goals, closed or open, from its transcript so far. */
  @Get(':id/drill-goals')
  @ApiRoute({
    summary: "A drill's goals, closed or open, from its transcript so far",
    scope: 'roleplay:read',
    response: dealDrillProgressSchema,
  })
  drillGoals(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<DealDrillProgress> {
    return this.practice.drillGoals(user.sub, id);
  }

  /** The completed session's transcript scored by the rubric under every methodology. */
  @Get(':id/methodology-scores')
  @ApiRoute({
    summary: 'A completed session scored by the rubric under every methodology',
    scope: 'roleplay:read',
    response: roleplayMethodologyScoresSchema,
    errors: { 409: 'The session is not completed yet' },
  })
  methodologyScores(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<RoleplayMethodologyScores> {
    return this.practice.methodologyScores(user.sub, id);
  }

  /** 201 and the new session, retried from the seller turn at `messageIndex` of this one's transcript. */
  @Post(':id/retry')
  @ApiRoute({
    summary: 'Retry a session from one of its seller turns',
    description: 'A new session with the same buyer and the transcript up to (not including) the seller turn at `messageIndex`.',
    scope: 'roleplay:write',
    response: roleplaySessionSchema,
    errors: { 403: "At the plan's saved-session allowance" },
  })
  retry(
    @CurrentUser() user: AccessClaims,
    @Param('id', SessionIdPipe) id: string,
    @ZodBody(retrySessionSchema) body: z.output<typeof retrySessionSchema>,
  ): Promise<RoleplaySession> {
    return this.practice.retry(user, id, body.messageIndex);
  }

  /** The tries at the same moment: the origin and its retries, with their scores. */
  @Get(':id/attempts')
  @ApiRoute({
    summary: 'The tries at the same moment: the origin and its retries, with their scores',
    scope: 'roleplay:read',
    response: sessionAttemptsSchema,
  })
  attempts(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<SessionAttempts> {
    return this.practice.attempts(user.sub, id);
  }
}
