import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retry from a seller turn (issue 14): a retry is a new session that plays the same world as its origin,
 * so it keeps the origin's seed (null: the session's own id, as before), and links back to the session
 * and the transcript position it was retried from. No foreign key: deleting the origin keeps its retries.
 * The partial index finds a session's retries (its tries at the same moment) without touching other rows.
 */
export class SessionRetries1766600000000 implements MigrationInterface {
  name = 'SessionRetries1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE roleplay_sessions
        ADD COLUMN seed uuid,
        ADD COLUMN retried_from_session_id uuid,
        ADD COLUMN retried_from_message_index integer,
        ADD COLUMN retried_from_turn integer`);
    await queryRunner.query(`
      CREATE INDEX roleplay_sessions_retried_from_idx ON roleplay_sessions (user_id, retried_from_session_id, created_at)
      WHERE retried_from_session_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX roleplay_sessions_retried_from_idx`);
    await queryRunner.query(`
      ALTER TABLE roleplay_sessions
        DROP COLUMN retried_from_turn, DROP COLUMN retried_from_message_index, DROP COLUMN retried_from_session_id, DROP COLUMN seed`);
  }
}
