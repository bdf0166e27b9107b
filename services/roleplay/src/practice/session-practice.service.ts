// Practising again from a session that already happened: its transcript re-scored under every
// methodology (the offline rubric, deterministic, no coach call).
import type { RoleplayMethodologyScores } from '@blindspot/contracts';
import { scoreUnderEveryMethodology } from '@blindspot/coach';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { RoleplaySessionEntity } from '../sessions/roleplay-session.entity.js';
import { hasSellerTurn, parseMessages } from '../sessions/session-messages.js';

@Injectable()
export class SessionPracticeService {
  private readonly sessions: Repository<RoleplaySessionEntity>;

  constructor(private readonly dataSource: DataSource) {
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
    if (!session.scored || !hasSellerTurn(history)) throw new ConflictException('This session was not scored: it has no seller turn to score.');
    return {
      sessionId: session.id,
      scorer: 'rubric',
      sessionCoach: session.coach,
      sessionMethodology: session.methodology,
      results: scoreUnderEveryMethodology(history),
    };
  }

  /** Another user's session is a 404, exactly like a missing one. */
  private async find(userId: string, id: string): Promise<RoleplaySessionEntity> {
    const row = await this.sessions.findOneBy({ id, userId });
    if (!row) throw new NotFoundException('Roleplay session not found');
    return row;
  }
}
