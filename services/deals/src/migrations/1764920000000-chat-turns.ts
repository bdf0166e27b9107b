import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Chat turns sent with an Idempotency-Key: a retried turn is answered from here instead of stored twice. */
export class ChatTurns1764920000000 implements MigrationInterface {
  name = 'ChatTurns1764920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE deal_chat_turns (
        analysis_id uuid NOT NULL REFERENCES deal_analyses (id) ON DELETE CASCADE,
        turn_id varchar(128) NOT NULL,
        message text NOT NULL,
        reply text NOT NULL,
        coach varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (analysis_id, turn_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE deal_chat_turns`);
  }
}
