import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deal -> drill (issue 14): a session built from a deal analysis keeps what it was built from (`deal_drill`:
 * the account, the people, the facts and the goals, copied, so deleting the analysis never breaks it) and
 * the analysis's id, which the analysis page lists its drills by (a partial index: other sessions have none).
 */
export class DealDrills1766700000000 implements MigrationInterface {
  name = 'DealDrills1766700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE roleplay_sessions ADD COLUMN deal_drill jsonb, ADD COLUMN deal_analysis_id uuid`);
    await queryRunner.query(`
      CREATE INDEX roleplay_sessions_deal_analysis_idx ON roleplay_sessions (user_id, deal_analysis_id, created_at DESC)
      WHERE deal_analysis_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX roleplay_sessions_deal_analysis_idx`);
    await queryRunner.query(`ALTER TABLE roleplay_sessions DROP COLUMN deal_analysis_id, DROP COLUMN deal_drill`);
  }
}
