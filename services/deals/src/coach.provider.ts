import {
  CoachError,
  type CoachProvider,
  createCoach,
  type DealContext,
  OfflineCoach,
  type RoleplayContext,
  streamText,
} from '@blindspot/coach';
import type { ChatMessage, DealCoverage } from '@blindspot/contracts';
import {
  instrumentCoach,
  ServiceMetrics,
  siblingModule,
  WorkerPool,
  WorkerPoolBusyError,
  WorkerTimeoutError,
} from '@blindspot/service-kit';
import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { DEALS_CONFIG, type DealsConfig } from './config.js';
import type { DealCoachTask } from './offline-deal-coach.worker.js';

/** Injection token of the configured coach (openai when OPENAI_API_KEY is set, offline otherwise). */
export const COACH = Symbol('COACH');

/** Seconds a client is told to wait when every coach thread is busy and the queue is full. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * The offline coach with its deal work on worker threads: one user's long notes no longer hold up
 * everyone else's requests. The roleplay parts are never called by deals and stay as they are.
 */
export class PooledOfflineCoach implements CoachProvider {
  readonly name = 'offline' as const;

  constructor(
    private readonly offline: OfflineCoach,
    private readonly pool: WorkerPool<DealCoachTask, string | DealCoverage>,
  ) {}

  async assessDeal(ctx: DealContext): Promise<DealCoverage> {
    return (await this.run({ kind: 'coverage', ctx })) as DealCoverage;
  }

  analyzeDeal(ctx: DealContext): AsyncIterable<string> {
    return this.stream({ kind: 'analysis', ctx });
  }

  answerDealQuestion(ctx: DealContext, history: ChatMessage[], question: string): AsyncIterable<string> {
    return this.stream({ kind: 'follow-up', ctx, history, question });
  }

  buyerReply(ctx: RoleplayContext, history: ChatMessage[]): AsyncIterable<string> {
    return this.offline.buyerReply(ctx, history);
  }

  coachingHint(ctx: RoleplayContext, history: ChatMessage[]) {
    return this.offline.coachingHint(ctx, history);
  }

  scoreRoleplay(ctx: RoleplayContext, history: ChatMessage[]) {
    return this.offline.scoreRoleplay(ctx, history);
  }

  buyerDebrief(ctx: RoleplayContext, history: ChatMessage[]) {
    return this.offline.buyerDebrief(ctx, history);
  }

  private async *stream(task: DealCoachTask): AsyncIterable<string> {
    yield* streamText((await this.run(task)) as string);
  }

  private async run(task: DealCoachTask): Promise<string | DealCoverage> {
    try {
      return await this.pool.run(task);
    } catch (error) {
      if (error instanceof WorkerPoolBusyError) {
        const busy = new HttpException('The coach is busy right now; please try again in a few seconds', HttpStatus.SERVICE_UNAVAILABLE, {
          cause: error,
        });
        throw Object.assign(busy, { headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) } });
      }
      if (error instanceof WorkerTimeoutError)
        throw new CoachError('timeout', 'The coach took too long to read these notes. Please try again with shorter notes.', {
          cause: error,
        });
      throw error;
    }
  }
}

/**
 * The worker threads of the offline coach: loaded before the service answers (so a reply's time budget is
 * never spent on a thread's start-up, and a worker that cannot load stops the start), stopped with it.
 */
@Injectable()
export class OfflineCoachWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OfflineCoachWorkers');
  private pool: WorkerPool<DealCoachTask, string | DealCoverage> | undefined;

  constructor(@Inject(DEALS_CONFIG) private readonly config: DealsConfig) {}

  get(): WorkerPool<DealCoachTask, string | DealCoverage> {
    this.pool ??= new WorkerPool<DealCoachTask, string | DealCoverage>(siblingModule(import.meta.url, 'offline-deal-coach.worker'), {
      threads: this.config.OFFLINE_COACH_THREADS,
      maxQueue: this.config.OFFLINE_COACH_QUEUE,
      timeoutMs: this.config.OFFLINE_COACH_TIMEOUT_MS,
      onError: (error) => this.logger.error(`An offline coach thread failed: ${error instanceof Error ? error.stack : String(error)}`),
    });
    return this.pool;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.pool) return;
    await Promise.all(Array.from({ length: this.pool.threads || 1 }, () => this.pool!.run({ kind: 'warm' })));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
  }
}

export const coachProvider: Provider<CoachProvider> = {
  provide: COACH,
  inject: [DEALS_CONFIG, OfflineCoachWorkers, ServiceMetrics],
  useFactory: (
    { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, COACH_TIMEOUT_MS }: DealsConfig,
    workers: OfflineCoachWorkers,
    metrics: ServiceMetrics,
  ) => {
    const coach = createCoach({ OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, COACH_TIMEOUT_MS });
    // A model's coach waits on the network, not the CPU: only the offline one needs the threads.
    // Every call measured and traced (coach_calls_total and friends: service-kit's instrumentCoach).
    return instrumentCoach(coach instanceof OfflineCoach ? new PooledOfflineCoach(coach, workers.get()) : coach, metrics);
  },
};
