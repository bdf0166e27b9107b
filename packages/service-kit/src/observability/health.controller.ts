import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators.js';
import { SERVICE_NAME } from '../tokens.js';

/**
 * `GET /health`: readiness, 200 when the process answers and its database does, else 503.
 * `GET /health/live`: liveness, 200 whenever the process answers (a database outage must not restart every instance).
 */
@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  @Public()
  @Get('health/live')
  live(): { status: 'ok'; service: string } {
    return { status: 'ok', service: this.service };
  }

  @Public()
  @Get('health')
  async health(@Res() response: Response): Promise<void> {
    let database: 'up' | 'down' = 'down';
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1_000).unref()),
      ]);
      database = 'up';
    } catch {
      database = 'down';
    }
    const ok = database === 'up';
    response.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json({
      status: ok ? 'ok' : 'error',
      service: this.service,
      database,
      uptimeSeconds: Math.round(process.uptime()),
    });
  }
}
