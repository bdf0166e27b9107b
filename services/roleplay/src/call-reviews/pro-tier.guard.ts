import { type AccessClaims, CALL_REVIEW_PRO_MESSAGE, tierRank } from '@blindspot/contracts';
import { type CanActivate, type ExecutionContext, ForbiddenException } from '@nestjs/common';

/**
 * Scoring a real call is a Pro feature, read from the access token's tier. A guard, so a seller below Pro
 * hears that before anything about the body, and spends none of the coach budget.
 */
export class ProTierGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AccessClaims }>().user;
    if (tierRank(user?.tier) < tierRank('pro')) throw new ForbiddenException(CALL_REVIEW_PRO_MESSAGE);
    return true;
  }
}
