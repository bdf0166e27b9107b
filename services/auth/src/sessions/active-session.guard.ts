import type { AccessClaims } from '@blindspot/contracts';
import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { SessionsService } from './sessions.service.js';

/**
 * Runs after service-kit's token check on auth's own signed-in routes: the token must also belong to
 * a sign-in that is still active, so a logout (or a revoked family) takes effect here at once. Other
 * services only check the signature and accept the token until it expires.
 */
@Injectable()
export class ActiveSessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user: AccessClaims | undefined = context.switchToHttp().getRequest().user;
    if (!user || !(await this.sessions.isActive(user.sub, user.sid))) {
      throw new UnauthorizedException('Session has ended; sign in again');
    }
    return true;
  }
}
