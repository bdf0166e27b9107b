import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The history: `scored` tells a scored session from one ended with no seller turn (which counts in no
 * average), and the keyset index serves one user's sessions newest first, ties broken by id, so a page
 * can start right after the last row of the one before. It replaces (user_id, created_at DESC).
 *
 * The index also carries every column a list row, a filter, the search and the stats read, so those are
 * index-only scans: a session row is wide (transcript, feedback, rubric: a few rows per 8 KB page), and
 * reading 5,000 of them from the table to count or search costs ten times what the index does.
 */
export class RoleplayHistory1765000000000 implements MigrationInterface {
  name = 'RoleplayHistory1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE roleplay_sessions ADD COLUMN scored boolean NOT NULL DEFAULT false`);
    // Sessions completed before: scored when the seller said something (messages are written by
    // encodeMessages, JSON.stringify of {role, content}, so a seller turn reads exactly like this).
    await queryRunner.query(
      `UPDATE roleplay_sessions SET scored = true WHERE completed AND messages ~ '"role":"user","content":"[^"]*[^"\\s]'`,
    );
    await queryRunner.query(`
      CREATE INDEX roleplay_sessions_user_created_id_idx ON roleplay_sessions (user_id, created_at DESC, id DESC)
      INCLUDE (scenario, persona, methodology, difficulty, session_type, completed, scored, score, target_account_company, buyer_persona_name)`);
    await queryRunner.query(`DROP INDEX roleplay_sessions_user_created_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX roleplay_sessions_user_created_idx ON roleplay_sessions (user_id, created_at DESC)`);
    await queryRunner.query(`DROP INDEX roleplay_sessions_user_created_id_idx`);
    await queryRunner.query(`ALTER TABLE roleplay_sessions DROP COLUMN scored`);
  }
}
