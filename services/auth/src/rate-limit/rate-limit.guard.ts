import { HttpException, HttpStatus, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_CONFIG, type AuthConfig } from '../config.js';
import { clientIp } from './client-ip.js';
import { FixedWindowLimiter } from './fixed-window-limiter.js';

const RATE_LIMIT_BUCKET = 'auth:rate-limit-bucket';

/** Limits a route per client IP; each bucket (signup, login, refresh) counts separately. */
export const RateLimited = (bucket: 'signup' | 'login' | 'refresh') => SetMetadata(RATE_LIMIT_BUCKET, bucket);

/**
 * Per-IP, never per account: an attacker hammering one account from one address is stopped without
 * locking the owner out from theirs.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters = new Map<string, FixedWindowLimiter>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const bucket = this.reflector.get<string | undefined>(RATE_LIMIT_BUCKET, context.getHandler());
    if (!bucket) return true;
    let limiter = this.limiters.get(bucket);
    if (!limiter) {
      limiter = new FixedWindowLimiter(this.config.AUTH_RATE_LIMIT_PER_MINUTE, this.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000);
      this.limiters.set(bucket, limiter);
    }
    const decision = limiter.hit(clientIp(context.switchToHttp().getRequest()));
    if (decision.allowed) return true;
    const error = new HttpException(
      `Too many requests; try again in ${decision.retryAfterSeconds} seconds`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
    // service-kit's error filter sends these headers with the JSON body.
    throw Object.assign(error, { headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
  }
}
