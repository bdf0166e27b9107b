import {
  type AccessClaims,
  addDealLearningsSchema,
  chatMessageSchema,
  createDealAnalysisSchema,
  type DealAnalysesExport,
  type DealAnalysis,
  type DealAnalysisPage,
  type DealAnalysisSummary,
  type DealMessagesResponse,
  type DealProgress,
  dealAnalysesExportSchema,
  dealAnalysisListQuerySchema,
  dealAnalysisListResponseSchema,
  dealAnalysisSchema,
  dealMessagesResponseSchema,
  dealProgressSchema,
  FREE_LIMIT_MESSAGE,
  PROGRESS_PRO_MESSAGE,
  tierRank,
} from '@blindspot/contracts';
import { ApiRoute, answerChatTurn, CurrentUser, IdempotencyKey, parseOrBadRequest, RateLimit, ZodBody } from '@blindspot/service-kit';
import {
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  type PipeTransform,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { DealAnalysesService } from './deal-analyses.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name an analysis: 404, like a missing one. */
class AnalysisIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new NotFoundException('Deal analysis not found');
    return value.toLowerCase();
  }
}

/** Every call that puts the coach to work counts against one budget per user (COACH_RATE_LIMIT_PER_MINUTE). */
const CoachCall = () =>
  RateLimit({ bucket: 'coach', per: 'user', limitSetting: 'COACH_RATE_LIMIT_PER_MINUTE', window: 60, what: 'coach requests' });

@Controller('api/deal-analyses')
export class DealAnalysesController {
  constructor(private readonly analyses: DealAnalysesService) {}

  /**
   * Without a query string, every analysis as a list (the original shape, kept for its callers). With any
   * of `limit`, `cursor`, `q`, `methodology`, `stage`: one page `{items, nextCursor, total}`.
   */
  @Get()
  @ApiRoute({
    summary: 'List your deal analyses',
    description:
      'Without a query string: every analysis, newest first (an array). With any of `limit`, `cursor`, `q`, ' +
      '`methodology`, `stage`: one page `{items, nextCursor, total}`.',
    scope: 'deals:read',
    query: dealAnalysisListQuerySchema,
    response: dealAnalysisListResponseSchema,
  })
  list(@CurrentUser() user: AccessClaims, @Query() query: Record<string, unknown>): Promise<DealAnalysisSummary[] | DealAnalysisPage> {
    if (Object.keys(query).length === 0) return this.analyses.list(user.sub);
    return this.analyses.page(user.sub, parseOrBadRequest(dealAnalysisListQuerySchema, query));
  }

  /** Declared before `:id`. "Download my data" (docs/accounts.md). */
  @Get('export')
  @ApiRoute({
    summary: 'Every one of your deal analyses, whole (notes, chat, checklist)',
    scope: 'deals:read',
    response: dealAnalysesExportSchema,
  })
  async exportAll(@CurrentUser() user: AccessClaims): Promise<DealAnalysesExport> {
    return { analyses: await this.analyses.exportAll(user.sub) };
  }

  /** Declared before `:id`. Pro's analytics dashboard (docs/product.md#progress): the tier comes from the access token. */
  @Get('progress')
  @ApiRoute({
    summary: 'The methodology elements most often missing from your deals',
    description:
      'Per element, how many of your analyses have it covered, not confirmed or missing (from each ' +
      "analysis's coverage checklist), most often missing first. Pro plan.",
    scope: 'deals:read',
    response: dealProgressSchema,
    errors: { 403: 'Below the Pro plan' },
  })
  progress(@CurrentUser() user: AccessClaims): Promise<DealProgress> {
    if (tierRank(user.tier) < tierRank('pro')) throw new ForbiddenException(PROGRESS_PRO_MESSAGE);
    return this.analyses.progress(user.sub);
  }

  @Get(':id')
  @ApiRoute({ summary: 'One deal analysis, with its chat and coverage', scope: 'deals:read', response: dealAnalysisSchema })
  get(@CurrentUser() user: AccessClaims, @Param('id', AnalysisIdPipe) id: string): Promise<DealAnalysis> {
    return this.analyses.get(user.sub, id);
  }

  @Post()
  @CoachCall()
  @ApiRoute({
    summary: 'Create a deal analysis',
    description:
      "Stores the deal; the coach's first reply comes from `POST /api/deal-analyses/{id}/message`. Counts against the monthly allowance (Free: 3).",
    scope: 'deals:write',
    response: dealAnalysisSchema,
    errors: { 403: FREE_LIMIT_MESSAGE },
  })
  create(
    @CurrentUser() user: AccessClaims,
    @ZodBody(createDealAnalysisSchema) body: z.output<typeof createDealAnalysisSchema>,
  ): Promise<DealAnalysis> {
    return this.analyses.create(user, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiRoute({ summary: 'Delete a deal analysis', scope: 'deals:write' })
  remove(@CurrentUser() user: AccessClaims, @Param('id', AnalysisIdPipe) id: string): Promise<void> {
    return this.analyses.remove(user.sub, id);
  }

  @Post(':id/learnings')
  @HttpCode(HttpStatus.OK)
  @CoachCall()
  @ApiRoute({
    summary: 'Add what a practice drill uncovered to the deal',
    description:
      'Appends the findings under a line naming the practice session (once per session) and reads the notes ' +
      'again: the answer is the analysis with its new notes and coverage.',
    scope: 'deals:write',
    response: dealAnalysisSchema,
    errors: { 400: 'Bad findings, or notes that would pass 20,000 characters', 502: 'The coach failed', 504: 'The coach took too long' },
  })
  addLearnings(
    @CurrentUser() user: AccessClaims,
    @Param('id', AnalysisIdPipe) id: string,
    @ZodBody(addDealLearningsSchema) body: z.output<typeof addDealLearningsSchema>,
  ): Promise<DealAnalysis> {
    return this.analyses.addLearnings(user.sub, id, body);
  }

  /**
   * JSON `{messages, coach}` by default. With `Accept: text/event-stream`: server-sent events, `text`
   * events ({text}) as the reply is written, then `done` with the JSON body, or `error` with the error
   * body when the coach fails after the stream began (before that, errors are ordinary JSON responses).
   * With an `Idempotency-Key` (one per message, the same on a retry) the turn is stored once: a retry
   * gets the stored reply, streamed the same way.
   */
  @Post(':id/message')
  @HttpCode(HttpStatus.OK)
  @CoachCall()
  @ApiRoute({
    summary: 'Send a message to the coach about the deal',
    description: "The coach's reply is added to the chat; the answer is the whole chat.",
    scope: 'deals:write',
    response: dealMessagesResponseSchema,
    stream: 'With `Accept: text/event-stream`: `text` events ({text}) as the reply is written, then `done` with the JSON body (or `error`)',
    idempotencyKey: true,
    errors: { 422: 'The Idempotency-Key was used with another body', 502: 'The coach failed', 504: 'The coach took too long' },
  })
  async message(
    @CurrentUser() user: AccessClaims,
    @Param('id', AnalysisIdPipe) id: string,
    @ZodBody(chatMessageSchema) body: z.output<typeof chatMessageSchema>,
    @IdempotencyKey() turnId: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DealMessagesResponse | undefined> {
    return answerChatTurn(request, response, ({ onText, signal }) =>
      this.analyses.reply(user.sub, id, body.message, { turnId, onText, signal }),
    );
  }
}
