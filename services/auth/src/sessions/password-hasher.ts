import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Algorithm, hash, hashSync, type Options, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP baseline).
// `Algorithm` is a const enum in the typings; its value is spelled out so isolated compilation works.
const ARGON2ID = 2 as Algorithm;
const OPTIONS: Options = { algorithm: ARGON2ID };

/** Hashes and checks passwords. */
@Injectable()
export class PasswordHasher {
  // A hash of nothing anyone knows: an unknown e-mail is checked against it, so that answer takes
  // as long as a wrong password and the timing does not tell which accounts exist.
  private readonly dummyHash = hashSync(randomBytes(32).toString('base64url'), OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  /** True when the password matches; a malformed stored hash counts as no match. */
  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    try {
      const matches = await verify(passwordHash ?? this.dummyHash, password, OPTIONS);
      return passwordHash !== undefined && matches;
    } catch {
      return false;
    }
  }
}
