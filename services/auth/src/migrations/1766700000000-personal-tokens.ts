import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal access tokens (Pro, docs/api.md): only the SHA-256 of each token is kept (`token_hash`, hex), with
 * the first characters in clear (`prefix`) to tell tokens apart. A revoked token keeps its row (and its
 * `revoked_at`, which the revoked sign-ins feed lists) until the purge.
 */
export class PersonalTokens1766700000000 implements MigrationInterface {
  name = 'PersonalTokens1766700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE personal_access_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name varchar(200) NOT NULL,
        scopes varchar(32)[] NOT NULL CHECK (cardinality(scopes) > 0),
        token_hash char(64) NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        prefix varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        expires_at timestamptz,
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX personal_access_tokens_user_idx ON personal_access_tokens (user_id, created_at DESC)`);
    await queryRunner.query(
      `CREATE INDEX personal_access_tokens_revoked_at_idx ON personal_access_tokens (revoked_at) WHERE revoked_at IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE personal_access_tokens`);
  }
}
