import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DealsSchema1763840000000 implements MigrationInterface {
  name = 'DealsSchema1763840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE deal_analyses (
        id uuid PRIMARY KEY,
        user_id varchar(64) NOT NULL,
        deal_name varchar(200),
        prospect_names varchar(400),
        prospect_titles varchar(400),
        deal_notes text NOT NULL,
        deal_size varchar(64),
        stage varchar(32),
        methodology varchar(32) NOT NULL,
        messages jsonb NOT NULL DEFAULT '[]',
        coach varchar(16),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Every read is one user's analyses, newest first.
    await queryRunner.query(`CREATE INDEX deal_analyses_user_created_idx ON deal_analyses (user_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE monthly_usage (
        user_id varchar(64) NOT NULL,
        month date NOT NULL,
        analyses_created integer NOT NULL DEFAULT 0 CHECK (analyses_created >= 0),
        PRIMARY KEY (user_id, month)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE monthly_usage`);
    await queryRunner.query(`DROP TABLE deal_analyses`);
  }
}
