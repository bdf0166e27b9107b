import { ExecutionContext, Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { AccessClaims } from '@blindspot/contracts';
import type { BaseConfig } from '../config.js';
import { sameSecret } from '../http/client-address.js';
import { SERVICE_CONFIG } from '../tokens.js';
import { KeysUnavailableError } from './access-keys.js';
import { RevokedSignIns } from './revoked-sign-ins.js';
import { IS_INTERNAL, IS_PUBLIC } from './decorators.js';

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
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_INTERNAL, targets)) {
      const request = context.switchToHttp().getRequest();
      if (!sameSecret(request.headers['x-internal-token'], this.config.INTERNAL_TOKEN)) {
        throw new UnauthorizedException('Invalid internal token');
      }
      return true;
    }
    return super.canActivate(context);
  }

  override handleRequest<User>(error: unknown, user: User | false, info: unknown): User {
    // passport-jwt reports a failed key lookup as `info`, other strategies may pass it as `error`.
    if (error instanceof KeysUnavailableError || info instanceof KeysUnavailableError) {
      // The issuer's keys could not be fetched: the caller's token may be fine, so do not say it is not.
      throw new ServiceUnavailableException('Cannot verify the access token right now; try again shortly');
    }
    if (error || !user) {
      const reason = info instanceof Error && info.name === 'TokenExpiredError' ? 'Access token expired' : undefined;
      throw new UnauthorizedException(reason ?? (info instanceof Error && /No auth token/.test(info.message) ? 'Missing bearer token' : 'Invalid access token'));
    }
    // A signed-out (or otherwise revoked) sign-in: its tokens are still well signed and unexpired.
    if (this.revoked.has((user as unknown as AccessClaims).sid)) throw new UnauthorizedException('Session has ended; sign in again');
    return user;
  }
}
