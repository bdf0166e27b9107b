// The buyer's-eye debrief of a completed session: what the buyer thought turn by turn, the facts the
// seller never earned, the objections never raised, the turn that won or lost the call. The coach that is
// configured reads it (the offline buyer's own state, or the model that played the buyer, schema-checked
// and grounded); it is kept once read, so it reads the same each time.

import type { BuyerDebriefReading, CoachProvider } from '@blindspot/coach';
import type { BuyerDebrief } from '@blindspot/contracts';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { COACH } from '../coach.provider.js';
import { RoleplaySessionEntity } from '../sessions/roleplay-session.entity.js';
import { contextOf } from '../sessions/roleplay-sessions.service.js';
import { hasSellerTurn, parseMessages } from '../sessions/session-messages.js';

@Injectable()
export class BuyerDebriefService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(COACH) private readonly coach: CoachProvider,
  ) {}

  /** 404 for another user's session; 409 for one in progress or not scored (nothing to debrief). */
  async debrief(userId: string, id: string): Promise<BuyerDebrief> {
    const session = await this.dataSource.getRepository(RoleplaySessionEntity).findOneBy({ id, userId });
    if (!session) throw new NotFoundException('Roleplay session not found');
    if (!session.completed) throw new ConflictException("This session is still in progress. End it to read the buyer's side.");
    const history = parseMessages(session.messages, id);
    if (!session.scored || !hasSellerTurn(history))
      throw new ConflictException('This session was not scored: the buyer heard nothing to debrief.');
    const [stored] = await this.dataSource.query(`SELECT debrief FROM roleplay_debriefs WHERE session_id = $1`, [id]);
    if (stored) return { sessionId: id, ...(stored.debrief as BuyerDebriefReading) };
    const reading = await this.coach.buyerDebrief(contextOf(session), history);
    // Two first reads at once: the first stored is the one every later read gets.
    await this.dataSource.query(
      `INSERT INTO roleplay_debriefs (session_id, debrief) VALUES ($1, $2::jsonb) ON CONFLICT (session_id) DO NOTHING`,
      [id, JSON.stringify(reading)],
    );
    const [kept] = await this.dataSource.query(`SELECT debrief FROM roleplay_debriefs WHERE session_id = $1`, [id]);
    return { sessionId: id, ...((kept?.debrief ?? reading) as BuyerDebriefReading) };
  }
}
