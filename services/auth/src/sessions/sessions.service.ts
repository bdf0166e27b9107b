import { randomUUID } from 'node:crypto';
import type { Credentials, Session } from '@blindspot/contracts';
import { ServiceMetrics } from '@blindspot/service-kit';
import { BadRequestException, Inject, Injectable, UnauthorizedException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config.js';
import { KeyStore } from '../keys/key-store.js';
import { isTooCommon, TOO_COMMON_PASSWORD } from '../users/common-passwords.js';
import { UserEntity } from '../users/user.entity.js';
import { isUuid, toUser } from '../users/users.service.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';
import { hashRefreshToken, newRefreshToken } from './refresh-tokens.js';
import { SignInEntity } from './sign-in.entity.js';

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const USER_EXISTS = 'User already registered';

type ParsedCredentials = Required<Credentials>;

/** Most revoked sign-ins in one answer of the feed. */
const REVOKED_PAGE = 5000;
/** How far the feed's cursor trails now: longer than a revoking transaction takes to commit. */
const REVOCATION_CURSOR_LAG = '30 seconds';
/** A timestamp as ISO 8601 with microseconds (JavaScript's Date would drop them, and the cursor must not move past a row). */
const ISO = (column: string) => `to_char((${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type RefreshOutcome = { session: Session } | { refused: string };

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error as QueryFailedError & { code?: string }).code === '23505';

/** Sign-up, sign-in, refresh-token rotation and logout. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: KeyStore,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottle,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly metrics: ServiceMetrics,
  ) {}

  /** Counts a sign-in ended: a spike of `reuse` is stolen refresh tokens (deploy/monitoring alerts on it). */
  private countRevoked(reason: 'logout' | 'reuse'): void {
    this.metrics
      .counter({
        name: 'auth_sign_ins_revoked_total',
        help: 'Sign-ins revoked, by reason: logout, or reuse (a refresh token presented again after its use: copied)',
        labelNames: ['reason'],
      })
      .inc({ reason });
  }

  /** `address` is the client's (the gateway's x-forwarded-for), kept with the sign-in. */
  async signUp({ email, password }: ParsedCredentials, address: string): Promise<Session> {
    // The 6-character minimum stays (credentialsSchema); the passwords guessed first are refused outright.
    if (isTooCommon(password)) throw new BadRequestException(TOO_COMMON_PASSWORD);
    const passwordHash = await this.passwords.hash(password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = manager.getRepository(UserEntity).create({ id: randomUUID(), email, passwordHash });
        await manager.getRepository(UserEntity).insert(user);
        return this.startSignIn(manager, await manager.getRepository(UserEntity).findOneByOrFail({ id: user.id }), address);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new UnprocessableEntityException(USER_EXISTS);
      throw error;
    }
  }

  /**
   * An unknown e-mail and a wrong password get the same answer after the same work. Each attempt is
   * counted against the account first (LoginThrottle: 429 once it must slow down).
   */
  async signIn({ email, password }: ParsedCredentials, address: string): Promise<Session> {
    const attempt = await this.throttle.claim(email, address);
    const found = await this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
    const matches = await this.passwords.verify(found?.passwordHash, password);
    if (!found || !matches) throw new BadRequestException(INVALID_CREDENTIALS);
    await this.throttle.succeeded(attempt);
    return this.dataSource.transaction((manager) => this.startSignIn(manager, found, address));
  }

  /**
   * Exchanges a refresh token for a new session. Tokens rotate: each is good once. A token presented a
   * second time means it was copied, so the whole family (that sign-in) is revoked and every holder
   * has to sign in again; except within REFRESH_TOKEN_REUSE_SECONDS of its first use, when it is one
   * browser's tabs refreshing together and gets another session of the same sign-in. The sign-in row
   * is locked, so two refreshes of one family never interleave.
   */
  async refresh(refreshToken: string): Promise<Session> {
    const outcome = await this.dataSource.transaction(async (manager): Promise<RefreshOutcome> => {
      const [row] = (await manager.query(
        `SELECT t.id, t.sign_in_id, t.expires_at, t.used_at, EXTRACT(EPOCH FROM (clock_timestamp() - t.used_at)) AS used_seconds_ago,
                t.revoked_at, s.revoked_at AS family_revoked_at, s.user_id
           FROM refresh_tokens t JOIN sign_ins s ON s.id = t.sign_in_id
          WHERE t.token_hash = $1
            FOR UPDATE OF t, s`,
        [hashRefreshToken(refreshToken)],
      )) as Array<{
        id: string;
        sign_in_id: string;
        expires_at: Date;
        used_at: Date | null;
        used_seconds_ago: number | null;
        revoked_at: Date | null;
        family_revoked_at: Date | null;
        user_id: string;
      }>;
      if (!row) return { refused: 'Invalid Refresh Token: Refresh Token Not Found' };
      if (row.family_revoked_at || row.revoked_at) return { refused: 'Invalid Refresh Token: Revoked' };
      const allowance = this.config.REFRESH_TOKEN_REUSE_SECONDS;
      if (row.used_at && (allowance === 0 || Number(row.used_seconds_ago) > allowance)) {
        await this.revokeFamily(manager, row.sign_in_id, 'reuse');
        return { refused: 'Invalid Refresh Token: Already Used' };
      }
      if (new Date(row.expires_at).getTime() <= Date.now()) return { refused: 'Invalid Refresh Token: Expired' };
      // The first use is the one the allowance counts from.
      if (!row.used_at) await manager.query(`UPDATE refresh_tokens SET used_at = now() WHERE id = $1`, [row.id]);
      const user = await manager.getRepository(UserEntity).findOneByOrFail({ id: row.user_id });
      return { session: await this.issue(manager, user, row.sign_in_id) };
    });
    // Refused only after the commit: a reuse must leave the family revoked.
    if ('refused' in outcome) {
      if (outcome.refused === 'Invalid Refresh Token: Already Used') this.countRevoked('reuse');
      throw new UnauthorizedException(outcome.refused);
    }
    return outcome.session;
  }

  /** Ends one sign-in: its refresh tokens stop working and auth refuses its access tokens. */
  async signOut(signInId: string): Promise<void> {
    await this.dataSource.transaction((manager) => this.revokeFamily(manager, signInId, 'logout'));
    this.countRevoked('logout');
  }

  /** True while the sign-in an access token belongs to has not been revoked. */
  async isActive(userId: string, signInId: string): Promise<boolean> {
    if (!isUuid(userId) || !isUuid(signInId)) return false;
    const rows = await this.dataSource.query(`SELECT 1 FROM sign_ins WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`, [
      signInId,
      userId,
    ]);
    return rows.length > 0;
  }

  /**
   * Sign-ins revoked at or after `since` (all of the last access-token lifetime without it), oldest first,
   * for the other services' guards. The cursor to pass next trails the newest by REVOCATION_CURSOR_LAG, so a
   * revocation whose transaction commits a little after its timestamp is still picked up (ids may repeat).
   */
  async revokedSince(since: string | undefined): Promise<{ revoked: string[]; cursor: string }> {
    const rows: Array<{ id: string; revoked_at: string }> = await this.dataSource.query(
      // Revoked personal access tokens too: a token's id is the `sid` of the claims it stands for (docs/api.md).
      `SELECT id, ${ISO('revoked_at')} AS revoked_at FROM (
         SELECT id, revoked_at FROM sign_ins
          WHERE revoked_at IS NOT NULL AND revoked_at >= coalesce($1::timestamptz, now() - make_interval(secs => $2))
         UNION ALL
         SELECT id, revoked_at FROM personal_access_tokens
          WHERE revoked_at IS NOT NULL AND revoked_at >= coalesce($1::timestamptz, now() - make_interval(secs => $2))
         UNION ALL
         -- Sign-ins and tokens of deleted accounts (docs/accounts.md).
         SELECT id, revoked_at FROM ended_sign_ins
          WHERE revoked_at >= coalesce($1::timestamptz, now() - make_interval(secs => $2))
       ) revoked
        ORDER BY revoked_at LIMIT $3`,
      [since ?? null, this.config.ACCESS_TOKEN_TTL_SECONDS + 60, REVOKED_PAGE],
    );
    // A full page continues from its last row (the next page starts there); otherwise from a little before now.
    const [{ cursor }] = await this.dataSource.query(
      `SELECT ${ISO(`CASE WHEN $1::timestamptz IS NOT NULL THEN $1::timestamptz
                         ELSE greatest(coalesce($2::timestamptz, now() - make_interval(secs => $3)),
                                       now() - interval '${REVOCATION_CURSOR_LAG}') END`)} AS cursor`,
      [rows.length === REVOKED_PAGE ? rows[rows.length - 1].revoked_at : null, since ?? null, this.config.ACCESS_TOKEN_TTL_SECONDS + 60],
    );
    return { revoked: rows.map((row) => row.id), cursor };
  }

  private async revokeFamily(manager: EntityManager, signInId: string, reason: 'logout' | 'reuse'): Promise<void> {
    // clock_timestamp(), not the transaction's start: the feed's cursor lag covers only the commit that follows.
    await manager.query(`UPDATE sign_ins SET revoked_at = clock_timestamp(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [
      signInId,
      reason,
    ]);
    await manager.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE sign_in_id = $1 AND revoked_at IS NULL`, [signInId]);
  }

  private async startSignIn(manager: EntityManager, user: UserEntity, address: string): Promise<Session> {
    const signIn = manager.getRepository(SignInEntity).create({ id: randomUUID(), userId: user.id, clientAddress: address.slice(0, 64) });
    await manager.getRepository(SignInEntity).insert(signIn);
    return this.issue(manager, user, signIn.id);
  }

  /** A fresh access token (claims read from the user row now, so a new tier shows) and the family's next refresh token. */
  private async issue(manager: EntityManager, user: UserEntity, signInId: string): Promise<Session> {
    const refreshToken = newRefreshToken();
    await manager.getRepository(RefreshTokenEntity).insert({
      id: randomUUID(),
      signInId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    });
    const ttl = this.config.ACCESS_TOKEN_TTL_SECONDS;
    const { token, expiresAt } = await this.keys.signAccessToken(
      { sub: user.id, email: user.email, tier: user.tier ?? 'free', sid: signInId },
      ttl,
    );
    return {
      access_token: token,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: ttl,
      expires_at: expiresAt,
      // The count lives in deals; GET /api/auth/user fills it. A sign-in does not wait on deals.
      user: toUser(user, null),
    };
  }
}
