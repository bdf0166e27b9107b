import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { Public } from '../auth/decorators.js';

/** One registry per application, so several services (or test instances) in a process never collide. */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly duration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(service: string, withDefaults = true) {
    this.registry.setDefaultLabels({ service });
    if (withDefaults) collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route and status',
      labelNames: ['method', 'route', 'status_code'],
      registers: [this.registry],
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
  }

  /** Express middleware: labels by the matched route pattern (`/api/deal-analyses/:id`), never the raw URL. */
  middleware() {
    return (request: Request, response: Response, next: NextFunction) => {
      const started = process.hrtime.bigint();
      response.on('finish', () => {
        const pattern = request.route?.path;
        const route = typeof pattern === 'string' ? `${request.baseUrl}${pattern}` : 'unmatched';
        const labels = { method: request.method, route, status_code: String(response.statusCode) };
        this.requests.inc(labels);
        this.duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      });
      next();
    };
  }
}

@Controller()
export class MetricsController {
  constructor(@Inject(ServiceMetrics) private readonly metrics: ServiceMetrics) {}

  @Public()
  @Get('metrics')
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  render(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
