import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Real calls scored with the roleplay rubric (issue 15). The list reads one user's reviews newest first,
 * ties broken by id (keyset paging), from an index that carries every column a list row shows, so the
 * wide rows (turns, feedback) are read only when one review is opened.
 */
export class CallReviews1766500000000 implements MigrationInterface {
  name = 'CallReviews1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE call_reviews (
        id uuid PRIMARY KEY,
        user_id varchar(64) NOT NULL,
        title varchar(200),
        methodology varchar(32) NOT NULL,
        format varchar(8) NOT NULL,
        seller_speaker varchar(200) NOT NULL,
        other_speakers jsonb NOT NULL,
        turns jsonb NOT NULL,
        turn_count integer NOT NULL,
        score real NOT NULL,
        did_well jsonb NOT NULL,
        missed jsonb NOT NULL,
        key_takeaway text NOT NULL,
        rubric jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE INDEX call_reviews_user_created_id_idx ON call_reviews (user_id, created_at DESC, id DESC)
      INCLUDE (title, methodology, format, seller_speaker, other_speakers, turn_count, score)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE call_reviews`);
  }
}
