import { type AccessClaims, type BuyerDebrief, buyerDebriefSchema } from '@blindspot/contracts';
import { ApiRoute, CurrentUser, RateLimit } from '@blindspot/service-kit';
import { Controller, Get, Param } from '@nestjs/common';
import { coachCall } from '../coach.provider.js';
import { SessionIdPipe } from '../sessions/session-id.pipe.js';
import { BuyerDebriefService } from './buyer-debrief.service.js';

@Controller('api/roleplay-sessions')
export class BuyerDebriefController {
  constructor(private readonly debriefs: BuyerDebriefService) {}

  /** The first read puts the coach to work: it counts in the per-user coach budget like a completion. */
  @Get(':id/debrief')
  @RateLimit({ bucket: 'coach', per: 'user', limitSetting: 'COACH_RATE_LIMIT_PER_MINUTE', window: 60, what: 'coach requests' })
  @ApiRoute({
    summary: "The buyer's side of a completed session",
    description:
      'What the buyer thought after each seller turn (trust 0 to 6), the facts they held and never gave, ' +
      'the objections they never raised, the turn where the call was won or lost, and what they needed to ' +
      'hear. Kept once read.',
    scope: 'roleplay:read',
    response: buyerDebriefSchema,
    errors: { 409: 'The session is in progress, or was not scored', 502: 'The coach failed', 504: 'The coach took too long' },
  })
  debrief(@CurrentUser() user: AccessClaims, @Param('id', SessionIdPipe) id: string): Promise<BuyerDebrief> {
    return coachCall(() => this.debriefs.debrief(user.sub, id));
  }
}
