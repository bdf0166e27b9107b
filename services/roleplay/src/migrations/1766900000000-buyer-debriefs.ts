import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The buyer's-eye debrief (issue 14), kept once read: a completed session's transcript never changes, and a
 * debrief the model wrote should read the same each time it is opened. Deleted with its session.
 */
export class BuyerDebriefs1766900000000 implements MigrationInterface {
  name = 'BuyerDebriefs1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE roleplay_debriefs (
        session_id uuid PRIMARY KEY REFERENCES roleplay_sessions (id) ON DELETE CASCADE,
        debrief jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE roleplay_debriefs`);
  }
}
