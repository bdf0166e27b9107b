// Roleplay sessions: create with a generated account and buyer, exchange turns with the coach's buyer,
// complete with a rubric score. Stateless: everything a turn needs is read from the database, so any
// instance can serve any request, and an optimistic version check keeps concurrent turns from being lost.
import {
  PRO_FEATURE_MESSAGE, tierRank, type AccessClaims, type ChatMessage, type CoachName,
  type RoleplayReply, type RoleplaySession, type RoleplaySessionSummary, type createRoleplaySessionSchema,
} from '@blindspot/contracts';
import { generateRoleplayWorld, type CoachProvider, type RoleplayContext } from '@blindspot/coach';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type Repository } from 'typeorm';
import type { z } from 'zod';
import { COACH } from '../coach.provider.js';
import { SellerProfileClient } from '../seller-profile/seller-profile.client.js';
import { RoleplaySessionEntity } from './roleplay-session.entity.js';
import { encodeMessages, parseMessages } from './session-messages.js';

type CreateInput = z.output<typeof createRoleplaySessionSchema>;
/** Attempts at storing a turn when another instance changed the session in between. */
const SAVE_ATTEMPTS = 5;

@Injectable()
export class RoleplaySessionsService {
  private readonly sessions: Repository<RoleplaySessionEntity>;

  constructor(
    dataSource: DataSource,
    private readonly sellerProfiles: SellerProfileClient,
    @Inject(COACH) private readonly coach: CoachProvider,
  ) {
    this.sessions = dataSource.getRepository(RoleplaySessionEntity);
  }

  async list(userId: string): Promise<RoleplaySessionSummary[]> {
    const rows = await this.sessions.find({
      where: { userId },
      order: { createdAt: 'DESC' },
      select: { id: true, scenario: true, persona: true, methodology: true, difficulty: true, sessionType: true, completed: true, score: true, createdAt: true },
    });
    return rows.map((row) => ({
      id: row.id,
      scenario: row.scenario,
      persona: row.persona,
      methodology: row.methodology,
      difficulty: row.difficulty,
      sessionType: row.sessionType,
      completed: row.completed,
      score: row.score,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async get(userId: string, id: string): Promise<RoleplaySession> {
    return toSession(await this.find(userId, id));
  }

  async create(user: AccessClaims, input: CreateInput): Promise<RoleplaySession> {
    // The tier comes from the access token: audio is a Pro feature, checked when the session starts.
    if (input.sessionType === 'audio' && tierRank(user.tier) < tierRank('pro')) throw new ForbiddenException(PRO_FEATURE_MESSAGE);
    const id = randomUUID();
    const sellerProfile = await this.sellerProfiles.fetch(user.sub);
    const { account, buyer } = generateRoleplayWorld({ seed: id, ...input, sellerProfile });
    const row = this.sessions.create({
      id,
      userId: user.sub,
      scenario: input.scenario,
      persona: input.persona,
      buyerTitle: input.buyerTitle ?? null,
      methodology: input.methodology,
      difficulty: input.difficulty,
      sessionType: input.sessionType,
      guidanceType: input.guidanceType,
      completed: false,
      score: 0,
      messages: '[]',
      targetAccountCompany: account.company,
      targetAccountIndustry: account.industry,
      targetAccountSize: account.size,
      targetAccountRevenue: account.revenue,
      targetAccountSituation: account.situation,
      buyerPersonaName: buyer.name,
      buyerPersonaRole: buyer.role,
      buyerPersonaProfile: buyer.profile,
      buyerPersonaGoal: buyer.goal,
      sellerProfile,
    });
    return toSession(await this.sessions.save(row));
  }

  /**
   * The buyer's reply to the seller's message; `onText` receives it as it is produced (streaming).
   * Both turns are stored once the reply is complete; a failed reply stores nothing.
   */
  async message(userId: string, id: string, message: string, onText?: (text: string) => void): Promise<RoleplayReply> {
    const session = await this.find(userId, id);
    if (session.completed) throw new ConflictException('This session is already completed. Start a new one to keep practising.');
    const history: ChatMessage[] = [...parseMessages(session.messages, id), { role: 'user', content: message }];
    const ctx = contextOf(session);
    let content = '';
    for await (const chunk of this.coach.buyerReply(ctx, history)) {
      content += chunk;
      onText?.(chunk);
    }
    content = content.trim();
    const hint = session.guidanceType === 'step-by-step' ? await this.coach.coachingHint(ctx, history) : undefined;
    await this.appendTurns(session, [{ role: 'user', content: message }, { role: 'assistant', content }]);
    return { content, ...(hint ? { hint } : {}), coach: this.coach.name };
  }

  async complete(userId: string, id: string): Promise<RoleplaySession> {
    const session = await this.find(userId, id);
    // Completing twice returns the stored result: the same transcript, the same score.
    if (session.completed) return toSession(session);
    const history = parseMessages(session.messages, id);
    const result = await this.coach.scoreRoleplay(contextOf(session), history);
    await this.sessions.update(
      { id, userId },
      {
        completed: true,
        score: result.score,
        didWell: result.didWell,
        missed: result.missed,
        keyTakeaway: result.keyTakeaway,
        rubric: result.rubric,
        coach: this.coach.name,
      },
    );
    return toSession(await this.find(userId, id));
  }

  async remove(userId: string, id: string): Promise<void> {
    const { affected } = await this.sessions.delete({ id, userId });
    if (!affected) throw notFound();
  }

  /** Another user's session is a 404, exactly like a missing one. */
  private async find(userId: string, id: string): Promise<RoleplaySessionEntity> {
    const row = await this.sessions.findOneBy({ id, userId });
    if (!row) throw notFound();
    return row;
  }

  /** Appends turns under an optimistic lock, re-reading the session when another request got there first. */
  private async appendTurns(session: RoleplaySessionEntity, turns: ChatMessage[]): Promise<void> {
    let current = session;
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const messages = encodeMessages([...parseMessages(current.messages, current.id), ...turns]);
      const result = await this.sessions
        .createQueryBuilder()
        .update()
        .set({ messages, coach: this.coach.name as CoachName, version: () => 'version + 1' })
        .where('id = :id AND user_id = :userId AND version = :version', { id: current.id, userId: current.userId, version: current.version })
        .execute();
      if (result.affected) return;
      current = await this.find(current.userId, current.id);
    }
    throw new ConflictException('The session changed while replying. Please send your message again.');
  }
}

const notFound = () => new NotFoundException('Roleplay session not found');

function contextOf(session: RoleplaySessionEntity): RoleplayContext {
  return {
    seed: session.id,
    scenario: session.scenario,
    persona: session.persona,
    methodology: session.methodology,
    difficulty: session.difficulty,
    buyerTitle: session.buyerTitle,
    sellerProfile: session.sellerProfile,
    account: {
      company: session.targetAccountCompany,
      industry: session.targetAccountIndustry,
      size: session.targetAccountSize,
      revenue: session.targetAccountRevenue,
      situation: session.targetAccountSituation,
    },
    buyer: {
      name: session.buyerPersonaName,
      role: session.buyerPersonaRole,
      profile: session.buyerPersonaProfile,
      goal: session.buyerPersonaGoal,
    },
  };
}

function toSession(row: RoleplaySessionEntity): RoleplaySession {
  return {
    id: row.id,
    scenario: row.scenario,
    persona: row.persona,
    buyerTitle: row.buyerTitle,
    methodology: row.methodology,
    difficulty: row.difficulty,
    sessionType: row.sessionType,
    guidanceType: row.guidanceType,
    completed: row.completed,
    score: row.score,
    createdAt: row.createdAt.toISOString(),
    // Always a valid JSON list for clients: unreadable content is served as an empty one (and logged).
    messages: encodeMessages(parseMessages(row.messages, row.id)),
    targetAccountCompany: row.targetAccountCompany,
    targetAccountIndustry: row.targetAccountIndustry,
    targetAccountSize: row.targetAccountSize,
    targetAccountRevenue: row.targetAccountRevenue,
    targetAccountSituation: row.targetAccountSituation,
    buyerPersonaName: row.buyerPersonaName,
    buyerPersonaRole: row.buyerPersonaRole,
    buyerPersonaProfile: row.buyerPersonaProfile,
    buyerPersonaGoal: row.buyerPersonaGoal,
    didWell: row.didWell,
    missed: row.missed,
    keyTakeaway: row.keyTakeaway,
    rubric: row.rubric,
    coach: row.coach,
  };
}
