import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custom scenarios (issue 14): the buyers a seller writes, one row each (the validated fields as jsonb, the
 * name beside them for lists), and on a session started from one a copy of what it played
 * (`custom_scenario`), so editing or deleting the scenario never changes a session.
 */
export class CustomScenarios1767000000000 implements MigrationInterface {
  name = 'CustomScenarios1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE custom_scenarios (
        id uuid PRIMARY KEY,
        user_id varchar(64) NOT NULL,
        name text NOT NULL,
        fields jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX custom_scenarios_user_idx ON custom_scenarios (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`ALTER TABLE roleplay_sessions ADD COLUMN custom_scenario jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE roleplay_sessions DROP COLUMN custom_scenario`);
    await queryRunner.query(`DROP TABLE custom_scenarios`);
  }
}
