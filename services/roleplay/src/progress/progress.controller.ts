import { type AccessClaims, PROGRESS_PRO_MESSAGE, type RoleplayProgress, roleplayProgressSchema, tierRank } from '@blindspot/contracts';
import { ApiRoute, CurrentUser } from '@blindspot/service-kit';
import { Controller, ForbiddenException, Get } from '@nestjs/common';
import { ProgressService } from './progress.service.js';

/** Registered before the sessions' controller: `progress` must not be read as a session id. */
@Controller('api/roleplay-sessions')
export class ProgressController {
  constructor(private readonly progressService: ProgressService) {}

  /** Pro's analytics dashboard (docs/product.md#progress): the tier comes from the access token. */
  @Get('progress')
  @ApiRoute({
    summary: 'Your progress over your scored sessions',
    description:
      'Score over time (the latest 30 scored sessions), averages by scenario, methodology and difficulty, ' +
      "each methodology element's coverage and trend, and the weakest element to practise next. Pro plan.",
    scope: 'roleplay:read',
    response: roleplayProgressSchema,
    errors: { 403: 'Below the Pro plan' },
  })
  progress(@CurrentUser() user: AccessClaims): Promise<RoleplayProgress> {
    if (tierRank(user.tier) < tierRank('pro')) throw new ForbiddenException(PROGRESS_PRO_MESSAGE);
    return this.progressService.progress(user.sub);
  }
}
