import {
  callReviewListQuerySchema, callTranscriptPreviewSchema, createCallReviewSchema, type AccessClaims, type CallReview, type CallReviewPage,
  type CallTranscriptPreview,
} from '@blindspot/contracts';
import { CurrentUser, parseOrBadRequest, RateLimit, ZodBody } from '@blindspot/service-kit';
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
  list(@CurrentUser() user: AccessClaims, @Query() query: Record<string, unknown>): Promise<CallReviewPage> {
    return this.reviews.page(user.sub, parseOrBadRequest(callReviewListQuerySchema, query));
  }

  /** Declared before `:id`. */
  @Post('preview')
  @HttpCode(200)
  @UseGuards(ProTierGuard)
  preview(
    @CurrentUser() user: AccessClaims,
    @ZodBody(callTranscriptPreviewSchema) body: z.output<typeof callTranscriptPreviewSchema>,
  ): CallTranscriptPreview {
    return this.reviews.preview(user, body.transcript);
  }

  @Get(':id')
  get(@CurrentUser() user: AccessClaims, @Param('id', CallReviewIdPipe) id: string): Promise<CallReview> {
    return this.reviews.get(user.sub, id);
  }

  @Post()
  // Decorators apply from the bottom up, and guards run in that order: the tier first, then the budget.
  @RateLimit({ bucket: 'coach', per: 'user', limitSetting: 'COACH_RATE_LIMIT_PER_MINUTE', window: 60, what: 'coach requests' })
  @UseGuards(ProTierGuard)
  create(@CurrentUser() user: AccessClaims, @ZodBody(createCallReviewSchema) body: z.output<typeof createCallReviewSchema>): Promise<CallReview> {
    return this.reviews.create(user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: AccessClaims, @Param('id', CallReviewIdPipe) id: string): Promise<void> {
    return this.reviews.remove(user.sub, id);
  }
}
