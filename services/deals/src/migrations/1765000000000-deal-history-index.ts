import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The history's keyset: one user's analyses, newest first, ties broken by id, so a page can start right
 * after the last row of the one before (`(created_at, id) < cursor`). It replaces the index on
 * (user_id, created_at DESC), of which it is an extension.
 *
 * The index also carries every column a list row, a filter and the search read, so those are index-only
 * scans: an analysis row is wide (notes, chat, coverage), and reading 5,000 of them from the table to
 * count or search costs several times what the index does.
 */
export class DealHistoryIndex1765000000000 implements MigrationInterface {
  name = 'DealHistoryIndex1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX deal_analyses_user_created_id_idx ON deal_analyses (user_id, created_at DESC, id DESC)
      INCLUDE (deal_name, prospect_names, deal_size, stage, methodology)`);
    await queryRunner.query(`DROP INDEX deal_analyses_user_created_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX deal_analyses_user_created_idx ON deal_analyses (user_id, created_at DESC)`);
    await queryRunner.query(`DROP INDEX deal_analyses_user_created_id_idx`);
  }
}
