import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The first reply's reading of the notes as data (DealCoverage); null for analyses made before it. */
export class DealCoverage1763900000000 implements MigrationInterface {
  name = 'DealCoverage1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE deal_analyses ADD COLUMN coverage jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE deal_analyses DROP COLUMN coverage`);
  }
}
