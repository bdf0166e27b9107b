import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthSchema1763800000000 implements MigrationInterface {
  name = 'AuthSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        -- Stored lower-cased, so a plain unique index is a case-insensitive one (no citext extension needed).
        email varchar(254) NOT NULL CHECK (email = lower(email)),
        password_hash varchar(255) NOT NULL,
        first_name varchar(100),
        last_name varchar(100),
        profile_image_url varchar(2048),
        role varchar(32),
        industry varchar(32),
        years_experience varchar(16),
        onboarding_complete boolean NOT NULL DEFAULT false,
        tier varchar(16) NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'practice', 'pro')),
        current_period_end timestamptz,
        subscription_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await queryRunner.query(`
      CREATE TABLE sign_ins (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        revoked_reason varchar(32)
      )`);
    await queryRunner.query(`CREATE INDEX sign_ins_user_idx ON sign_ins (user_id)`);
    await queryRunner.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY,
        sign_in_id uuid NOT NULL REFERENCES sign_ins (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX refresh_tokens_hash_key ON refresh_tokens (token_hash)`);
    await queryRunner.query(`CREATE INDEX refresh_tokens_sign_in_idx ON refresh_tokens (sign_in_id)`);
    await queryRunner.query(`
      CREATE TABLE seller_profiles (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        product_name varchar(200),
        website varchar(200),
        problem_solved varchar(2000),
        industries varchar(2000),
        competitors varchar(2000),
        differentiation varchar(2000),
        average_deal_size varchar(200),
        target_personas varchar(2000),
        preferred_methodologies text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE seller_profiles`);
    await queryRunner.query(`DROP TABLE refresh_tokens`);
    await queryRunner.query(`DROP TABLE sign_ins`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
