import { createHash, randomBytes } from 'node:crypto';
import { type AccessClaims, type Tier, tierRank } from '@blindspot/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type PaidPlan, PaymentProvider } from '../checkout/payment-provider.js';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { cancelAtPeriodEnd, paidCheckout } from '../subscriptions/local-snapshots.js';
import type { Subscription } from '../subscriptions/subscription.entity.js';
import { isManageable } from '../subscriptions/subscription-state.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { TestModeSession, type TestModeSessionKind } from './test-mode-session.entity.js';

const LIFETIME_MS: Record<TestModeSessionKind, number> = { checkout: 30 * 60_000, portal: 60 * 60_000 };
/** How long Pay waits for auth to take the new tier, so the page the user returns to already shows it. */
const DELIVERY_WAIT_MS = 3_000;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export type PayOutcome = 'paid' | 'not-an-upgrade';

/**
 * The local test mode: a checkout page and a portal page on the product's own origin. No card data exists;
 * Pay, Cancel and Resume produce the snapshots Stripe would report and go through the same state machine.
 */
@Injectable()
export class TestModeService extends PaymentProvider {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly outbox: OutboxService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  async startCheckout(user: AccessClaims, plan: PaidPlan): Promise<string> {
    const token = await this.issue('checkout', user.sub, plan.tier);
    return `${this.config.PUBLIC_URL}/api/stripe/test-checkout/${token}`;
  }

  async openManagement(subscription: Subscription): Promise<string> {
    const token = await this.issue('portal', subscription.userId, null);
    return `${this.config.PUBLIC_URL}/api/stripe/test-portal/${token}`;
  }

  /** A usable session behind a token: not expired and, for a checkout, not used yet. */
  async findSession(token: string, kind: TestModeSessionKind): Promise<TestModeSession | null> {
    const session = await this.dataSource.getRepository(TestModeSession).findOneBy({ tokenHash: hashOf(token), kind });
    if (!session || session.expiresAt.getTime() <= Date.now() || session.usedAt) return null;
    return session;
  }

  /** Pays a checkout (once); null when the token is unknown, used or expired. */
  async pay(token: string): Promise<PayOutcome | null> {
    const now = new Date();
    const outcome = await this.subscriptions.inTransaction(async (manager) => {
      const checkout = await this.consumeCheckout(manager.query.bind(manager), token);
      if (!checkout) return null;
      const current = await this.subscriptions.lockForUser(manager, checkout.user_id);
      if (tierRank(checkout.tier) <= tierRank(current.entitledTier)) return 'not-an-upgrade';
      await this.subscriptions.apply(manager, checkout.user_id, paidCheckout(checkout.tier, now), now);
      return 'paid';
    });
    if (outcome === 'paid') await this.awaitDelivery();
    return outcome;
  }

  /** Abandons a checkout; false when the token is unknown, used or expired. */
  async cancelCheckout(token: string): Promise<boolean> {
    return (await this.consumeCheckout(this.dataSource.query.bind(this.dataSource), token)) !== null;
  }

  /** Cancel at period end (true) or resume (false) from the portal; null when the portal link is not valid. */
  async setCancelAtPeriodEnd(token: string, cancel: boolean): Promise<boolean | null> {
    const portal = await this.findSession(token, 'portal');
    if (!portal) return null;
    const now = new Date();
    const changed = await this.subscriptions.inTransaction(async (manager) => {
      const current = await this.subscriptions.lockForUser(manager, portal.userId);
      if (!isManageable(current.status)) return false;
      return this.subscriptions.apply(manager, portal.userId, cancelAtPeriodEnd(current, cancel, now), now);
    });
    if (changed) await this.awaitDelivery();
    return changed;
  }

  private async issue(kind: TestModeSessionKind, userId: string, tier: Tier | null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.getRepository(TestModeSession).insert({
      tokenHash: hashOf(token),
      kind,
      userId,
      tier,
      expiresAt: new Date(Date.now() + LIFETIME_MS[kind]),
    });
    return token;
  }

  /** Marks a checkout used, atomically: of two concurrent submissions only one gets the row back. */
  private async consumeCheckout(
    query: (sql: string, parameters: unknown[]) => Promise<unknown>,
    token: string,
  ): Promise<{ user_id: string; tier: Tier } | null> {
    const result = (await query(
      `UPDATE test_mode_sessions SET used_at = now()
        WHERE token_hash = $1 AND kind = 'checkout' AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, tier`,
      [hashOf(token)],
    )) as [Array<{ user_id: string; tier: Tier }>, number];
    return result[0][0] ?? null;
  }

  private async awaitDelivery(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, DELIVERY_WAIT_MS)));
    await Promise.race([this.outbox.deliverDue().catch(() => undefined), timeout]);
    clearTimeout(timer);
  }
}
