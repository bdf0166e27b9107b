import type { Credentials, Session } from '@blindspot/contracts';
import { Inject, Injectable, UnauthorizedException, UnprocessableEntityException, BadRequestException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config.js';
import { KeyStore } from '../keys/key-store.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { UserEntity } from '../users/user.entity.js';
import { isUuid, toUser } from '../users/users.service.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';
import { hashRefreshToken, newRefreshToken } from './refresh-tokens.js';
import { SignInEntity } from './sign-in.entity.js';

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const USER_EXISTS = 'User already registered';

type ParsedCredentials = Required<Credentials>;

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
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async signUp({ email, password }: ParsedCredentials): Promise<Session> {
    const passwordHash = await this.passwords.hash(password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = manager.getRepository(UserEntity).create({ id: randomUUID(), email, passwordHash });
        await manager.getRepository(UserEntity).insert(user);
        return this.startSignIn(manager, await manager.getRepository(UserEntity).findOneByOrFail({ id: user.id }));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new UnprocessableEntityException(USER_EXISTS);
      throw error;
    }
  }

  /** An unknown e-mail and a wrong password get the same answer after the same work. */
  async signIn({ email, password }: ParsedCredentials): Promise<Session> {
    const found = await this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
    const matches = await this.passwords.verify(found?.passwordHash, password);
    if (!found || !matches) throw new BadRequestException(INVALID_CREDENTIALS);
    return this.dataSource.transaction((manager) => this.startSignIn(manager, found));
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
    if ('refused' in outcome) throw new UnauthorizedException(outcome.refused);
    return outcome.session;
  }

  /** Ends one sign-in: its refresh tokens stop working and auth refuses its access tokens. */
  async signOut(signInId: string): Promise<void> {
    await this.dataSource.transaction((manager) => this.revokeFamily(manager, signInId, 'logout'));
  }

  /** True while the sign-in an access token belongs to has not been revoked. */
  async isActive(userId: string, signInId: string): Promise<boolean> {
    if (!isUuid(userId) || !isUuid(signInId)) return false;
    const rows = await this.dataSource.query(`SELECT 1 FROM sign_ins WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`, [signInId, userId]);
    return rows.length > 0;
  }

  private async revokeFamily(manager: EntityManager, signInId: string, reason: 'logout' | 'reuse'): Promise<void> {
    await manager.query(`UPDATE sign_ins SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [signInId, reason]);
    await manager.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE sign_in_id = $1 AND revoked_at IS NULL`, [signInId]);
  }

  private async startSignIn(manager: EntityManager, user: UserEntity): Promise<Session> {
    const signIn = manager.getRepository(SignInEntity).create({ id: randomUUID(), userId: user.id });
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
    const { token, expiresAt } = await this.keys.signAccessToken({ sub: user.id, email: user.email, tier: user.tier ?? 'free', sid: signInId }, ttl);
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
