import { type AccessClaims, PERSONAL_TOKEN_PREFIX } from '@blindspot/contracts';
import {
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { BaseConfig } from '../config.js';
import { oneOfSecrets } from '../http/client-address.js';
import { RateLimiter, tooManyRequests } from '../limits/rate-limiter.js';
import { API_ROUTE, type ApiRouteOptions } from '../openapi/api-route.js';
import { SERVICE_CONFIG } from '../tokens.js';
import { KeysUnavailableError } from './access-keys.js';
import { IS_INTERNAL, IS_PUBLIC } from './decorators.js';
import { IntrospectionUnavailableError, PersonalTokens } from './personal-tokens.js';
import { RevokedSignIns } from './revoked-sign-ins.js';

/**
 * Deny by default: every route needs a verified access token, except `@Public()` ones;
 * `@Internal()` routes take the service-to-service secret instead and never a user token.
 */
@Injectable()
export class AccessGuard extends AuthGuard('access-token') {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
    private readonly revoked: RevokedSignIns,
    private readonly personalTokens: PersonalTokens,
    private readonly limiter: RateLimiter,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_INTERNAL, targets)) {
      const request = context.switchToHttp().getRequest();
      // The current token, and during a rotation the next or the previous one: pods of both ends roll one at a time.
      const accepted = [this.config.INTERNAL_TOKEN, this.config.INTERNAL_TOKEN_NEXT, this.config.INTERNAL_TOKEN_PREVIOUS];
      if (!oneOfSecrets(request.headers['x-internal-token'], accepted)) {
        throw new UnauthorizedException('Invalid internal token');
      }
      return true;
    }
    const token = bearerToken(context.switchToHttp().getRequest().headers.authorization);
    if (token?.startsWith(PERSONAL_TOKEN_PREFIX)) return this.personalToken(context, token);
    return super.canActivate(context);
  }

  /**
   * A personal access token (`bsp_...`, docs/api.md): only on routes of the public API (`@ApiRoute` with a
   * scope), checked by auth (cached), refused once revoked, held to its scopes and to a per-token limit.
   */
  private async personalToken(context: ExecutionContext, token: string): Promise<boolean> {
    const route = this.reflector.get<ApiRouteOptions | undefined>(API_ROUTE, context.getHandler());
    if (!route?.scope)
      throw new UnauthorizedException('This route takes the access token of a signed-in session, not a personal access token');
    let grant: Awaited<ReturnType<PersonalTokens['verify']>>;
    try {
      grant = await this.personalTokens.verify(token);
    } catch (error) {
      if (error instanceof IntrospectionUnavailableError)
        throw new ServiceUnavailableException('Cannot check the personal access token right now; try again shortly');
      throw error;
    }
    if (!grant || this.revoked.has(grant.claims.sid))
      throw new UnauthorizedException('Invalid personal access token: unknown, expired or revoked');
    if (!(grant.scopes as string[]).includes(route.scope)) {
      throw new ForbiddenException(`This personal access token lacks the ${route.scope} scope`);
    }
    const limit = this.config.PERSONAL_TOKEN_RATE_LIMIT_PER_MINUTE;
    const decision = await this.limiter.hit('personal-token', grant.tokenId, { limit, windowSeconds: 60 });
    if (!decision.allowed) {
      throw tooManyRequests(
        `Too many requests with this personal access token; try again in ${decision.retryAfterSeconds} seconds`,
        decision.retryAfterSeconds,
      );
    }
    const request = context.switchToHttp().getRequest();
    request.user = grant.claims;
    request.personalToken = { id: grant.tokenId, scopes: grant.scopes };
    return true;
  }

  override handleRequest<User>(error: unknown, user: User | false, info: unknown): User {
    // passport-jwt reports a failed key lookup as `info`, other strategies may pass it as `error`.
    if (error instanceof KeysUnavailableError || info instanceof KeysUnavailableError) {
      // The issuer's keys could not be fetched: the caller's token may be fine, so do not say it is not.
      throw new ServiceUnavailableException('Cannot verify the access token right now; try again shortly');
    }
    if (error || !user) {
      const reason = info instanceof Error && info.name === 'TokenExpiredError' ? 'Access token expired' : undefined;
      throw new UnauthorizedException(
        reason ?? (info instanceof Error && /No auth token/.test(info.message) ? 'Missing bearer token' : 'Invalid access token'),
      );
    }
    // A signed-out (or otherwise revoked) sign-in: its tokens are still well signed and unexpired.
    if (this.revoked.has((user as unknown as AccessClaims).sid)) throw new UnauthorizedException('Session has ended; sign in again');
    return user;
  }
}

/** The credentials of an `Authorization: Bearer <token>` header (the scheme in any case), else undefined. */
function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
