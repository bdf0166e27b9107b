import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BillingSchema1763820000000 implements MigrationInterface {
  name = 'BillingSchema1763820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscriptions (
        user_id varchar(64) PRIMARY KEY,
        stripe_customer_id varchar(255) UNIQUE,
        stripe_subscription_id varchar(255),
        plan_tier varchar(16) NOT NULL DEFAULT 'free' CHECK (plan_tier IN ('free', 'practice', 'pro')),
        status varchar(32) NOT NULL DEFAULT 'none',
        current_period_end timestamptz,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        entitled_tier varchar(16) NOT NULL DEFAULT 'free' CHECK (entitled_tier IN ('free', 'practice', 'pro')),
        source_version bigint NOT NULL DEFAULT 0,
        version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX subscriptions_stripe_subscription_idx ON subscriptions (stripe_subscription_id)`);
    // The expiry sweep only looks at paying users whose period has ended.
    await queryRunner.query(
      `CREATE INDEX subscriptions_period_end_idx ON subscriptions (current_period_end) WHERE entitled_tier <> 'free'`,
    );
    await queryRunner.query(`
      CREATE TABLE processed_webhook_events (
        event_id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE outbox_messages (
        id bigserial PRIMARY KEY,
        user_id varchar(64) NOT NULL,
        payload jsonb NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX outbox_messages_pending_idx ON outbox_messages (next_attempt_at) WHERE delivered_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE test_mode_sessions (
        token_hash char(64) PRIMARY KEY,
        kind varchar(16) NOT NULL CHECK (kind IN ('checkout', 'portal')),
        user_id varchar(64) NOT NULL,
        tier varchar(16) CHECK (tier IN ('free', 'practice', 'pro')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE test_mode_sessions`);
    await queryRunner.query(`DROP TABLE outbox_messages`);
    await queryRunner.query(`DROP TABLE processed_webhook_events`);
    await queryRunner.query(`DROP TABLE subscriptions`);
  }
}
