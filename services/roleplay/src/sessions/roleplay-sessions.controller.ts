import {
  chatMessageSchema, createRoleplaySessionSchema, roleplaySessionListQuerySchema, type AccessClaims, type RoleplayReply,
  type RoleplaySession, type RoleplaySessionPage, type RoleplaySessionSummary, type RoleplayStats,
} from '@blindspot/contracts';
import { answerChatTurn, CurrentUser, IdempotencyKey, parseOrBadRequest, RateLimit, ZodBody } from '@blindspot/service-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { coachCall } from '../coach.provider.js';
import { RoleplaySessionsService } from './roleplay-sessions.service.js';
import { SessionHistoryService } from './session-history.service.js';
import { SessionIdPipe } from './session-id.pipe.js';

/** Turns and completions put the coach to work: one budget per user (COACH_RATE_LIMIT_PER_MINUTE), shared by every instance. */
const CoachCall = () => RateLimit({ bucket: 'coach', per: 'user', limitSetting: 'COACH_RATE_LIMIT_PER_MINUTE', window: 60, what: 'coach requests' });

@Controller('api/roleplay-sessions')
export class RoleplaySessionsController {
  constructor(
    private readonly sessions: RoleplaySessionsService,
    private readonly history: SessionHistoryService,
  ) {}

  /**
   * Without a query string, every session as a list (the original shape, kept for its callers). With any
   * of `limit`, `cursor`, `q`, `methodology`, `scenario`, `difficulty`, `status`: one page `{items, nextCursor, total}`.
   */
  @Get()
  list(@CurrentUser() user: AccessClaims, @Query() query: Record<string, unknown>): Promise<RoleplaySessionSummary[] | RoleplaySessionPage> {
    if (Object.keys(query).length === 0) return this.sessions.list(user.sub);
    return this.history.page(user.sub, parseOrBadRequest(roleplaySessionListQuerySchema, query));
  }

  /** Declared before `:id`, which would read `stats` as a (malformed) session id. */
  @Get('stats')
  stats(@CurrentUser() user: AccessClaims): Promise<RoleplayStats> {
    return this.history.stats(user);
  }

  @Get(':id')
  get(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<RoleplaySession> {
    return this.sessions.get(user.sub, id);
  }

  @Post()
  create(
    @CurrentUser() user: AccessClaims,
    @ZodBody(createRoleplaySessionSchema) body: z.output<typeof createRoleplaySessionSchema>,
  ): Promise<RoleplaySession> {
    return this.sessions.create(user, body);
  }

  /**
   * JSON by default; server-sent events (`text` chunks, then `done` with the reply) with `Accept: text/event-stream`.
   * With an `Idempotency-Key` (one per turn, the same on a retry) the turn is stored once and a retry gets the stored reply.
   */
  @Post(':id/message')
  @HttpCode(200)
  @CoachCall()
  async message(
    @CurrentUser() user: AccessClaims,
    @Param('id', SessionIdPipe) id: string,
    @ZodBody(chatMessageSchema) body: z.output<typeof chatMessageSchema>,
    @IdempotencyKey() turnId: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RoleplayReply | void> {
    return answerChatTurn(request, response, ({ onText, signal }) => this.sessions.message(user.sub, id, body.message, { turnId, onText, signal }));
  }

  @Post(':id/complete')
  @HttpCode(200)
  @CoachCall()
  complete(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<RoleplaySession> {
    return coachCall(() => this.sessions.complete(user.sub, id));
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<void> {
    return this.sessions.remove(user.sub, id);
  }
}
