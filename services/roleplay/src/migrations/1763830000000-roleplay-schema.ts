import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RoleplaySchema1763830000000 implements MigrationInterface {
  name = 'RoleplaySchema1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE roleplay_sessions (
        id uuid PRIMARY KEY,
        user_id varchar(64) NOT NULL,
        scenario varchar(32) NOT NULL,
        persona varchar(32) NOT NULL,
        buyer_title varchar(200),
        methodology varchar(32) NOT NULL,
        difficulty varchar(16) NOT NULL,
        session_type varchar(16) NOT NULL,
        guidance_type varchar(16) NOT NULL,
        completed boolean NOT NULL DEFAULT false,
        score real NOT NULL DEFAULT 0 CHECK (score >= 0 AND score <= 10),
        messages text NOT NULL DEFAULT '[]',
        target_account_company varchar(200) NOT NULL,
        target_account_industry varchar(200) NOT NULL,
        target_account_size varchar(100) NOT NULL,
        target_account_revenue varchar(100) NOT NULL,
        target_account_situation text NOT NULL,
        buyer_persona_name varchar(200) NOT NULL,
        buyer_persona_role varchar(200) NOT NULL,
        buyer_persona_profile text NOT NULL,
        buyer_persona_goal text NOT NULL,
        did_well jsonb,
        missed jsonb,
        key_takeaway text,
        rubric jsonb,
        seller_profile jsonb,
        coach varchar(16),
        version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Every read is one user's sessions, newest first.
    await queryRunner.query(`CREATE INDEX roleplay_sessions_user_created_idx ON roleplay_sessions (user_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE roleplay_sessions`);
  }
}
