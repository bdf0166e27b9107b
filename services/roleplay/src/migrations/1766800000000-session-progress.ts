import { scoreTranscript, type Transcript } from '@blindspot/coach';
import { METHODOLOGIES, type MethodologyId } from '@blindspot/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions read and written per round of the backfill, so a large table is never held in memory. */
const BACKFILL_BATCH = 200;

/**
 * The progress page's figures (docs/product.md#progress), kept when a session is scored so that the page
 * aggregates them in SQL instead of reading transcripts:
 * - per session, the questions and words the rubric counted (open-question ratio and talk share), and the
 *   element a session started from "Practise this" aims at;
 * - per session and methodology element, whether a seller turn covered it: a narrow table, indexed by
 *   user, methodology and element, with the session's date (the element's trend reads the latest ones).
 * Sessions scored before are backfilled from their stored transcript with the rubric's own reading.
 */
export class SessionProgress1766800000000 implements MigrationInterface {
  name = 'SessionProgress1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE roleplay_sessions
        ADD COLUMN focus_element varchar(40),
        ADD COLUMN open_questions integer,
        ADD COLUMN closed_questions integer,
        ADD COLUMN seller_words integer,
        ADD COLUMN buyer_words integer`);
    // Score over time and the ratios read the latest scored sessions: an index-only scan of this one.
    await queryRunner.query(`
      CREATE INDEX roleplay_sessions_user_scored_idx ON roleplay_sessions (user_id, created_at DESC, id DESC)
      INCLUDE (score, open_questions, closed_questions, seller_words, buyer_words) WHERE scored`);
    await queryRunner.query(`
      CREATE TABLE roleplay_session_elements (
        session_id uuid NOT NULL REFERENCES roleplay_sessions (id) ON DELETE CASCADE,
        user_id varchar(64) NOT NULL,
        methodology varchar(32) NOT NULL,
        element varchar(40) NOT NULL,
        covered boolean NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (session_id, element)
      )`);
    await queryRunner.query(`
      CREATE INDEX roleplay_session_elements_user_idx ON roleplay_session_elements (user_id, methodology, element, created_at DESC, session_id DESC)
      INCLUDE (covered)`);

    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows: Array<{ id: string; user_id: string; methodology: MethodologyId; messages: string; created_at: Date }> =
        await queryRunner.query(
          `SELECT id, user_id, methodology, messages, created_at FROM roleplay_sessions WHERE scored AND id > $1 ORDER BY id LIMIT ${BACKFILL_BATCH}`,
          [after],
        );
      if (rows.length === 0) break;
      for (const row of rows) {
        if (!(METHODOLOGIES as readonly string[]).includes(row.methodology)) continue;
        // The rubric's own counts, as a session scored today keeps them.
        const measures = scoreTranscript({ methodology: row.methodology }, parseTranscript(row.messages)).measures;
        if (!measures) continue;
        await queryRunner.query(
          `UPDATE roleplay_sessions SET open_questions = $2, closed_questions = $3, seller_words = $4, buyer_words = $5 WHERE id = $1`,
          [row.id, measures.openQuestions, measures.closedQuestions, measures.sellerWords, measures.buyerWords],
        );
        await queryRunner.query(
          `INSERT INTO roleplay_session_elements (session_id, user_id, methodology, element, covered, created_at)
           SELECT $1, $2, $3, e.element, e.covered, $4 FROM unnest($5::varchar[], $6::boolean[]) AS e(element, covered)`,
          [
            row.id,
            row.user_id,
            row.methodology,
            row.created_at,
            measures.elements.map((e) => e.element),
            measures.elements.map((e) => e.turn !== null),
          ],
        );
      }
      after = rows.at(-1)!.id;
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE roleplay_session_elements`);
    await queryRunner.query(`DROP INDEX roleplay_sessions_user_scored_idx`);
    await queryRunner.query(`
      ALTER TABLE roleplay_sessions DROP COLUMN focus_element, DROP COLUMN open_questions, DROP COLUMN closed_questions,
        DROP COLUMN seller_words, DROP COLUMN buyer_words`);
  }
}

/** A stored transcript (a JSON list of {role, content}); anything unreadable counts as no turns. */
function parseTranscript(messages: string): Transcript {
  try {
    const parsed: unknown = JSON.parse(messages);
    return Array.isArray(parsed) ? (parsed as Transcript) : [];
  } catch {
    return [];
  }
}
