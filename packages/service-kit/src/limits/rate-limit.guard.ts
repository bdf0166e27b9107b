import type { AccessClaims } from '@blindspot/contracts';
import { applyDecorators, type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { BaseConfig } from '../config.js';
import { clientAddress } from '../http/client-address.js';
import { SERVICE_CONFIG } from '../tokens.js';
import { RateLimiter, tooManyRequests } from './rate-limiter.js';

const RATE_LIMIT = 'blindspot:rate-limit';

export interface RateLimitOptions {
  /** Routes that share a bucket share one budget per key. */
  bucket: string;
  /** Counted per signed-in user (the token's `sub`) or per client address (see clientAddress). */
  per: 'user' | 'address';
  /** The setting (a number in the service's configuration) that holds the limit per window. */
  limitSetting: string;
  /** The setting that holds the window in seconds, or the window itself. */
  window: string | number;
  /** How the 429 names what was limited: `Too many ${what}; try again in N seconds`. */
  what: string;
}

/**
 * Limits a route (429 with Retry-After past the limit), counted in the service's database so that every
 * instance shares the budget. Runs after the access guard, so `per: 'user'` keys on the verified user.
 */
export const RateLimit = (options: RateLimitOptions) => applyDecorators(SetMetadata(RATE_LIMIT, options), UseGuards(RateLimitGuard));

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig & Record<string, unknown>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.get<RateLimitOptions | undefined>(RATE_LIMIT, context.getHandler());
    if (!options) return true;
    const request = context.switchToHttp().getRequest();
    const key = options.per === 'user' ? (request.user as AccessClaims | undefined)?.sub : clientAddress(request, this.config);
    if (!key) return true;
    const limit = Number(this.config[options.limitSetting]);
    const windowSeconds = typeof options.window === 'number' ? options.window : Number(this.config[options.window]);
    if (!(limit > 0) || !(windowSeconds > 0))
      throw new Error(`RateLimit ${options.bucket}: ${options.limitSetting} is not a positive number`);
    const decision = await this.limiter.hit(options.bucket, key, { limit, windowSeconds });
    if (decision.allowed) return true;
    throw tooManyRequests(`Too many ${options.what}; try again in ${decision.retryAfterSeconds} seconds`, decision.retryAfterSeconds);
  }
}
