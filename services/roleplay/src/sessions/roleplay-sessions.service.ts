// Roleplay sessions: create with a generated account and buyer, exchange turns with the coach's buyer,
// complete with a rubric score. Stateless: everything a turn needs is read from the database, so any
// instance can serve any request, and an optimistic version check keeps concurrent turns from being lost.

import { randomUUID } from 'node:crypto';
import { type CoachProvider, generateRoleplayWorld, type RoleplayContext, spokenDelivery } from '@blindspot/coach';
import {
  type AccessClaims,
  type ChatMessage,
  type CoachName,
  type createRoleplaySessionSchema,
  fieldMask,
  PRO_FEATURE_MESSAGE,
  pickFields,
  ROLEPLAY_SESSION_SUMMARY_FIELDS,
  type RoleplayReply,
  type RoleplaySession,
  type RoleplaySessionSummary,
  savedSessionAllowance,
  sessionLimitMessage,
  tierRank,
} from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { z } from 'zod';
import { COACH } from '../coach.provider.js';
import { SellerProfileClient } from '../seller-profile/seller-profile.client.js';
import { AUDIO_COACH } from './audio-coach.provider.js';
import { RoleplaySessionEntity } from './roleplay-session.entity.js';
import { encodeMessages, hasSellerTurn, parseMessages } from './session-messages.js';

type CreateInput = z.output<typeof createRoleplaySessionSchema>;
/** Attempts at storing a turn when another instance changed the session in between. */
const SAVE_ATTEMPTS = 5;

/** A turn sent with an Idempotency-Key: stored with its reply under that key. */
interface KeyedTurn {
  turnId: string;
  message: string;
}

/** Thrown inside the store transaction when another request changed the session first: roll back, re-read. */
class SessionChanged extends Error {}

@Injectable()
export class RoleplaySessionsService {
  private readonly sessions: Repository<RoleplaySessionEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sellerProfiles: SellerProfileClient,
    @Inject(COACH) private readonly coach: CoachProvider,
    @Inject(AUDIO_COACH) private readonly audioCoach: CoachProvider,
  ) {
    this.sessions = dataSource.getRepository(RoleplaySessionEntity);
  }

  async list(userId: string): Promise<RoleplaySessionSummary[]> {
    const rows = await this.sessions.find({
      where: { userId },
      order: { createdAt: 'DESC' },
      select: fieldMask(ROLEPLAY_SESSION_SUMMARY_FIELDS),
    });
    return rows.map((row) => ({ ...pickFields(row, ROLEPLAY_SESSION_SUMMARY_FIELDS), createdAt: row.createdAt.toISOString() }));
  }

  async get(userId: string, id: string): Promise<RoleplaySession> {
    return toSession(await this.find(userId, id));
  }

  async create(user: AccessClaims, input: CreateInput): Promise<RoleplaySession> {
    // The tier comes from the access token: audio is a Pro feature, checked when the session starts.
    if (input.sessionType === 'audio' && tierRank(user.tier) < tierRank('pro')) throw new ForbiddenException(PRO_FEATURE_MESSAGE);
    if (input.focusElement !== undefined && !getMethodology(input.methodology).concepts.some((c) => c.key === input.focusElement)) {
      throw new BadRequestException(`focusElement: is not an element of ${getMethodology(input.methodology).name}`);
    }
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
      focusElement: input.focusElement ?? null,
    });
    // The plan's allowance of saved sessions (from the token's tier), counted and kept in one transaction
    // under a per-user lock, so two sessions started at once at the limit cannot both pass. Nothing is
    // ever deleted to make room: the seller deletes old sessions or upgrades.
    const allowance = savedSessionAllowance(user.tier);
    const saved = await this.dataSource.transaction(async (manager) => {
      if (allowance !== null) {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`roleplay-sessions:${user.sub}`]);
        const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM roleplay_sessions WHERE user_id = $1`, [user.sub]);
        if (count >= allowance) throw new ForbiddenException(sessionLimitMessage(user.tier));
      }
      return manager.save(row);
    });
    return toSession(saved);
  }

  /**
   * The buyer's reply to the seller's message; `onText` receives it as it is produced (streaming).
   * Both turns are stored once the reply is complete; a failed reply stores nothing.
   *
   * With a `turnId` (the request's Idempotency-Key) the turn is stored once: a turn already stored under
   * that id is answered from storage (its reply passed to `onText` whole, even once the session is
   * completed), and of two copies replied to at the same time (on any instances) only the first stored counts.
   */
  async message(
    userId: string,
    id: string,
    message: string,
    {
      turnId,
      onText,
      signal,
      spoken,
    }: { turnId?: string; onText?: (text: string) => void; signal?: AbortSignal; spoken?: ChatMessage['spoken'] } = {},
  ): Promise<RoleplayReply> {
    const session = await this.find(userId, id);
    if (turnId) {
      const stored = await this.storedTurn(this.dataSource.manager, id, turnId, message);
      if (stored) {
        onText?.(stored.content);
        return stored;
      }
    }
    if (session.completed) throw new ConflictException('This session is already completed. Start a new one to keep practising.');
    const history: ChatMessage[] = [...parseMessages(session.messages, id), { role: 'user', content: message }];
    const ctx = contextOf(session);
    // The hint reads only the seller's turn: it is worked out beside the buyer's reply, not after it.
    const hintReading =
      session.guidanceType === 'step-by-step' ? this.coach.coachingHint(ctx, history, { signal }) : Promise.resolve(undefined);
    hintReading.catch(() => undefined); // awaited below; this only keeps an early failure from being reported as unhandled
    let content = '';
    // A voice session's buyer plays on its own model (AUDIO_BUYER_MODEL) when a key is set.
    const buyer = session.sessionType === 'audio' ? this.audioCoach : this.coach;
    for await (const chunk of buyer.buyerReply(ctx, history, { signal })) {
      content += chunk;
      onText?.(chunk);
    }
    content = content.trim();
    const hint = await hintReading;
    const reply: RoleplayReply = { content, ...(hint ? { hint } : {}), coach: this.coach.name };
    const turn: ChatMessage = { role: 'user', content: message, ...(spoken ? { spoken } : {}) };
    return this.appendTurns(session, [turn, { role: 'assistant', content }], reply, turnId ? { turnId, message } : undefined);
  }

  async complete(userId: string, id: string): Promise<RoleplaySession> {
    const session = await this.find(userId, id);
    // Completing twice returns the stored result: the same transcript, the same score.
    if (session.completed) return toSession(session);
    const history = parseMessages(session.messages, id);
    if (!hasSellerTurn(history)) {
      // Nothing the seller said to score: the session ends not scored, and counts in no average. The
      // version check makes sure no seller turn was stored meanwhile (then it is scored after all).
      const { affected } = await this.sessions.update({ id, userId, version: session.version }, { completed: true, scored: false });
      return affected ? toSession(await this.find(userId, id)) : this.complete(userId, id);
    }
    const result = await this.coach.scoreRoleplay(contextOf(session), history);
    const measures = result.measures;
    await this.dataSource.transaction(async (manager) => {
      await manager.update(
        RoleplaySessionEntity,
        { id, userId },
        {
          completed: true,
          scored: true,
          score: result.score,
          didWell: result.didWell,
          missed: result.missed,
          keyTakeaway: result.keyTakeaway,
          rubric: result.rubric,
          coach: this.coach.name,
          openQuestions: measures?.openQuestions ?? null,
          closedQuestions: measures?.closedQuestions ?? null,
          sellerWords: measures?.sellerWords ?? null,
          buyerWords: measures?.buyerWords ?? null,
        },
      );
      // Each element covered or not, for the progress page (docs/product.md#progress).
      if (measures) {
        await manager.query(
          `INSERT INTO roleplay_session_elements (session_id, user_id, methodology, element, covered, created_at)
           SELECT $1, $2, $3, e.element, e.covered, $4 FROM unnest($5::varchar[], $6::boolean[]) AS e(element, covered)
           ON CONFLICT (session_id, element) DO UPDATE SET covered = EXCLUDED.covered`,
          [
            id,
            userId,
            session.methodology,
            session.createdAt,
            measures.elements.map((e) => e.element),
            measures.elements.map((e) => e.turn !== null),
          ],
        );
      }
    });
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

  /**
   * Appends turns under an optimistic lock, re-reading the session when another request got there first.
   * A keyed turn's row is inserted in the same transaction: if a copy of the turn was stored meanwhile,
   * nothing is appended and the stored reply is the answer.
   */
  private async appendTurns(
    session: RoleplaySessionEntity,
    turns: ChatMessage[],
    reply: RoleplayReply,
    keyed?: KeyedTurn,
  ): Promise<RoleplayReply> {
    let current = session;
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const messages = encodeMessages([...parseMessages(current.messages, current.id), ...turns]);
      const version = current.version;
      const outcome = await this.dataSource
        .transaction(async (manager): Promise<RoleplayReply> => {
          if (keyed) {
            const inserted: unknown[] = await manager.query(
              `INSERT INTO roleplay_turns (session_id, turn_id, message, content, hint, coach)
               SELECT id, $3, $4, $5, $6, $7 FROM roleplay_sessions WHERE id = $1 AND user_id = $2
               ON CONFLICT (session_id, turn_id) DO NOTHING RETURNING 1`,
              [current.id, current.userId, keyed.turnId, keyed.message, reply.content, reply.hint ?? null, reply.coach],
            );
            if (inserted.length === 0) {
              const stored = await this.storedTurn(manager, current.id, keyed.turnId, keyed.message);
              if (!stored) throw notFound();
              return stored;
            }
          }
          const result = await manager
            .createQueryBuilder()
            .update(RoleplaySessionEntity)
            .set({ messages, coach: this.coach.name as CoachName, version: () => 'version + 1' })
            .where('id = :id AND user_id = :userId AND version = :version', { id: current.id, userId: current.userId, version })
            .execute();
          if (!result.affected) throw new SessionChanged();
          return reply;
        })
        .catch((error: unknown) => {
          if (error instanceof SessionChanged) return null;
          throw error;
        });
      if (outcome) return outcome;
      current = await this.find(current.userId, current.id);
    }
    throw new ConflictException('The session changed while replying. Please send your message again.');
  }

  /** The reply stored under `turnId`, if any; one stored for another message is a 422 (the key was reused). */
  private async storedTurn(manager: EntityManager, sessionId: string, turnId: string, message: string): Promise<RoleplayReply | null> {
    const [stored] = await manager.query(
      `SELECT message, content, hint, coach FROM roleplay_turns WHERE session_id = $1 AND turn_id = $2`,
      [sessionId, turnId],
    );
    if (!stored) return null;
    if (stored.message !== message)
      throw new UnprocessableEntityException('Idempotency-Key was already used for another message; send a new key with each message');
    return { content: stored.content, ...(stored.hint ? { hint: stored.hint } : {}), coach: stored.coach };
  }
}

const notFound = () => new NotFoundException('Roleplay session not found');

/** What the coach plays and scores from: the session's set-up, its account and buyer, and its seed. */
export function contextOf(session: RoleplaySessionEntity): RoleplayContext {
  return {
    // A retry keeps its origin's seed, so it plays the same world and the same buyer.
    seed: session.seed ?? session.id,
    scenario: session.scenario,
    persona: session.persona,
    methodology: session.methodology,
    difficulty: session.difficulty,
    buyerTitle: session.buyerTitle,
    sellerProfile: session.sellerProfile,
    drill: session.dealDrill,
    custom: session.customScenario,
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

export function toSession(row: RoleplaySessionEntity): RoleplaySession {
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
    scored: row.scored,
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
    retriedFrom: row.retriedFromSessionId
      ? { sessionId: row.retriedFromSessionId, messageIndex: row.retriedFromMessageIndex ?? 0, turn: row.retriedFromTurn ?? 1 }
      : null,
    dealDrill: row.dealDrill,
    focusElement: row.focusElement,
    customScenario: row.customScenario
      ? { id: row.customScenario.id, name: row.customScenario.name, goals: row.customScenario.goals }
      : null,
    delivery: row.sessionType === 'audio' ? spokenDelivery(parseMessages(row.messages, row.id)) : null,
  };
}
