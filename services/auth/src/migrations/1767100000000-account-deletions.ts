import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account deletion (docs/accounts.md). `account_deletions` is the outbox: one row per service still owing
 * the deletion of a deleted account's rows, written in the transaction that deletes the account here and
 * removed once that service has answered 2xx (so, in the end, nothing of the account is left). Its column
 * is `account_id`, not `user_id`, so deleting a user's rows never takes the outbox with them.
 * `ended_sign_ins` keeps the sign-ins (and personal tokens) of deleted accounts, without any user id, for as
 * long as an access token they issued may live: the revoked sign-ins feed still lists them.
 */
export class AccountDeletions1767100000000 implements MigrationInterface {
  name = 'AccountDeletions1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE account_deletions (
        id bigserial PRIMARY KEY,
        account_id uuid NOT NULL,
        service varchar(16) NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (account_id, service)
      )`);
    await queryRunner.query(`CREATE INDEX account_deletions_due_idx ON account_deletions (next_attempt_at)`);
    await queryRunner.query(`CREATE TABLE ended_sign_ins (id uuid PRIMARY KEY, revoked_at timestamptz NOT NULL)`);
    await queryRunner.query(`CREATE INDEX ended_sign_ins_revoked_idx ON ended_sign_ins (revoked_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ended_sign_ins`);
    await queryRunner.query(`DROP TABLE account_deletions`);
  }
}
