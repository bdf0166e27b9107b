import { Internal } from '@blindspot/service-kit';
import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { SessionsService } from './sessions.service.js';

/** An ISO 8601 UTC timestamp, as the feed's cursor is written. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Service-to-service (x-internal-token): every other service's guard polls this to refuse revoked sign-ins. */
@Controller('internal/sign-ins')
export class InternalSignInsController {
  constructor(private readonly sessions: SessionsService) {}

  /** `{ revoked: sid[], cursor }`: sign-ins revoked since `since` (the last answer's cursor). */
  @Internal()
  @Get('revoked')
  revoked(@Query('since') since: string | undefined): Promise<{ revoked: string[]; cursor: string }> {
    if (since !== undefined && (!CURSOR.test(since) || Number.isNaN(Date.parse(since)))) {
      throw new BadRequestException('since: must be a cursor from an earlier answer (an ISO 8601 UTC time)');
    }
    return this.sessions.revokedSince(since);
  }
}
