import type { AccessClaims } from '@blindspot/contracts';
import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'blindspot:public';
export const IS_INTERNAL = 'blindspot:internal';

/** Opts a route out of the global bearer-token guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** A service-to-service route: needs `x-internal-token`, never a user token. */
export const Internal = () => SetMetadata(IS_INTERNAL, true);

/** The verified access-token claims of the caller. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccessClaims => context.switchToHttp().getRequest().user,
);
