// Deal analyses and their coach chat. Every query is scoped by the token's user id, so another user's
// analysis is simply not found (404).

import { randomUUID } from 'node:crypto';
import { CoachError, type CoachProvider, type DealContext, fetchSellerProfile } from '@blindspot/coach';
import {
  type AccessClaims,
  type AddDealLearningsInput,
  type ChatMessage,
  type CoachName,
  type createDealAnalysisSchema,
  type DealAnalysis,
  type DealAnalysisPage,
  type DealAnalysisSummary,
  type DealCoverage,
  type DealMessagesResponse,
  type DealProgress,
  type dealAnalysisListQuerySchema,
  FREE_LIMIT_MESSAGE,
  MAX_DEAL_NOTES,
  type MethodologyId,
  type Stage,
} from '@blindspot/contracts';
import { containsPattern, keysetPage, ListFilter } from '@blindspot/service-kit';
import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { z } from 'zod';
import { COACH } from '../coach.provider.js';
import { DEALS_CONFIG, type DealsConfig } from '../config.js';
import { UsageService } from '../usage/usage.service.js';
import { DealAnalysisEntity } from './deal-analysis.entity.js';
import { readDealProgress } from './deal-progress.js';

type CreateInput = z.output<typeof createDealAnalysisSchema>;
type ListQuery = z.output<typeof dealAnalysisListQuerySchema>;

interface SummaryRow {
  id: string;
  deal_name: string | null;
  prospect_names: string | null;
  deal_size: string | null;
  stage: Stage | null;
  methodology: MethodologyId;
  created_at: Date;
}

const NOT_FOUND = 'Deal analysis not found';

@Injectable()
export class DealAnalysesService {
  private readonly logger = new Logger(DealAnalysesService.name);
  private readonly analyses: Repository<DealAnalysisEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly usage: UsageService,
    @Inject(COACH) private readonly coach: CoachProvider,
    @Inject(DEALS_CONFIG) private readonly config: DealsConfig,
  ) {
    this.analyses = dataSource.getRepository(DealAnalysisEntity);
  }

  /** Every analysis of the user, whole, newest first: "Download my data" (docs/accounts.md). */
  async exportAll(userId: string): Promise<DealAnalysis[]> {
    const rows = await this.analyses.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toAnalysis);
  }

  /** The elements most often missing from the seller's analyses (docs/product.md#progress). */
  progress(userId: string): Promise<DealProgress> {
    return readDealProgress(this.dataSource, userId);
  }

  async list(userId: string): Promise<DealAnalysisSummary[]> {
    const rows = await this.analyses.find({
      where: { userId },
      order: { createdAt: 'DESC' },
      select: { id: true, dealName: true, prospectNames: true, dealSize: true, stage: true, methodology: true, createdAt: true },
    });
    return rows.map((row) => ({
      id: row.id,
      dealName: row.dealName,
      prospectNames: row.prospectNames,
      dealSize: row.dealSize,
      stage: row.stage,
      methodology: row.methodology,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * One page of the user's analyses, newest first, matching the search (deal name or prospect names,
   * anywhere, any case) and filters. Keyset paging on (created_at, id), which the index
   * (user_id, created_at DESC, id DESC) serves in order; `total` counts every match.
   */
  async page(userId: string, query: ListQuery): Promise<DealAnalysisPage> {
    const filter = new ListFilter(userId);
    if (query.q) {
      const pattern = filter.bind(containsPattern(query.q));
      filter.where(`(deal_name ILIKE ${pattern} OR prospect_names ILIKE ${pattern})`);
    }
    if (query.methodology) filter.where(`methodology = ${filter.bind(query.methodology)}`);
    if (query.stage) filter.where(`stage = ${filter.bind(query.stage)}`);
    const { rows, nextCursor, total } = await keysetPage<SummaryRow>(this.dataSource, {
      table: 'deal_analyses',
      columns: 'id, deal_name, prospect_names, deal_size, stage, methodology, created_at',
      filter,
      cursor: query.cursor,
      limit: query.limit,
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        dealName: row.deal_name,
        prospectNames: row.prospect_names,
        dealSize: row.deal_size,
        stage: row.stage,
        methodology: row.methodology,
        createdAt: row.created_at.toISOString(),
      })),
      nextCursor,
      total,
    };
  }

  async get(userId: string, id: string): Promise<DealAnalysis> {
    return toAnalysis(await this.find(userId, id));
  }

  async create(user: AccessClaims, input: CreateInput): Promise<DealAnalysis> {
    const row = await this.dataSource.transaction(async (manager) => {
      if (!(await this.usage.claimAnalysis(manager, user))) throw new ForbiddenException(FREE_LIMIT_MESSAGE);
      const analysis = manager.create(DealAnalysisEntity, {
        id: randomUUID(),
        userId: user.sub,
        dealName: input.dealName ?? null,
        prospectNames: input.prospectNames ?? null,
        prospectTitles: input.prospectTitles ?? null,
        dealNotes: input.dealNotes,
        dealSize: input.dealSize ?? null,
        stage: input.stage ?? null,
        methodology: input.methodology,
        messages: [],
        coach: null,
      });
      return manager.save(analysis);
    });
    return toAnalysis(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    const result = await this.analyses.delete({ id, userId });
    if (!result.affected) throw new NotFoundException(NOT_FOUND);
  }

  /**
   * The coach's reply to a message, passed to `onText` chunk by chunk as it is written, then stored with
   * the message. The first reply on an analysis is the full analysis; later ones answer the question.
   * Nothing is stored when the coach fails, so the client can send the same message again; `signal`
   * (the client gone) stops the coach's work.
   *
   * With a `turnId` (the request's Idempotency-Key) the turn is stored once: a turn already stored under
   * that id is answered from storage (its reply passed to `onText` whole), and of two copies of one turn
   * replied to at the same time only the first to be stored is kept, the other answered with it.
   */
  async reply(
    userId: string,
    id: string,
    message: string,
    { turnId, onText, signal }: { turnId?: string; onText?: (text: string) => void; signal?: AbortSignal } = {},
  ): Promise<DealMessagesResponse> {
    const row = await this.find(userId, id);
    if (turnId) {
      const stored = await this.storedTurn(id, turnId, message);
      if (stored) {
        // Read again: the copy that stored the turn may have committed after `row` was read (same transaction
        // as its messages, so both are there now).
        const current = await this.find(userId, id);
        onText?.(stored.reply);
        return { messages: current.messages, coach: stored.coach, coverage: current.coverage };
      }
    }
    const sellerProfile = await fetchSellerProfile(
      {
        authInternalUrl: this.config.AUTH_INTERNAL_URL,
        internalToken: this.config.INTERNAL_TOKEN,
        timeoutMs: this.config.SELLER_PROFILE_TIMEOUT_MS,
      },
      userId,
      (reason) => this.logger.warn(`Seller profile of ${userId} unavailable, answering without it: ${reason}`),
    );
    const ctx: DealContext = { ...toAnalysis(row), sellerProfile };
    const hasAnalysis = row.messages.some((m) => m.role === 'assistant');
    // The first reply also reads the notes as data (the checklist), beside the prose so the first words
    // are not delayed; if only that reading fails, the prose is still stored and the page shows no checklist.
    const coverageReading = hasAnalysis
      ? Promise.resolve(null)
      : this.coach.assessDeal(ctx, { signal }).catch((error: unknown) => {
          this.logger.warn(`Coverage of analysis ${id} unavailable: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        });
    const stream = hasAnalysis
      ? this.coach.answerDealQuestion(ctx, row.messages, message, { signal })
      : this.coach.analyzeDeal(ctx, { signal });

    let reply = '';
    for await (const chunk of stream) {
      reply += chunk;
      onText?.(chunk);
    }
    if (!reply.trim()) throw new CoachError('upstream', 'The AI model returned an empty reply. Please try again.');
    const coverage = await coverageReading;

    const turn: ChatMessage[] = [
      { role: 'user', content: message },
      { role: 'assistant', content: reply },
    ];
    return this.dataSource.transaction(async (manager) => {
      if (turnId) {
        // The turn's row first: a copy of this turn stored meanwhile wins, and this reply is dropped.
        const inserted: unknown[] = await manager.query(
          `INSERT INTO deal_chat_turns (analysis_id, turn_id, message, reply, coach)
           SELECT id, $3, $4, $5, $6 FROM deal_analyses WHERE id = $1 AND user_id = $2
           ON CONFLICT (analysis_id, turn_id) DO NOTHING RETURNING 1`,
          [id, userId, turnId, message, reply, this.coach.name],
        );
        if (inserted.length === 0) {
          const [current] = await manager.query(`SELECT messages, coverage FROM deal_analyses WHERE id = $1 AND user_id = $2`, [
            id,
            userId,
          ]);
          if (!current) throw new NotFoundException(NOT_FOUND);
          const stored = await this.storedTurn(id, turnId, message, manager);
          return {
            messages: current.messages as ChatMessage[],
            coach: stored?.coach ?? this.coach.name,
            coverage: current.coverage as DealCoverage | null,
          };
        }
      }
      // Appending in SQL keeps concurrent messages from overwriting each other.
      const [updated]: [Array<{ messages: ChatMessage[]; coverage: DealCoverage | null }>, number] = await manager.query(
        `UPDATE deal_analyses SET messages = messages || $3::jsonb, coach = $4, coverage = COALESCE($5::jsonb, coverage)
         WHERE id = $1 AND user_id = $2 RETURNING messages, coverage`,
        [id, userId, JSON.stringify(turn), this.coach.name, coverage === null ? null : JSON.stringify(coverage)],
      );
      if (updated.length === 0) throw new NotFoundException(NOT_FOUND);
      return { messages: updated[0].messages, coach: this.coach.name, coverage: updated[0].coverage };
    });
  }

  /**
   * What a drill of this analysis uncovered, appended to its notes under a line naming the session, then the
   * notes read again (the coverage checklist). Once per session: the same session again answers the
   * analysis as it is. Notes that would pass their bound are a 400; nothing is stored when the reading fails.
   */
  async addLearnings(userId: string, id: string, input: AddDealLearningsInput): Promise<DealAnalysis> {
    const row = await this.find(userId, id);
    const heading = learningsHeading(input.sessionId);
    if (row.dealNotes.includes(heading)) return toAnalysis(row);
    const lines = input.findings.map((f) => `- ${f.name} (turn ${f.turn}): ${f.answer.replace(/\s+/g, ' ')}`);
    const dealNotes = `${row.dealNotes.trimEnd()}\n\n${heading}\n${lines.join('\n')}`;
    if (dealNotes.length > MAX_DEAL_NOTES) {
      throw new BadRequestException(
        `findings: the notes would be longer than ${MAX_DEAL_NOTES} characters; shorten the notes or add fewer findings`,
      );
    }
    const sellerProfile = await fetchSellerProfile(
      {
        authInternalUrl: this.config.AUTH_INTERNAL_URL,
        internalToken: this.config.INTERNAL_TOKEN,
        timeoutMs: this.config.SELLER_PROFILE_TIMEOUT_MS,
      },
      userId,
      (reason) => this.logger.warn(`Seller profile of ${userId} unavailable, reading without it: ${reason}`),
    );
    let coverage: DealCoverage;
    try {
      coverage = await this.coach.assessDeal({ ...toAnalysis(row), dealNotes, sellerProfile });
    } catch (error) {
      if (error instanceof CoachError) throw new HttpException(error.message, error.statusCode, { cause: error });
      throw error;
    }
    // The heading is checked again in the update, so two requests for one session append once.
    const [updated]: [DealAnalysisEntity[], number] = await this.dataSource.query(
      `UPDATE deal_analyses SET deal_notes = $3, coverage = $4::jsonb WHERE id = $1 AND user_id = $2 AND deal_notes = $5 RETURNING id`,
      [id, userId, dealNotes, JSON.stringify(coverage), row.dealNotes],
    );
    if (updated.length === 0) return this.addLearnings(userId, id, input);
    return toAnalysis(await this.find(userId, id));
  }

  /** The turn stored under `turnId`, if any; one stored for another message is a 422 (the key was reused). */
  private async storedTurn(
    id: string,
    turnId: string,
    message: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ reply: string; coach: CoachName } | null> {
    const [stored] = await manager.query(`SELECT message, reply, coach FROM deal_chat_turns WHERE analysis_id = $1 AND turn_id = $2`, [
      id,
      turnId,
    ]);
    if (!stored) return null;
    if (stored.message !== message)
      throw new UnprocessableEntityException('Idempotency-Key was already used for another message; send a new key with each message');
    return { reply: stored.reply, coach: stored.coach };
  }

  private async find(userId: string, id: string): Promise<DealAnalysisEntity> {
    const row = await this.analyses.findOneBy({ id, userId });
    if (!row) throw new NotFoundException(NOT_FOUND);
    return row;
  }
}

/** The line above one session's findings in the notes; finding it again means they were added. */
export const learningsHeading = (sessionId: string) => `Learned in practice session ${sessionId}:`;

function toAnalysis(row: DealAnalysisEntity): DealAnalysis {
  return {
    id: row.id,
    dealName: row.dealName,
    prospectNames: row.prospectNames,
    prospectTitles: row.prospectTitles,
    dealNotes: row.dealNotes,
    dealSize: row.dealSize,
    stage: row.stage,
    methodology: row.methodology,
    createdAt: row.createdAt.toISOString(),
    messages: row.messages,
    coach: row.coach,
    coverage: row.coverage,
  };
}
