import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InternalUsageController } from './internal-usage.controller.js';
import { MonthlyUsageEntity } from './monthly-usage.entity.js';
import { UsageService } from './usage.service.js';

/** Analyses counted per user and month (the Free plan's limit), and the internal route auth reads them from. */
@Module({
  imports: [TypeOrmModule.forFeature([MonthlyUsageEntity])],
  controllers: [InternalUsageController],
  providers: [UsageService],
  exports: [UsageService],
})
export class UsageModule {}
