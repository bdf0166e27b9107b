import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-account sign-in slowdown, the address of each sign-in, and the feed of revoked sign-ins. */
export class LoginDefence1764910000000 implements MigrationInterface {
  name = 'LoginDefence1764910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Where the sign-in came from (the gateway's client address): its owner's address is spared the
    // slowdown an attacker causes elsewhere (see LoginThrottle).
    await queryRunner.query(`ALTER TABLE sign_ins ADD COLUMN client_address varchar(64)`);
    await queryRunner.query(`CREATE INDEX sign_ins_revoked_at_idx ON sign_ins (revoked_at) WHERE revoked_at IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE login_attempts (
        -- The account's e-mail, or the e-mail and an address it has signed in from.
        key varchar(330) PRIMARY KEY,
        attempts integer NOT NULL,
        last_attempt_at timestamptz NOT NULL,
        next_attempt_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE login_attempts`);
    await queryRunner.query(`DROP INDEX sign_ins_revoked_at_idx`);
    await queryRunner.query(`ALTER TABLE sign_ins DROP COLUMN client_address`);
  }
}
