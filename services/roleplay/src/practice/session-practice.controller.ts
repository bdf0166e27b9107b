import {
  createDealDrillSchema, dealDrillListQuerySchema, retrySessionSchema, type AccessClaims, type DealDrillProgress, type DealDrillSummary,
  type RoleplayMethodologyScores, type RoleplaySession, type SessionAttempts,
} from '@blindspot/contracts';
import { CurrentUser, parseOrBadRequest, ZodBody } from '@blindspot/service-kit';
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
  createDrill(
    @CurrentUser() user: AccessClaims,
    @ZodBody(createDealDrillSchema) body: z.output<typeof createDealDrillSchema>,
  ): Promise<RoleplaySession> {
    return this.practice.createDrill(user, body);
  }

  /** The drills of one analysis (`?dealAnalysisId=`), newest first. */
  @Get('drills')
  drills(@CurrentUser() user: AccessClaims, @Query() query: Record<string, unknown>): Promise<DealDrillSummary[]> {
    return this.practice.drills(user.sub, parseOrBadRequest(dealDrillListQuerySchema, query).dealAnalysisId);
  }

  /** A drill's goals, closed or open, from its transcript so far. */
  @Get(':id/drill-goals')
  drillGoals(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<DealDrillProgress> {
    return this.practice.drillGoals(user.sub, id);
  }

  /** The completed session's transcript scored by the rubric under every methodology. */
  @Get(':id/methodology-scores')
  methodologyScores(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<RoleplayMethodologyScores> {
    return this.practice.methodologyScores(user.sub, id);
  }

  /** 201 and the new session, retried from the seller turn at `messageIndex` of this one's transcript. */
  @Post(':id/retry')
  retry(
    @CurrentUser() user: AccessClaims,
    @Param('id', SessionIdPipe) id: string,
    @ZodBody(retrySessionSchema) body: z.output<typeof retrySessionSchema>,
  ): Promise<RoleplaySession> {
    return this.practice.retry(user, id, body.messageIndex);
  }

  /** The tries at the same moment: the origin and its retries, with their scores. */
  @Get(':id/attempts')
  attempts(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<SessionAttempts> {
    return this.practice.attempts(user.sub, id);
  }
}
