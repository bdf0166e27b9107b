import type { AccessClaims, SubscriptionStatus } from '@blindspot/contracts';
import { Logger, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import { type PaidPlan, PaymentProvider } from '../checkout/payment-provider.js';
import type { BillingConfig } from '../config.js';
import type { PlanCatalogue } from '../plans/plans.js';
import type { Subscription } from '../subscriptions/subscription.entity.js';
import { isLive, type SubscriptionSnapshot } from '../subscriptions/subscription-state.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';

const STRIPE_STATUSES: ReadonlySet<string> = new Set<SubscriptionStatus>([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
]);

export function createStripeClient(config: BillingConfig): Stripe {
  const api = new URL(config.STRIPE_API_URL);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.STRIPE_SECRET_KEY!, {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'blindspot-billing' },
  });
}

/** Stripe Checkout, the Customer Portal and the subscription reads the webhook handler needs. */
export class StripePayments extends PaymentProvider {
  private readonly logger = new Logger(StripePayments.name);

  constructor(
    readonly stripe: Stripe,
    private readonly config: BillingConfig,
    private readonly catalogue: PlanCatalogue,
    private readonly subscriptions: SubscriptionsService,
  ) {
    super();
  }

  async startCheckout(user: AccessClaims, plan: PaidPlan, subscription: Subscription | null): Promise<string> {
    const customer = await this.customerOf(user, subscription);
    // A second Checkout would bill a second subscription: a live one changes plan in the portal instead.
    if (subscription?.stripeSubscriptionId && isLive(subscription.status)) {
      const session = await this.call(() =>
        this.stripe.billingPortal.sessions.create({
          customer,
          return_url: this.pricingUrl(),
          flow_data: { type: 'subscription_update', subscription_update: { subscription: subscription.stripeSubscriptionId! } },
        }),
      );
      return session.url;
    }
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price: plan.priceId, quantity: 1 }],
        success_url: this.pricingUrl('?checkout=success'),
        cancel_url: this.pricingUrl('?checkout=cancelled'),
        client_reference_id: user.sub,
        metadata: { userId: user.sub },
        subscription_data: { metadata: { userId: user.sub } },
      }),
    );
    if (!session.url) throw new ServiceUnavailableException('Stripe did not return a checkout URL');
    return session.url;
  }

  async openManagement(subscription: Subscription): Promise<string> {
    if (!subscription.stripeCustomerId) throw new ServiceUnavailableException('No Stripe customer is stored for this subscription');
    const customer = subscription.stripeCustomerId;
    const session = await this.call(() => this.stripe.billingPortal.sessions.create({ customer, return_url: this.pricingUrl() }));
    return session.url;
  }

  /**
   * The subscription as Stripe holds it now: the freshest state, whatever order events arrive in; null
   * when Stripe does not know it (404), which no retry will change.
   */
  async retrieveSubscription(id: string): Promise<Stripe.Subscription | null> {
    return this.call(() =>
      this.stripe.subscriptions.retrieve(id).catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        throw error;
      }),
    );
  }

  snapshotOf(subscription: Stripe.Subscription, sourceVersion: number): SubscriptionSnapshot {
    const item = subscription.items.data[0];
    const plan = item ? this.catalogue.paidPlanByPriceId(item.price.id) : undefined;
    if (item && !plan) this.logger.warn(`subscription ${subscription.id} is for unknown price ${item.price.id}`);
    return {
      stripeSubscriptionId: subscription.id,
      status: STRIPE_STATUSES.has(subscription.status) ? (subscription.status as SubscriptionStatus) : 'incomplete',
      planTier: plan?.tier ?? 'free',
      currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      sourceVersion,
    };
  }

  /** Account deletion: the subscription cancelled at once (no refund is made here), then the customer deleted. */
  override async cancelAndForget(subscription: Subscription): Promise<void> {
    // Already gone at Stripe (a retry after a lost answer) counts as done.
    const gone = (error: unknown) => {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw error;
    };
    if (subscription.stripeSubscriptionId) {
      const id = subscription.stripeSubscriptionId;
      await this.call(() => this.stripe.subscriptions.cancel(id).catch(gone));
    }
    if (subscription.stripeCustomerId) {
      const id = subscription.stripeCustomerId;
      await this.call(() => this.stripe.customers.del(id).catch(gone));
    }
  }

  /** The user's own Stripe customer, created once and stored. */
  private async customerOf(user: AccessClaims, subscription: Subscription | null): Promise<string> {
    if (subscription?.stripeCustomerId) return subscription.stripeCustomerId;
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { email: user.email, metadata: { userId: user.sub } },
        // Two concurrent first checkouts get the same customer back from Stripe.
        { idempotencyKey: `blindspot-customer-${user.sub}` },
      ),
    );
    return this.subscriptions.attachCustomer(user.sub, customer.id);
  }

  private pricingUrl(query = ''): string {
    return `${this.config.PUBLIC_URL}/pricing${query}`;
  }

  /** Stripe failures reach the user as a 503 with a message, never as an unexplained 500. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        this.logger.error(`Stripe request failed: ${error.type} ${error.message}`);
        throw new ServiceUnavailableException(`The payment provider could not complete the request: ${error.message}`);
      }
      throw error;
    }
  }
}
