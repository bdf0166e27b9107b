// The seller's roleplay history: paged, searched and filtered lists, and the figures the dashboard shows,
// each one SQL statement over the user's rows (index (user_id, created_at DESC, id DESC)).
import {
  type AccessClaims,
  type Difficulty,
  type MethodologyId,
  PERSONA_LABELS,
  PERSONAS,
  type Persona,
  type RoleplaySessionPage,
  type RoleplayStats,
  type roleplaySessionListQuerySchema,
  SCENARIO_LABELS,
  SCENARIOS,
  type Scenario,
  type SessionType,
  savedSessionAllowance,
} from '@blindspot/contracts';
import { containsPattern, keysetPage, ListFilter } from '@blindspot/service-kit';
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
    const filter = new ListFilter(userId);
    if (query.q) {
      const pattern = filter.bind(containsPattern(query.q));
      filter.where(
        `(target_account_company ILIKE ${pattern} OR buyer_persona_name ILIKE ${pattern}` +
          ` OR scenario = ANY(${filter.bind(labelled(SCENARIOS, SCENARIO_LABELS, query.q))}::varchar[])` +
          ` OR persona = ANY(${filter.bind(labelled(PERSONAS, PERSONA_LABELS, query.q))}::varchar[]))`,
      );
    }
    if (query.methodology) filter.where(`methodology = ${filter.bind(query.methodology)}`);
    if (query.scenario) filter.where(`scenario = ${filter.bind(query.scenario)}`);
    if (query.difficulty) filter.where(`difficulty = ${filter.bind(query.difficulty)}`);
    if (query.status) filter.where(STATUS_SQL[query.status]);
    const { rows, nextCursor, total } = await keysetPage<SummaryRow>(this.dataSource, {
      table: 'roleplay_sessions',
      columns:
        'id, scenario, persona, methodology, difficulty, session_type, completed, scored, score, created_at, target_account_company, buyer_persona_name',
      filter,
      cursor: query.cursor,
      limit: query.limit,
    });
    return {
      items: rows.map((row) => ({
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
      nextCursor,
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
