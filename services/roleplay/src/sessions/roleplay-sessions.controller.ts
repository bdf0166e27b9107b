import {
  type AccessClaims,
  createRoleplaySessionSchema,
  type RoleplayReply,
  type RoleplaySession,
  type RoleplaySessionPage,
  type RoleplaySessionSummary,
  type RoleplayStats,
  roleplayMessageSchema,
  roleplayReplySchema,
  roleplaySessionListQuerySchema,
  roleplaySessionListResponseSchema,
  roleplaySessionSchema,
  roleplayStatsSchema,
} from '@blindspot/contracts';
import { ApiRoute, answerChatTurn, CurrentUser, IdempotencyKey, parseOrBadRequest, RateLimit, ZodBody } from '@blindspot/service-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { coachCall } from '../coach.provider.js';
import { RoleplaySessionsService } from './roleplay-sessions.service.js';
import { SessionHistoryService } from './session-history.service.js';
import { SessionIdPipe } from './session-id.pipe.js';

/** Turns and completions put the coach to work: one budget per user (COACH_RATE_LIMIT_PER_MINUTE), shared by every instance. */
const CoachCall = () =>
  RateLimit({ bucket: 'coach', per: 'user', limitSetting: 'COACH_RATE_LIMIT_PER_MINUTE', window: 60, what: 'coach requests' });

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
  @ApiRoute({
    summary: 'List your roleplay sessions',
    description:
      'Without a query string: every session, newest first (an array). With any of `limit`, `cursor`, `q`, ' +
      '`methodology`, `scenario`, `difficulty`, `status`: one page `{items, nextCursor, total}`.',
    scope: 'roleplay:read',
    query: roleplaySessionListQuerySchema,
    response: roleplaySessionListResponseSchema,
  })
  list(
    @CurrentUser() user: AccessClaims,
    @Query() query: Record<string, unknown>,
  ): Promise<RoleplaySessionSummary[] | RoleplaySessionPage> {
    if (Object.keys(query).length === 0) return this.sessions.list(user.sub);
    return this.history.page(user.sub, parseOrBadRequest(roleplaySessionListQuerySchema, query));
  }

  /** Declared before `:id`, which would read `stats` as a (malformed) session id. */
  @Get('stats')
  @ApiRoute({
    summary: "Your roleplay figures: scored sessions, average score, saved sessions and the plan's allowance",
    scope: 'roleplay:read',
    response: roleplayStatsSchema,
  })
  stats(@CurrentUser() user: AccessClaims): Promise<RoleplayStats> {
    return this.history.stats(user);
  }

  @Get(':id')
  @ApiRoute({
    summary: 'One roleplay session, with its transcript and (once completed) its feedback',
    scope: 'roleplay:read',
    response: roleplaySessionSchema,
  })
  get(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<RoleplaySession> {
    return this.sessions.get(user.sub, id);
  }

  @Post()
  @ApiRoute({
    summary: 'Start a roleplay session',
    description:
      'The buyer and the target account are generated for the scenario and persona; the seller speaks first with `POST /api/roleplay-sessions/{id}/message`.',
    scope: 'roleplay:write',
    response: roleplaySessionSchema,
    errors: { 403: "At the plan's saved-session allowance, or a voice session on a plan without it" },
  })
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
  @ApiRoute({
    summary: 'Say something to the buyer',
    description: "The answer is the buyer's reply (and, with step-by-step guidance, a hint about your turn).",
    scope: 'roleplay:write',
    response: roleplayReplySchema,
    stream: 'With `Accept: text/event-stream`: `text` events as the reply is written, then `done` with the JSON body (or `error`)',
    idempotencyKey: true,
    errors: {
      409: 'The session is completed',
      422: 'The Idempotency-Key was used with another body',
      502: 'The coach failed',
      504: 'The coach took too long',
    },
  })
  async message(
    @CurrentUser() user: AccessClaims,
    @Param('id', SessionIdPipe) id: string,
    @ZodBody(roleplayMessageSchema) body: z.output<typeof roleplayMessageSchema>,
    @IdempotencyKey() turnId: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RoleplayReply | undefined> {
    return answerChatTurn(request, response, ({ onText, signal }) =>
      this.sessions.message(user.sub, id, body.message, { turnId, onText, signal, spoken: body.spoken }),
    );
  }

  @Post(':id/complete')
  @HttpCode(200)
  @CoachCall()
  @ApiRoute({
    summary: 'End the session and score it',
    description:
      'Scores the transcript out of 10 with what went well, what was missed and a key takeaway. Completing a completed session answers it again.',
    scope: 'roleplay:write',
    response: roleplaySessionSchema,
    errors: { 502: 'The coach failed', 504: 'The coach took too long' },
  })
  complete(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<RoleplaySession> {
    return coachCall(() => this.sessions.complete(user.sub, id));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiRoute({ summary: 'Delete a roleplay session', scope: 'roleplay:write' })
  remove(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<void> {
    return this.sessions.remove(user.sub, id);
  }
}
