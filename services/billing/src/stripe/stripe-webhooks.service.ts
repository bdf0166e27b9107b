import { parseOrBadRequest } from '@blindspot/service-kit';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { z } from 'zod';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { StripePayments } from './stripe-payments.js';

export const HANDLED_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type WebhookOutcome = 'applied' | 'unchanged' | 'duplicate' | 'ignored';

/**
 * What a signed event must hold before it is recorded (the id is the primary key of
 * processed_webhook_events, varchar(255)); parseOrBadRequest also refuses NUL and lone surrogates.
 */
const eventEnvelopeSchema = z.object({
  id: z.string().min(1, 'is required').max(255),
  type: z.string().min(1, 'is required').max(255),
  created: z.number().int().nonnegative(),
  object: z.record(z.string(), z.unknown()),
});

interface SubscriptionReference {
  subscriptionId: string | null;
  /** The user named by our own checkout (client reference); the stored customer takes precedence. */
  userId: string | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : typeof value?.id === 'string' ? value.id : null;

/**
 * Verifies Stripe's signed events and applies each at most once. Whatever the event, the subscription is
 * read back from Stripe, so its freshest state is applied; the event's `created` orders the snapshots, so an
 * event that arrives after a newer one changes nothing.
 */
@Injectable()
export class StripeWebhooksService {
  private readonly logger = new Logger(StripeWebhooksService.name);

  constructor(
    @Inject(StripePayments) private readonly payments: StripePayments | null,
    private readonly subscriptions: SubscriptionsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** Checks the signature of the raw body; 400 (and nothing changes) when it does not match. */
  verify(rawBody: Buffer | undefined, signature: string | string[] | undefined): Stripe.Event {
    const payments = this.enabledPayments();
    const secret = this.config.STRIPE_WEBHOOK_SECRET!;
    if (typeof signature !== 'string' || signature.length === 0) throw new BadRequestException('Missing Stripe-Signature header');
    if (!rawBody || rawBody.length === 0) throw new BadRequestException('Missing webhook body');
    let event: Stripe.Event;
    try {
      event = payments.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      throw new BadRequestException(`Invalid Stripe signature: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Signed but malformed: a 400 (nothing recorded), never a database error.
    const { id, type, created, data } = event as Partial<Stripe.Event>;
    parseOrBadRequest(eventEnvelopeSchema, { id, type, created, object: data?.object });
    return event;
  }

  async process(event: Stripe.Event): Promise<WebhookOutcome> {
    const payments = this.enabledPayments();
    if (!HANDLED_EVENTS.has(event.type)) return 'ignored';
    if (await this.subscriptions.isEventRecorded(event.id)) return 'duplicate';
    const reference = this.referenceOf(event);
    const subscription = reference.subscriptionId ? await payments.retrieveSubscription(reference.subscriptionId) : null;
    const customerId = subscription ? idOf(subscription.customer) : null;
    const userId =
      (customerId && (await this.subscriptions.findUserByCustomer(customerId))) ||
      reference.userId ||
      subscription?.metadata?.userId ||
      null;
    // Acknowledged (200) all the same: an error would have Stripe resend it for days, to no avail.
    if (!subscription || !userId) {
      const what =
        reference.subscriptionId && !subscription
          ? `subscription ${reference.subscriptionId} unknown to Stripe`
          : 'no subscription of a known user';
      this.logger.warn(`${event.type} ${event.id}: ${what}, recorded without effect`);
    }
    const snapshot = subscription ? payments.snapshotOf(subscription, event.created * 1000) : null;
    return this.subscriptions.inTransaction(async (manager) => {
      if (!(await this.subscriptions.recordEvent(manager, event.id, event.type))) return 'duplicate';
      if (!snapshot || !userId) return 'ignored';
      return (await this.subscriptions.apply(manager, userId, snapshot)) ? 'applied' : 'unchanged';
    });
  }

  private enabledPayments(): StripePayments {
    if (!this.payments || !this.config.STRIPE_WEBHOOK_SECRET) {
      throw new BadRequestException('Stripe webhooks are not enabled: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set');
    }
    return this.payments;
  }

  private referenceOf(event: Stripe.Event): SubscriptionReference {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        return {
          subscriptionId: session.mode === 'subscription' ? idOf(session.subscription) : null,
          userId: session.client_reference_id ?? session.metadata?.userId ?? null,
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { subscriptionId: event.data.object.id, userId: null };
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return { subscriptionId: idOf(event.data.object.parent?.subscription_details?.subscription), userId: null };
      default:
        return { subscriptionId: null, userId: null };
    }
  }
}
