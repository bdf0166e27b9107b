import type { SubscriptionSummary } from '@blindspot/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OutboxService } from '../outbox/outbox.service.js';
import { ProcessedWebhookEvent, Subscription } from './subscription.entity.js';
import { type SubscriptionSnapshot, summarize, tierMessage, transition } from './subscription-state.js';

/** Stores subscription state. Every change goes through `apply`, in one transaction with its outbox message. */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Runs `work` in a transaction, then wakes the outbox if it queued a message. */
  async inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(work);
    this.outbox.wake();
    return result;
  }

  /** The user's row, created on first use and locked until the transaction ends. */
  async lockForUser(manager: EntityManager, userId: string): Promise<Subscription> {
    await manager.query(`INSERT INTO subscriptions (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId]);
    return manager.getRepository(Subscription).findOneOrFail({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The one transition of both modes: applies a provider snapshot (or, with null, the passage of time)
   * to the user's subscription and queues the tier message for auth when anything changed.
   * Returns true when the user's subscription changed.
   */
  async apply(manager: EntityManager, userId: string, snapshot: SubscriptionSnapshot | null, now = new Date()): Promise<boolean> {
    const current = await this.lockForUser(manager, userId);
    const next = transition(current, snapshot, now);
    if (!next) return false;
    await manager.getRepository(Subscription).update(
      { userId },
      {
        stripeSubscriptionId: next.stripeSubscriptionId,
        status: next.status,
        planTier: next.planTier,
        currentPeriodEnd: next.currentPeriodEnd,
        cancelAtPeriodEnd: next.cancelAtPeriodEnd,
        entitledTier: next.entitledTier,
        sourceVersion: next.sourceVersion,
        version: next.version,
      },
    );
    if (next.version === current.version) return false;
    await this.outbox.enqueue(manager, userId, tierMessage(next));
    this.logger.log(`subscription of ${userId}: ${next.status} ${next.planTier}, entitled to ${next.entitledTier} (v${next.version})`);
    return true;
  }

  /**
   * Records a webhook event id; false when it was already recorded (a replay). Call inside the
   * transaction that applies the event, so the record and the effect commit together.
   */
  async recordEvent(manager: EntityManager, eventId: string, type: string): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ProcessedWebhookEvent)
      .values({ eventId, type })
      .orIgnore()
      .returning('event_id')
      .execute();
    return inserted.raw.length > 0;
  }

  async isEventRecorded(eventId: string): Promise<boolean> {
    return this.dataSource.getRepository(ProcessedWebhookEvent).existsBy({ eventId });
  }

  async find(userId: string): Promise<Subscription | null> {
    return this.dataSource.getRepository(Subscription).findOneBy({ userId });
  }

  async findUserByCustomer(stripeCustomerId: string): Promise<string | null> {
    const row = await this.dataSource.getRepository(Subscription).findOneBy({ stripeCustomerId });
    return row?.userId ?? null;
  }

  /** Stores the user's Stripe customer unless one is stored already; returns the stored one. */
  async attachCustomer(userId: string, stripeCustomerId: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockForUser(manager, userId);
      if (row.stripeCustomerId) return row.stripeCustomerId;
      await manager.getRepository(Subscription).update({ userId }, { stripeCustomerId });
      return stripeCustomerId;
    });
  }

  async summary(userId: string): Promise<SubscriptionSummary> {
    const row = await this.find(userId);
    return row ? summarize(row) : { tier: 'free', status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false };
  }
}
