import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import {
  Counter,
  type CounterConfiguration,
  collectDefaultMetrics,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  Registry,
} from 'prom-client';
import { Public } from '../auth/decorators.js';

/**
 * One registry per application, so several services (or test instances) in a process never collide.
 * The names here are what deploy/monitoring's rules and dashboards read: rename one there too.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly duration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly inFlight: Gauge;
  private readonly firstByte: Histogram<'method' | 'route'>;

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
    this.inFlight = new Gauge({
      name: 'http_requests_in_flight',
      help: 'HTTP requests received and not yet answered (streamed replies until their last byte)',
      registers: [this.registry],
    });
    this.firstByte = new Histogram({
      name: 'http_stream_first_byte_seconds',
      help: 'Time from a request to the first byte of its streamed (text/event-stream) answer: when the seller sees the reply start',
      labelNames: ['method', 'route'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30],
      registers: [this.registry],
    });
  }

  /** A counter of the service's own on this registry (the same one again if it exists). */
  counter<L extends string>(config: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
    return (this.registry.getSingleMetric(config.name) as Counter<L> | undefined) ?? new Counter({ ...config, registers: [this.registry] });
  }

  /** A gauge of the service's own on this registry (the same one again if it exists); `collect` runs on each scrape. */
  gauge<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
    return (this.registry.getSingleMetric(config.name) as Gauge<L> | undefined) ?? new Gauge({ ...config, registers: [this.registry] });
  }

  /** A histogram of the service's own on this registry (the same one again if it exists). */
  histogram<L extends string>(config: { name: string; help: string; labelNames: readonly L[]; buckets: number[] }): Histogram<L> {
    return (
      (this.registry.getSingleMetric(config.name) as Histogram<L> | undefined) ?? new Histogram({ ...config, registers: [this.registry] })
    );
  }

  /** Express middleware: labels by the matched route pattern (`/api/deal-analyses/:id`), never the raw URL. */
  middleware() {
    return (request: Request, response: Response, next: NextFunction) => {
      const started = process.hrtime.bigint();
      const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
      const routeOf = () => {
        const pattern = request.route?.path;
        return typeof pattern === 'string' ? `${request.baseUrl}${pattern}` : 'unmatched';
      };
      this.inFlight.inc();
      // The first write of a streamed answer is its first byte (answerChatTurn flushes headers with it).
      const write = response.write;
      response.write = ((...args: Parameters<Response['write']>) => {
        response.write = write;
        if (String(response.getHeader('content-type') ?? '').startsWith('text/event-stream')) {
          this.firstByte.observe({ method: request.method, route: routeOf() }, seconds());
        }
        return write.apply(response, args);
      }) as Response['write'];
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        this.inFlight.dec();
      };
      response.on('close', end);
      response.on('finish', () => {
        end();
        const labels = { method: request.method, route: routeOf(), status_code: String(response.statusCode) };
        this.requests.inc(labels);
        this.duration.observe(labels, seconds());
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
