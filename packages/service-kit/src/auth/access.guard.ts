import { ExecutionContext, Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { timingSafeEqual } from 'node:crypto';
import type { BaseConfig } from '../config.js';
import { SERVICE_CONFIG } from '../tokens.js';
import { KeysUnavailableError } from './access-keys.js';
import { IS_INTERNAL, IS_PUBLIC } from './decorators.js';

function sameSecret(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Deny by default: every route needs a verified access token, except `@Public()` ones;
 * `@Internal()` routes take the service-to-service secret instead and never a user token.
 */
@Injectable()
export class AccessGuard extends AuthGuard('access-token') {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
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
    return user;
  }
}
