// Practising again from a session that already happened: its transcript re-scored under every
// methodology (the offline rubric, deterministic, no coach call), and a retry from one of its seller
// turns (a new session in the same world with the turns before it; the original is kept); a drill built
// from a deal analysis and its goals read against the transcript.

import { randomUUID } from 'node:crypto';
import { buildDealDrill, drillGoalResults, scoreUnderEveryMethodology } from '@blindspot/coach';
import {
  type AccessClaims,
  type createDealDrillSchema,
  type DealDrillProgress,
  type DealDrillSummary,
  PRO_FEATURE_MESSAGE,
  type RoleplayMethodologyScores,
  type RoleplaySession,
  type SessionAttempt,
  type SessionAttempts,
  tierRank,
} from '@blindspot/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import type { z } from 'zod';
import { SellerProfileClient } from '../seller-profile/seller-profile.client.js';
import { RoleplaySessionEntity } from '../sessions/roleplay-session.entity.js';
import { toSession } from '../sessions/roleplay-sessions.service.js';
import { saveWithinAllowance } from '../sessions/session-allowance.js';
import { encodeMessages, hasSellerTurn, parseMessages } from '../sessions/session-messages.js';

@Injectable()
export class SessionPracticeService {
  private readonly sessions: Repository<RoleplaySessionEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sellerProfiles: SellerProfileClient,
  ) {
    this.sessions = dataSource.getRepository(RoleplaySessionEntity);
  }

  /**
   * The completed session's transcript under MEDDIC, Challenger, SPIN and Gap. A session still in
   * progress, or ended with no seller turn (not scored), has nothing to re-score: 409.
   */
  async methodologyScores(userId: string, id: string): Promise<RoleplayMethodologyScores> {
    const session = await this.find(userId, id);
    if (!session.completed) throw new ConflictException('This session is still in progress. End it to score it under other methodologies.');
    const history = parseMessages(session.messages, id);
    if (!session.scored || !hasSellerTurn(history))
      throw new ConflictException('This session was not scored: it has no seller turn to score.');
    return {
      sessionId: session.id,
      scorer: 'rubric',
      sessionCoach: session.coach,
      sessionMethodology: session.methodology,
      results: scoreUnderEveryMethodology(history),
    };
  }

  /**
   * A new session from the seller turn at `messageIndex` of the session's transcript (in progress or
   * completed): the same set-up, account, buyer, seller profile and seed, so the buyer is the same person
   * and replays the kept turns the same way, with every message before that turn copied in. The original is
   * not changed. The index must be within the transcript and point at a seller turn (400); the new session
   * counts in the plan's allowance (403 at it), and an audio session needs Pro, as a new one does.
   */
  async retry(user: AccessClaims, id: string, messageIndex: number): Promise<RoleplaySession> {
    const origin = await this.find(user.sub, id);
    const messages = parseMessages(origin.messages, id);
    if (messages.length === 0) throw new BadRequestException('messageIndex: this session has no turns to retry from yet');
    if (messageIndex >= messages.length) {
      throw new BadRequestException(`messageIndex: must be within the transcript (0 to ${messages.length - 1})`);
    }
    const turn = messages[messageIndex];
    if (turn.role !== 'user' || !turn.content.trim())
      throw new BadRequestException('messageIndex: must point at one of your (seller) turns');
    if (origin.sessionType === 'audio' && tierRank(user.tier) < tierRank('pro')) throw new ForbiddenException(PRO_FEATURE_MESSAGE);
    const kept = messages.slice(0, messageIndex);
    const turnNumber = kept.filter((m) => m.role === 'user' && m.content.trim()).length + 1;
    const {
      id: _id,
      createdAt: _createdAt,
      version: _version,
      completed: _completed,
      scored: _scored,
      score: _score,
      didWell: _didWell,
      missed: _missed,
      keyTakeaway: _keyTakeaway,
      rubric: _rubric,
      ...setup
    } = origin;
    const row = this.sessions.create({
      ...setup,
      id: randomUUID(),
      seed: origin.seed ?? origin.id,
      messages: encodeMessages(kept),
      completed: false,
      scored: false,
      score: 0,
      didWell: null,
      missed: null,
      keyTakeaway: null,
      rubric: null,
      retriedFromSessionId: origin.id,
      retriedFromMessageIndex: messageIndex,
      retriedFromTurn: turnNumber,
    });
    return toSession(await saveWithinAllowance(this.dataSource, user, row));
  }

  /** The tries at the same moment: the origin (this session, or the one it was retried from) and its retries. */
  async attempts(userId: string, id: string): Promise<SessionAttempts> {
    const session = await this.find(userId, id);
    const originId = session.retriedFromSessionId ?? session.id;
    const select = { id: true, retriedFromTurn: true, completed: true, scored: true, score: true, createdAt: true } as const;
    const [origin, retries] = await Promise.all([
      originId === session.id ? session : this.sessions.findOne({ where: { id: originId, userId }, select }),
      this.sessions.find({
        where: { userId, retriedFromSessionId: originId },
        select,
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
    ]);
    const attempt = (row: Pick<RoleplaySessionEntity, keyof typeof select>, isOrigin = false): SessionAttempt => ({
      id: row.id,
      retriedFromTurn: isOrigin ? null : row.retriedFromTurn,
      completed: row.completed,
      scored: row.scored,
      score: row.score,
      createdAt: row.createdAt.toISOString(),
    });
    return { origin: origin ? attempt(origin, true) : null, retries: retries.map((row) => attempt(row)) };
  }

  /**
   * A drill from a deal analysis the client sends (its fields, notes and coverage, validated and bounded as an
   * analysis is): the target account and buyer from the deal, the buyer holding the deal's facts, the goals
   * the analysis's gaps. Everything is copied into the session, so the analysis is never read again and
   * deleting it breaks nothing. A text session; it counts in the plan's allowance like any other (403 at it).
   */
  async createDrill(user: AccessClaims, input: z.output<typeof createDealDrillSchema>): Promise<RoleplaySession> {
    const id = randomUUID();
    const sellerProfile = await this.sellerProfiles.fetch(user.sub);
    const { drill, world, persona, scenario } = buildDealDrill({ ...input, seed: id, sellerProfile });
    const row = this.sessions.create({
      id,
      userId: user.sub,
      scenario,
      persona,
      buyerTitle: drill.buyer.title,
      methodology: drill.methodology,
      difficulty: input.difficulty,
      sessionType: 'text',
      guidanceType: input.guidanceType,
      completed: false,
      score: 0,
      messages: '[]',
      targetAccountCompany: world.account.company,
      targetAccountIndustry: world.account.industry,
      targetAccountSize: world.account.size,
      targetAccountRevenue: world.account.revenue,
      targetAccountSituation: world.account.situation,
      buyerPersonaName: world.buyer.name,
      buyerPersonaRole: world.buyer.role,
      buyerPersonaProfile: world.buyer.profile,
      buyerPersonaGoal: world.buyer.goal,
      sellerProfile,
      dealDrill: drill,
      dealAnalysisId: input.dealAnalysisId,
    });
    return toSession(await saveWithinAllowance(this.dataSource, user, row));
  }

  /** The drills started from one analysis, newest first (none for another user's analysis: their ids are not read). */
  async drills(userId: string, dealAnalysisId: string): Promise<DealDrillSummary[]> {
    const rows = await this.sessions.find({
      where: { userId, dealAnalysisId },
      select: { id: true, createdAt: true, difficulty: true, completed: true, scored: true, score: true, dealDrill: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      difficulty: row.difficulty,
      completed: row.completed,
      scored: row.scored,
      score: row.score,
      goals: row.dealDrill?.goals.length ?? 0,
    }));
  }

  /** The drill's goals read against the transcript so far: closed by the first turn that covers the element, quoted. 404 for a session that is not a drill. */
  async drillGoals(userId: string, id: string): Promise<DealDrillProgress> {
    const session = await this.find(userId, id);
    if (!session.dealDrill) throw new NotFoundException('This session is not a drill from a deal analysis');
    const drill = session.dealDrill;
    const messages = parseMessages(session.messages, id);
    // The buyer's reply to each seller turn (1-based), so a closed goal carries what the seller learned.
    const answers: string[] = [];
    messages.forEach((message, index) => {
      if (message.role === 'user' && message.content.trim())
        answers.push(messages[index + 1]?.role === 'assistant' ? messages[index + 1].content : '');
    });
    const goals = drillGoalResults(drill, messages).map((goal) => ({ ...goal, answer: goal.turn ? answers[goal.turn - 1] || null : null }));
    return { dealAnalysisId: drill.dealAnalysisId, dealName: drill.dealName, goals };
  }

  /** Another user's session is a 404, exactly like a missing one. */
  private async find(userId: string, id: string): Promise<RoleplaySessionEntity> {
    const row = await this.sessions.findOneBy({ id, userId });
    if (!row) throw new NotFoundException('Roleplay session not found');
    return row;
  }
}
