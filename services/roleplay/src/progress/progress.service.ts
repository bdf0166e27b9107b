// The seller's progress over their scored sessions (docs/product.md#progress), aggregated in PostgreSQL:
// three statements, each over one user's rows of an index (never every transcript shipped to the browser).

import { elementPack } from '@blindspot/coach';
import {
  DIFFICULTIES,
  type Difficulty,
  type ElementProgress,
  METHODOLOGIES,
  type MethodologyId,
  PROGRESS_RECENT_SESSIONS,
  PROGRESS_SERIES_LENGTH,
  PROGRESS_TREND_STEP,
  type PractiseNext,
  type ProgressAverage,
  type ProgressPoint,
  type RoleplayProgress,
  SCENARIOS,
  type Scenario,
  type Trend,
} from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

interface AverageRow {
  scenario: Scenario | null;
  methodology: MethodologyId | null;
  difficulty: Difficulty | null;
  /** GROUPING(scenario, methodology, difficulty): which grouping set the row belongs to. */
  grouping: number;
  sessions: number;
  average: number;
}

/** The bit mask GROUPING() gives each grouping set: a bit is set for every column the set leaves out. */
const ALL_SESSIONS = 0b111;
const BY_SCENARIO = 0b011;
const BY_METHODOLOGY = 0b101;
const BY_DIFFICULTY = 0b110;

interface PointRow {
  id: string;
  created_at: Date;
  score: number;
  open_questions: number | null;
  closed_questions: number | null;
  seller_words: number | null;
  buyer_words: number | null;
}

interface ElementRow {
  methodology: MethodologyId;
  element: string;
  sessions: number;
  covered: number;
  recent_sessions: number;
  recent_covered: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

@Injectable()
export class ProgressService {
  constructor(private readonly dataSource: DataSource) {}

  async progress(userId: string): Promise<RoleplayProgress> {
    const [averages, points, elementRows] = await Promise.all([
      // Index-only over (user_id, created_at, id) INCLUDE (scenario, methodology, difficulty, scored, score).
      this.dataSource.query<AverageRow[]>(
        `SELECT scenario, methodology, difficulty, GROUPING(scenario, methodology, difficulty) AS grouping,
                count(*)::int AS sessions, round(avg(score)::numeric, 1)::float8 AS average
         FROM roleplay_sessions WHERE user_id = $1 AND scored
         GROUP BY GROUPING SETS ((), (scenario), (methodology), (difficulty))`,
        [userId],
      ),
      // The partial index of scored sessions carries the score and the counts.
      this.dataSource.query<PointRow[]>(
        `SELECT id, created_at, score, open_questions, closed_questions, seller_words, buyer_words
         FROM roleplay_sessions WHERE user_id = $1 AND scored
         ORDER BY created_at DESC, id DESC LIMIT ${PROGRESS_SERIES_LENGTH}`,
        [userId],
      ),
      // Each element's counts (an index-only scan, in index order), and its latest sessions (a few index
      // entries per element, through the same index).
      this.dataSource.query<ElementRow[]>(
        `SELECT e.methodology, e.element, e.sessions, e.covered, latest.recent_sessions, latest.recent_covered
         FROM (SELECT methodology, element, count(*)::int AS sessions, count(*) FILTER (WHERE covered)::int AS covered
               FROM roleplay_session_elements WHERE user_id = $1 GROUP BY methodology, element) AS e
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS recent_sessions, count(*) FILTER (WHERE covered)::int AS recent_covered
           FROM (SELECT covered FROM roleplay_session_elements
                 WHERE user_id = $1 AND methodology = e.methodology AND element = e.element
                 ORDER BY created_at DESC, session_id DESC LIMIT ${PROGRESS_RECENT_SESSIONS}) AS recent
         ) AS latest`,
        [userId],
      ),
    ]);

    const total = averages.find((row) => row.grouping === ALL_SESSIONS);
    const elements = elementProgress(elementRows);
    return {
      scoredSessions: total?.sessions ?? 0,
      averageScore: total ? total.average : null,
      scoreOverTime: points.reverse().map(toPoint),
      byScenario: grouped(averages, BY_SCENARIO, 'scenario', SCENARIOS),
      byMethodology: grouped(averages, BY_METHODOLOGY, 'methodology', METHODOLOGIES),
      byDifficulty: grouped(averages, BY_DIFFICULTY, 'difficulty', DIFFICULTIES),
      elements,
      practiseNext: weakest(elements),
    };
  }
}

function toPoint(row: PointRow): ProgressPoint {
  const questions = (row.open_questions ?? 0) + (row.closed_questions ?? 0);
  const words = (row.seller_words ?? 0) + (row.buyer_words ?? 0);
  return {
    sessionId: row.id,
    createdAt: row.created_at.toISOString(),
    score: row.score,
    openQuestionRatio: row.open_questions === null || questions === 0 ? null : round2(row.open_questions / questions),
    talkShare: row.seller_words === null || words === 0 ? null : round2(row.seller_words / words),
  };
}

/** One grouping set's rows, in the enumeration's order. */
function grouped<K extends string>(
  rows: AverageRow[],
  grouping: number,
  column: 'scenario' | 'methodology' | 'difficulty',
  order: readonly K[],
): Array<ProgressAverage<K>> {
  return rows
    .filter((row) => row.grouping === grouping)
    .map((row) => ({ key: row[column] as K, sessions: row.sessions, averageScore: row.average }))
    .sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}

function trendOf(recent: number, earlier: number | null): Trend | null {
  if (earlier === null) return null;
  if (recent - earlier >= PROGRESS_TREND_STEP) return 'up';
  if (earlier - recent >= PROGRESS_TREND_STEP) return 'down';
  return 'steady';
}

/** The rows in the methodologies' order and each methodology's element order; unknown keys are left out. */
function elementProgress(rows: ElementRow[]): ElementProgress[] {
  const byKey = new Map(rows.map((row) => [`${row.methodology}/${row.element}`, row]));
  return METHODOLOGIES.flatMap((methodology) =>
    getMethodology(methodology).concepts.flatMap((concept) => {
      const row = byKey.get(`${methodology}/${concept.key}`);
      if (!row) return [];
      const earlierSessions = row.sessions - row.recent_sessions;
      const recentRate = round2(row.recent_covered / row.recent_sessions);
      const earlierRate = earlierSessions === 0 ? null : round2((row.covered - row.recent_covered) / earlierSessions);
      return [
        {
          methodology,
          element: concept.key,
          name: concept.name,
          sessions: row.sessions,
          covered: row.covered,
          rate: round2(row.covered / row.sessions),
          recentRate,
          earlierRate,
          trend: trendOf(recentRate, earlierRate),
        },
      ];
    }),
  );
}

/** The lowest coverage rate; of equals, the element practised most, then the first in the page's order. */
function weakest(elements: ElementProgress[]): PractiseNext | null {
  const [first] = [...elements].sort((a, b) => a.rate - b.rate || b.sessions - a.sessions);
  if (!first) return null;
  return {
    methodology: first.methodology,
    element: first.element,
    name: first.name,
    rate: first.rate,
    sessions: first.sessions,
    example: elementPack(first.element).example,
  };
}
