import {
  type AccessClaims,
  type CallReview,
  type CallReviewPage,
  type CallTranscriptPreview,
  callReviewListQuerySchema,
  callReviewPageSchema,
  callReviewSchema,
  callTranscriptPreviewOutSchema,
  callTranscriptPreviewSchema,
  createCallReviewSchema,
} from '@blindspot/contracts';
import { ApiRoute, CurrentUser, parseOrBadRequest, RateLimit, ZodBody } from '@blindspot/service-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { CallReviewIdPipe } from './call-review-id.pipe.js';
import { CallReviewsService } from './call-reviews.service.js';
import { ProTierGuard } from './pro-tier.guard.js';

/**
 * Real calls scored with the roleplay rubric. Scoring counts against the same per-user coach budget as
 * roleplay turns and completions (COACH_RATE_LIMIT_PER_MINUTE); previews, reads and deletes do not.
 */
@Controller('api/call-reviews')
export class CallReviewsController {
  constructor(private readonly reviews: CallReviewsService) {}

  @Get()
  @ApiRoute({
    summary: 'Your scored calls, newest first, one page',
    scope: 'roleplay:read',
    query: callReviewListQuerySchema,
    response: callReviewPageSchema,
  })
  list(@CurrentUser() user: AccessClaims, @Query() query: Record<string, unknown>): Promise<CallReviewPage> {
    return this.reviews.page(user.sub, parseOrBadRequest(callReviewListQuerySchema, query));
  }

  /** Declared before `:id`. */
  @Post('preview')
  @HttpCode(200)
  @UseGuards(ProTierGuard)
  @ApiRoute({
    summary: 'Read a call transcript (plain text, WebVTT or SRT): its format and speakers (Pro)',
    scope: 'roleplay:read',
    response: callTranscriptPreviewOutSchema,
    errors: { 403: 'Not on the Pro plan', 413: 'The transcript is too long', 504: 'Reading the call took too long' },
  })
  preview(
    @CurrentUser() user: AccessClaims,
    @ZodBody(callTranscriptPreviewSchema) body: z.output<typeof callTranscriptPreviewSchema>,
  ): CallTranscriptPreview {
    return this.reviews.preview(user, body.transcript);
  }

  @Get(':id')
  @ApiRoute({ summary: 'One scored call, with its transcript and feedback', scope: 'roleplay:read', response: callReviewSchema })
  get(@CurrentUser() user: AccessClaims, @Param('id', CallReviewIdPipe) id: string): Promise<CallReview> {
    return this.reviews.get(user.sub, id);
  }

  @Post()
  // Decorators apply from the bottom up, and guards run in that order: the tier first, then the budget.
  @RateLimit({ bucket: 'coach', per: 'user', limitSetting: 'COACH_RATE_LIMIT_PER_MINUTE', window: 60, what: 'coach requests' })
  @UseGuards(ProTierGuard)
  @ApiRoute({
    summary: 'Score a real call with the roleplay rubric (Pro)',
    description: 'Send the transcript, which speaker is you and the methodology; the review is kept.',
    scope: 'roleplay:write',
    response: callReviewSchema,
    errors: { 403: 'Not on the Pro plan', 413: 'The transcript is too long', 504: 'Reading the call took too long' },
  })
  create(
    @CurrentUser() user: AccessClaims,
    @ZodBody(createCallReviewSchema) body: z.output<typeof createCallReviewSchema>,
  ): Promise<CallReview> {
    return this.reviews.create(user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiRoute({ summary: 'Delete a scored call', scope: 'roleplay:write' })
  remove(@CurrentUser() user: AccessClaims, @Param('id', CallReviewIdPipe) id: string): Promise<void> {
    return this.reviews.remove(user.sub, id);
  }
}
