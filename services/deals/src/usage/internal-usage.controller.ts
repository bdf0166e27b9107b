import type { DealUsage } from '@blindspot/contracts';
import { Internal } from '@blindspot/service-kit';
import { Controller, Get, Param } from '@nestjs/common';
import { UsageService } from './usage.service.js';

/** Service-to-service: auth fills `analysesThisMonth` of `GET /api/auth/user` from here. */
@Controller('internal/users')
export class InternalUsageController {
  constructor(private readonly usage: UsageService) {}

  @Internal()
  @Get(':id/usage')
  async usageOf(@Param('id') userId: string): Promise<DealUsage> {
    return { analysesThisMonth: await this.usage.analysesThisMonth(userId) };
  }
}
