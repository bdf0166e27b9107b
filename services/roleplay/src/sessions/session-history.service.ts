// The seller's roleplay history: paged, searched and filtered lists, and the figures the dashboard shows,
// each one SQL statement over the user's rows (index (user_id, created_at DESC, id DESC)).
import {
  PERSONA_LABELS, PERSONAS, SCENARIO_LABELS, SCENARIOS, savedSessionAllowance, type AccessClaims, type Difficulty, type MethodologyId,
  type Persona, type RoleplaySessionPage, type RoleplayStats, type Scenario, type SessionType, type roleplaySessionListQuerySchema,
} from '@blindspot/contracts';
import { containsPattern, decodeCursor, encodeCursor, keysetTimestamp } from '@blindspot/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { z } from 'zod';

type ListQuery = z.output<typeof roleplaySessionListQuerySchema>;

interface SummaryRow {
  id: string;
  scenario: Scenario;
  persona: Persona;
  methodology: MethodologyId;
  difficulty: Difficulty;
  session_type: SessionType;
  completed: boolean;
  scored: boolean;
  score: number;
  created_at: Date;
  target_account_company: string;
  buyer_persona_name: string;
  /** The row's created_at to the microsecond (keysetTimestamp), for the next page's cursor. */
  keyset_at: string;
}

const STATUS_SQL = {
  'in-progress': 'NOT completed',
  scored: 'completed AND scored',
  'not-scored': 'completed AND NOT scored',
} as const;

/** The enumeration values whose label contains the search text (`disc` finds Discovery Call). */
const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>, text: string): T[] =>
  values.filter((value) => labels[value].toLowerCase().includes(text.toLowerCase()));

@Injectable()
export class SessionHistoryService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of the user's sessions, newest first. The search looks in the company and the buyer's name,
   * and in the scenario and persona names as the app shows them; `total` counts every match.
   */
  async page(userId: string, query: ListQuery): Promise<RoleplaySessionPage> {
    const params: unknown[] = [userId];
    const filters = ['user_id = $1'];
    const bind = (value: unknown) => `$${params.push(value)}`;
    if (query.q) {
      const pattern = bind(containsPattern(query.q));
      filters.push(
        `(target_account_company ILIKE ${pattern} OR buyer_persona_name ILIKE ${pattern}` +
          ` OR scenario = ANY(${bind(labelled(SCENARIOS, SCENARIO_LABELS, query.q))}::varchar[])` +
          ` OR persona = ANY(${bind(labelled(PERSONAS, PERSONA_LABELS, query.q))}::varchar[]))`,
      );
    }
    if (query.methodology) filters.push(`methodology = ${bind(query.methodology)}`);
    if (query.scenario) filters.push(`scenario = ${bind(query.scenario)}`);
    if (query.difficulty) filters.push(`difficulty = ${bind(query.difficulty)}`);
    if (query.status) filters.push(STATUS_SQL[query.status]);
    const matching = filters.join(' AND ');
    const countParams = [...params];
    let pageWhere = matching;
    if (query.cursor) {
      const after = decodeCursor(query.cursor);
      pageWhere += ` AND (created_at, id) < (${bind(after.createdAt)}::timestamptz, ${bind(after.id)}::uuid)`;
    }
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<SummaryRow[]>(
        `SELECT id, scenario, persona, methodology, difficulty, session_type, completed, scored, score, created_at,
                target_account_company, buyer_persona_name, ${keysetTimestamp('created_at')} AS keyset_at
         FROM roleplay_sessions WHERE ${pageWhere} ORDER BY created_at DESC, id DESC LIMIT ${bind(query.limit + 1)}`,
        params,
      ),
      this.dataSource.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM roleplay_sessions WHERE ${matching}`, countParams),
    ]);
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return {
      items: items.map((row) => ({
        id: row.id,
        scenario: row.scenario,
        persona: row.persona,
        methodology: row.methodology,
        difficulty: row.difficulty,
        sessionType: row.session_type,
        completed: row.completed,
        scored: row.scored,
        score: row.score,
        createdAt: row.created_at.toISOString(),
        targetAccountCompany: row.target_account_company,
        buyerPersonaName: row.buyer_persona_name,
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.keyset_at, id: last.id }) : null,
      total,
    };
  }

  /** Scored sessions and their mean score (a session not scored counts in neither), and the allowance. */
  async stats(user: AccessClaims): Promise<RoleplayStats> {
    const [row] = await this.dataSource.query<Array<{ completed: number; average: number | null; saved: number }>>(
      `SELECT count(*) FILTER (WHERE scored)::int AS completed,
              round(avg(score) FILTER (WHERE scored)::numeric, 1)::float8 AS average,
              count(*)::int AS saved
       FROM roleplay_sessions WHERE user_id = $1`,
      [user.sub],
    );
    return { completed: row.completed, averageScore: row.average, saved: row.saved, allowance: savedSessionAllowance(user.tier) };
  }
}
