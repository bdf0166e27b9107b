import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type CreatedPersonalToken,
  type CreatePersonalTokenInput,
  MAX_PERSONAL_TOKENS,
  PERSONAL_TOKEN_PATTERN,
  PERSONAL_TOKEN_PREFIX,
  PERSONAL_TOKEN_SCOPES,
  PERSONAL_TOKEN_SHOWN_PREFIX,
  type PersonalToken,
  type PersonalTokenIntrospection,
  type PersonalTokenScope,
} from '@blindspot/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** `bsp_` and 256 random bits, base64url (43 characters). */
export const newPersonalToken = (): string => `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * What the database keeps of a token: its SHA-256. A token is 256 random bits, so a fast hash is enough
 * (nothing to guess); a leaked table cannot be replayed.
 */
export const hashPersonalToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** `last_used_at` is written at most this often per token (introspection is cached by the services anyway). */
const LAST_USED_RESOLUTION = '1 minute';

interface TokenRow {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
}

const COLUMNS = 'id, name, scopes, prefix, created_at, last_used_at, expires_at';

function toToken(row: TokenRow): PersonalToken {
  return {
    id: row.id,
    name: row.name,
    scopes: PERSONAL_TOKEN_SCOPES.filter((scope) => row.scopes.includes(scope)),
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
}

/** Personal access tokens: created shown once, listed without their secret, revoked, and introspected for the services. */
@Injectable()
export class PersonalTokensService {
  constructor(private readonly dataSource: DataSource) {}

  /** A new token for the user (the caller checked the plan); at most MAX_PERSONAL_TOKENS working ones at once. */
  async create(
    userId: string,
    input: { name: string; scopes: PersonalTokenScope[]; expiresInDays?: CreatePersonalTokenInput['expiresInDays'] },
  ): Promise<CreatedPersonalToken> {
    const token = newPersonalToken();
    const scopes = PERSONAL_TOKEN_SCOPES.filter((scope) => input.scopes.includes(scope));
    return this.dataSource.transaction(async (manager) => {
      // One creation at a time per user, so two parallel requests cannot both take the last place.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('personal-tokens:' || $1, 0))`, [userId]);
      const [{ working }] = await manager.query(
        `SELECT count(*)::int AS working FROM personal_access_tokens
          WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
        [userId],
      );
      if (working >= MAX_PERSONAL_TOKENS) {
        throw new ConflictException(`You have ${MAX_PERSONAL_TOKENS} personal access tokens, the most you can hold; revoke one first`);
      }
      const [row]: TokenRow[] = await manager.query(
        `INSERT INTO personal_access_tokens (id, user_id, name, scopes, token_hash, prefix, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(days => $7::int) END)
         RETURNING ${COLUMNS}`,
        [
          randomUUID(),
          userId,
          input.name,
          scopes,
          hashPersonalToken(token),
          token.slice(0, PERSONAL_TOKEN_SHOWN_PREFIX),
          input.expiresInDays ?? null,
        ],
      );
      return { ...toToken(row), token };
    });
  }

  /** The user's tokens that are not revoked (expired ones too, so the user sees why one stopped), newest first. */
  async list(userId: string): Promise<PersonalToken[]> {
    const rows: TokenRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM personal_access_tokens WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    return rows.map(toToken);
  }

  /** Revokes one of the user's tokens; another user's, an unknown or an already revoked one is a 404. */
  async revoke(userId: string, id: string): Promise<void> {
    // clock_timestamp(), as for sign-ins: the revoked feed's cursor lag only has to cover the commit.
    const [, affected] = (await this.dataSource.query(
      `UPDATE personal_access_tokens SET revoked_at = clock_timestamp() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
      [id, userId],
    )) as [unknown, number];
    if (!affected) throw new NotFoundException('Personal access token not found');
  }

  /**
   * For the services' guards: whom a token speaks for now, or inactive when it is malformed, unknown,
   * revoked, expired, or its owner is no longer on Pro (the claims carry the user's tier as it is now).
   */
  async introspect(token: string): Promise<PersonalTokenIntrospection> {
    if (!PERSONAL_TOKEN_PATTERN.test(token)) return { active: false };
    const rows: Array<{ id: string; scopes: string[]; user_id: string; email: string; tier: string }> = await this.dataSource.query(
      `SELECT t.id, t.scopes, u.id AS user_id, u.email, u.tier
         FROM personal_access_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())`,
      [hashPersonalToken(token)],
    );
    const row = rows[0];
    if (row?.tier !== 'pro') return { active: false };
    await this.dataSource.query(
      `UPDATE personal_access_tokens SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '${LAST_USED_RESOLUTION}')`,
      [row.id],
    );
    return {
      active: true,
      tokenId: row.id,
      scopes: PERSONAL_TOKEN_SCOPES.filter((scope) => row.scopes.includes(scope)),
      claims: { sub: row.user_id, email: row.email, tier: 'pro', sid: row.id },
    };
  }
}
