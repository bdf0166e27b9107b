import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Turns sent with an Idempotency-Key: a retried turn is answered from here instead of stored twice. */
export class RoleplayTurns1764930000000 implements MigrationInterface {
  name = 'RoleplayTurns1764930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE roleplay_turns (
        session_id uuid NOT NULL REFERENCES roleplay_sessions (id) ON DELETE CASCADE,
        turn_id varchar(128) NOT NULL,
        message text NOT NULL,
        content text NOT NULL,
        hint text,
        coach varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (session_id, turn_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE roleplay_turns`);
  }
}
