// Real calls scored with the roleplay rubric: a transcript the seller had is read (plain text, WebVTT,
// SRT), their turns are scored exactly as a finished roleplay's are, and the review is kept per user.
// Pro only when created (the Pro card's "Call recording upload and analysis"); a seller's own reviews
// stay readable and deletable on any plan.

import { randomUUID } from 'node:crypto';
import {
  assertTranscriptSize,
  measureDelivery,
  previewCallTranscript,
  TranscriptError,
  type TranscriptProblem,
  timeCallTurns,
} from '@blindspot/coach';
import {
  type AccessClaims,
  CALL_REVIEW_PRO_MESSAGE,
  type CallReview,
  type CallReviewPage,
  type CallTranscriptFormat,
  type CallTranscriptPreview,
  type callReviewListQuerySchema,
  type createCallReviewSchema,
  type MethodologyId,
  tierRank,
} from '@blindspot/contracts';
import { decodeCursor, encodeCursor, keysetTimestamp } from '@blindspot/service-kit';
import { BadRequestException, ForbiddenException, HttpException, HttpStatus, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import type { z } from 'zod';
import { CallReviewEntity } from './call-review.entity.js';
import { callReviewNotFound } from './call-review-id.pipe.js';
import { CallReviewWorkers } from './call-review-workers.js';

type CreateInput = z.output<typeof createCallReviewSchema>;
type ListQuery = z.output<typeof callReviewListQuerySchema>;

/** Too big is a 413; every other problem with the transcript or the speaker is a 400 naming it. */
const PROBLEM_STATUS: Record<TranscriptProblem, HttpStatus> = {
  empty: HttpStatus.BAD_REQUEST,
  'too-large': HttpStatus.PAYLOAD_TOO_LARGE,
  'too-many-turns': HttpStatus.PAYLOAD_TOO_LARGE,
  'no-speakers': HttpStatus.BAD_REQUEST,
  'one-speaker': HttpStatus.BAD_REQUEST,
  'seller-not-found': HttpStatus.BAD_REQUEST,
};

function problemException(problem: TranscriptProblem, message: string): HttpException {
  if (PROBLEM_STATUS[problem] === HttpStatus.PAYLOAD_TOO_LARGE) return new PayloadTooLargeException(message);
  return new BadRequestException(message);
}

interface SummaryRow {
  id: string;
  title: string | null;
  methodology: MethodologyId;
  format: CallTranscriptFormat;
  seller_speaker: string;
  other_speakers: string[];
  turn_count: number;
  score: number;
  created_at: Date;
  keyset_at: string;
}

@Injectable()
export class CallReviewsService {
  private readonly reviews: Repository<CallReviewEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly workers: CallReviewWorkers,
  ) {
    this.reviews = dataSource.getRepository(CallReviewEntity);
  }

  /** The speakers and format of a transcript, so the seller can say which speaker is them. Nothing is stored. */
  preview(user: AccessClaims, transcript: string): CallTranscriptPreview {
    requirePro(user);
    // A review usually follows: have its thread ready by then.
    this.workers.prepare();
    try {
      return previewCallTranscript(transcript);
    } catch (error) {
      if (error instanceof TranscriptError) throw problemException(error.problem, error.message);
      throw error;
    }
  }

  async create(user: AccessClaims, input: CreateInput): Promise<CallReview> {
    requirePro(user);
    try {
      // Checked here too, so an oversized text is never copied to a worker thread.
      assertTranscriptSize(input.transcript);
    } catch (error) {
      if (error instanceof TranscriptError) throw problemException(error.problem, error.message);
      throw error;
    }
    const outcome = await this.workers.run({
      kind: 'score',
      input: { transcript: input.transcript, sellerSpeaker: input.sellerSpeaker, methodology: input.methodology },
    });
    if (outcome.ok === 'warm') throw new Error('a call review thread answered a score with a warm-up');
    if (!outcome.ok) throw problemException(outcome.problem, outcome.message);
    const { scored } = outcome;
    const row = await this.reviews.save(
      this.reviews.create({
        id: randomUUID(),
        userId: user.sub,
        title: input.title ?? null,
        methodology: input.methodology,
        format: scored.format,
        sellerSpeaker: scored.sellerSpeaker,
        otherSpeakers: scored.otherSpeakers,
        // Times from the cues, when the transcript has them: delivery is measured from them.
        turns: timeCallTurns(input.transcript, scored.turns),
        turnCount: scored.turns.length,
        score: scored.result.score,
        didWell: scored.result.didWell,
        missed: scored.result.missed,
        keyTakeaway: scored.result.keyTakeaway,
        rubric: scored.result.rubric,
      }),
    );
    return toReview(row);
  }

  /** One page of the user's reviews, newest first, from the covering index. */
  async page(userId: string, query: ListQuery): Promise<CallReviewPage> {
    const params: unknown[] = [userId];
    let where = 'user_id = $1';
    if (query.cursor) {
      const after = decodeCursor(query.cursor);
      params.push(after.createdAt, after.id);
      where += ` AND (created_at, id) < ($2::timestamptz, $3::uuid)`;
    }
    params.push(query.limit + 1);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<SummaryRow[]>(
        `SELECT id, title, methodology, format, seller_speaker, other_speakers, turn_count, score, created_at, ${keysetTimestamp('created_at')} AS keyset_at
         FROM call_reviews WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
        params,
      ),
      this.dataSource.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM call_reviews WHERE user_id = $1`, [userId]),
    ]);
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return {
      items: items.map((row) => ({
        id: row.id,
        title: row.title,
        methodology: row.methodology,
        format: row.format,
        sellerSpeaker: row.seller_speaker,
        otherSpeakers: row.other_speakers,
        turnCount: row.turn_count,
        score: row.score,
        createdAt: row.created_at.toISOString(),
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.keyset_at, id: last.id }) : null,
      total,
    };
  }

  /** Every review of the user, whole, newest first: "Download my data" (docs/accounts.md). */
  async exportAll(userId: string): Promise<CallReview[]> {
    const rows = await this.reviews.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toReview);
  }

  /** Another user's review is a 404, exactly like a missing one. */
  async get(userId: string, id: string): Promise<CallReview> {
    const row = await this.reviews.findOneBy({ id, userId });
    if (!row) throw callReviewNotFound();
    return toReview(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    const { affected } = await this.reviews.delete({ id, userId });
    if (!affected) throw callReviewNotFound();
  }
}

/** The tier comes from the access token, as for audio roleplay. */
function requirePro(user: AccessClaims): void {
  if (tierRank(user.tier) < tierRank('pro')) throw new ForbiddenException(CALL_REVIEW_PRO_MESSAGE);
}

function toReview(row: CallReviewEntity): CallReview {
  return {
    id: row.id,
    title: row.title,
    methodology: row.methodology,
    format: row.format,
    sellerSpeaker: row.sellerSpeaker,
    otherSpeakers: row.otherSpeakers,
    turns: row.turns,
    score: row.score,
    didWell: row.didWell,
    missed: row.missed,
    keyTakeaway: row.keyTakeaway,
    rubric: row.rubric,
    delivery: measureDelivery(row.turns),
    createdAt: row.createdAt.toISOString(),
  };
}
