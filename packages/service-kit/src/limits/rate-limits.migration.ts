import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The table behind RateLimiter, in every service's own database (service-kit adds this migration to each).
 * One row per bucket and key: `tat` is the GCRA "theoretical arrival time", the moment the key's budget
 * is whole again. A row whose `tat` has passed carries no state and may be deleted.
 */
export class RateLimitsSchema1764900000000 implements MigrationInterface {
  name = 'RateLimitsSchema1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS rate_limits (
        bucket varchar(64) NOT NULL,
        key varchar(256) NOT NULL,
        tat timestamptz NOT NULL,
        PRIMARY KEY (bucket, key)
      )`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS rate_limits_tat_idx ON rate_limits (tat)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS rate_limits`);
  }
}
