import type { SubscriptionStatus, Tier } from '@blindspot/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One row per user who ever touched billing: their Stripe customer and the state of their subscription. */
@Entity('subscriptions')
export class Subscription {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 64 })
  userId!: string;

  /** Created once for the user by billing itself; never taken from a request. */
  @Column({ name: 'stripe_customer_id', type: 'varchar', length: 255, nullable: true, unique: true })
  stripeCustomerId!: string | null;

  /** Null for subscriptions of the local test mode. */
  @Column({ name: 'stripe_subscription_id', type: 'varchar', length: 255, nullable: true })
  stripeSubscriptionId!: string | null;

  /** The tier of the plan subscribed to (even when the subscription no longer entitles to it). */
  @Column({ name: 'plan_tier', type: 'varchar', length: 16, default: 'free' })
  planTier!: Tier;

  @Column({ type: 'varchar', length: 32, default: 'none' })
  status!: SubscriptionStatus;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd!: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd!: boolean;

  /** The tier last told to auth. */
  @Column({ name: 'entitled_tier', type: 'varchar', length: 16, default: 'free' })
  entitledTier!: Tier;

  /** Orders provider snapshots: one older than this is never applied. */
  @Column({ name: 'source_version', type: 'bigint', default: 0, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  sourceVersion!: number;

  /** Bumped on every change sent to auth; auth ignores a version older than the one it holds. */
  @Column({ type: 'integer', default: 0 })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** A Stripe event already applied; written in the same transaction as the event's effect. */
@Entity('processed_webhook_events')
export class ProcessedWebhookEvent {
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 255 })
  eventId!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt!: Date;
}
