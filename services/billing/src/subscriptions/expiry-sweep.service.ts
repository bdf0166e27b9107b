import { PeriodicTask } from '@blindspot/service-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { periodEnded } from './local-snapshots.js';
import { Subscription } from './subscription.entity.js';
import { SubscriptionsService } from './subscriptions.service.js';

const BATCH_SIZE = 100;

/**
 * Moves subscriptions past their period end on: a cancelled one falls back to free (in both modes, even if
 * Stripe's final event is late), and a local test-mode one that was not cancelled renews for a month.
 */
@Injectable()
export class ExpirySweepService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpirySweepService.name);
  private readonly task = new PeriodicTask('expiry sweep', (now: Date = new Date()) => this.sweepOnce(now), this.logger);

  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  onApplicationBootstrap(): void {
    // At once too: periods that ended while no instance was running.
    this.task.start(this.config.EXPIRY_SWEEP_MS, { immediately: true });
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; returns how many subscriptions changed. Rows another instance is sweeping are skipped. */
  sweep(now = new Date()): Promise<number> {
    return this.task.run(now);
  }

  private sweepOnce(now: Date): Promise<number> {
    return this.subscriptions.inTransaction(async (manager) => {
      const due: Subscription[] = await manager
        .getRepository(Subscription)
        .createQueryBuilder('s')
        .where(`s.entitled_tier <> 'free'`)
        .andWhere('s.current_period_end <= :now', { now })
        .andWhere('(s.cancel_at_period_end OR s.stripe_subscription_id IS NULL)')
        .orderBy('s.current_period_end')
        .limit(BATCH_SIZE)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      let changed = 0;
      for (const row of due) {
        // Stripe reports its own renewals; for its subscriptions only the entitlement is re-evaluated.
        const snapshot = row.stripeSubscriptionId === null ? periodEnded(row, now) : null;
        if (await this.subscriptions.apply(manager, row.userId, snapshot, now)) changed++;
      }
      return changed;
    });
  }
}
