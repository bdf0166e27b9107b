import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import { type BillingHarness, eventually, PUBLIC_URL, startBilling, WEBHOOK_SECRET } from './support/billing.js';
import type { FakeStripe, FakeSubscription } from './support/fake-stripe.js';

let billing: BillingHarness;
let stripe: FakeStripe;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  billing = await startBilling({ stripe: true });
  stripe = billing.stripe!;
});
afterAll(() => billing?.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const inDays = (days: number) => nowSeconds() + days * 86_400;

function event(type: string, object: Record<string, unknown>, created = nowSeconds()) {
  return { id: `evt_${randomUUID()}`, object: 'event', api_version: '2026-10-28.endive', type, created, data: { object } };
}

function sign(payload: string, timestamp = nowSeconds()): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
}

function deliver(body: object, header?: string) {
  const payload = JSON.stringify(body);
  const post = request(billing.url).post('/api/stripe/webhook').set('content-type', 'application/json');
  return (header === undefined ? post : post.set('stripe-signature', header)).send(payload);
}

const deliverSigned = (body: object) => deliver(body, sign(JSON.stringify(body)));

const subscriptionEvent = (type: string, subscription: FakeSubscription, created?: number) =>
  event(type, { id: subscription.id, object: 'subscription', customer: subscription.customer, status: subscription.status }, created);

async function subscriptionOf(auth: { Authorization: string }) {
  return (await request(billing.url).get('/api/stripe/subscription').set(auth).expect(200)).body;
}

/** A user who went through Checkout: their customer exists in the fake Stripe, their subscription too. */
async function checkedOutUser(status = 'active', priceId = 'price_pro_monthly') {
  const user = await billing.newUser();
  await request(billing.url).post('/api/stripe/create-checkout-session').set(user.auth).send({ priceId }).expect(200);
  const customer = stripe.requestsTo('/v1/checkout/sessions').at(-1)!.params.customer;
  const subscription: FakeSubscription = { id: `sub_${randomUUID()}`, customer, status, priceId, currentPeriodEnd: inDays(30) };
  stripe.putSubscription(subscription);
  return { ...user, customer, subscription };
}

const outboxCount = async (userId: string): Promise<number> =>
  (await billing.sql('SELECT count(*)::int AS n FROM outbox_messages WHERE user_id = $1', [userId]))[0].n;

describe('Stripe Checkout and Customer Portal', () => {
  it('creates a subscription Checkout Session for the user own customer, created once', async () => {
    const { claims, auth } = await billing.newUser();
    const response = await request(billing.url)
      .post('/api/stripe/create-checkout-session')
      .set(auth)
      .send({ priceId: 'price_practice_monthly', customer: 'cus_someone_else' });
    expect(response.status).toBe(200);
    expect(response.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const customers = stripe.requests.filter((r) => r.path === '/v1/customers' && r.params['metadata[userId]'] === claims.sub);
    expect(customers).toHaveLength(1);
    expect(customers[0].params.email).toBe(claims.email);
    expect(customers[0].idempotencyKey).toBe(`blindspot-customer-${claims.sub}`);

    const session = stripe.requestsTo('/v1/checkout/sessions').at(-1)!.params;
    expect(session).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_practice_monthly',
      'line_items[0][quantity]': '1',
      success_url: `${PUBLIC_URL}/pricing?checkout=success`,
      cancel_url: `${PUBLIC_URL}/pricing?checkout=cancelled`,
      client_reference_id: claims.sub,
      'metadata[userId]': claims.sub,
      'subscription_data[metadata][userId]': claims.sub,
    });
    expect(session.customer).toMatch(/^cus_test_/);
    expect(session.customer).not.toBe('cus_someone_else');

    // A second attempt reuses the stored customer.
    await request(billing.url).post('/api/stripe/create-checkout-session').set(auth).send({ priceId: 'price_pro_monthly' }).expect(200);
    expect(stripe.requests.filter((r) => r.path === '/v1/customers' && r.params['metadata[userId]'] === claims.sub)).toHaveLength(1);
    expect(stripe.requestsTo('/v1/checkout/sessions').at(-1)!.params.customer).toBe(session.customer);
  });

  it('opens the Customer Portal for the user own customer once subscribed', async () => {
    const user = await checkedOutUser();
    await request(billing.url).post('/api/stripe/manage-subscription').set(user.auth).expect(400);
    await deliverSigned(
      event('checkout.session.completed', {
        id: 'cs_test_x',
        object: 'checkout.session',
        mode: 'subscription',
        customer: user.customer,
        subscription: user.subscription.id,
        client_reference_id: user.claims.sub,
      }),
    ).expect(200);

    const response = await request(billing.url).post('/api/stripe/manage-subscription').set(user.auth);
    expect(response.status).toBe(200);
    expect(response.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.requestsTo('/v1/billing_portal/sessions').at(-1)!.params).toEqual({
      customer: user.customer,
      return_url: `${PUBLIC_URL}/pricing`,
    });
  });

  it('sends a subscriber upgrading to a higher plan to the portal instead of a second subscription', async () => {
    const user = await checkedOutUser('active', 'price_practice_monthly');
    await deliverSigned(subscriptionEvent('customer.subscription.created', user.subscription)).expect(200);
    const sessionsBefore = stripe.requestsTo('/v1/checkout/sessions').length;

    const response = await request(billing.url)
      .post('/api/stripe/create-checkout-session')
      .set(user.auth)
      .send({ priceId: 'price_pro_monthly' });
    expect(response.status).toBe(200);
    expect(stripe.requestsTo('/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    expect(stripe.requestsTo('/v1/billing_portal/sessions').at(-1)!.params).toMatchObject({
      customer: user.customer,
      'flow_data[type]': 'subscription_update',
      'flow_data[subscription_update][subscription]': user.subscription.id,
    });
  });

  it('the test-mode pages do not exist in Stripe mode', async () => {
    await request(billing.url).get('/api/stripe/test-checkout/anything').expect(404);
  });
});

describe('Stripe webhooks', () => {
  it('applies a signed checkout.session.completed and tells auth', async () => {
    const user = await checkedOutUser();
    const response = await deliverSigned(
      event('checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        customer: user.customer,
        subscription: user.subscription.id,
        client_reference_id: user.claims.sub,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, outcome: 'applied' });
    const expectedEnd = new Date(user.subscription.currentPeriodEnd * 1000).toISOString();
    expect(await subscriptionOf(user.auth)).toEqual({
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: expectedEnd,
      cancelAtPeriodEnd: false,
    });
    await eventually(() => billing.auth.tierOf(user.claims.sub));
    expect(billing.auth.tierOf(user.claims.sub)).toEqual({ tier: 'pro', currentPeriodEnd: expectedEnd, version: 1 });
  });

  it('refuses a tampered, stale or unsigned event, and nothing changes', async () => {
    const user = await checkedOutUser();
    const completed = subscriptionEvent('customer.subscription.created', user.subscription);
    const payload = JSON.stringify(completed);

    const tampered = await request(billing.url)
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', sign(payload))
      .send(payload.replace(user.subscription.id, 'sub_forged'));
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toMatch(/Invalid Stripe signature/);

    const stale = await deliver(completed, sign(payload, nowSeconds() - 600));
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/Invalid Stripe signature/);

    const unsigned = await deliver(completed);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe('Missing Stripe-Signature header');

    const wrongSecret = await deliver(completed, new Stripe('sk').webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }));
    expect(wrongSecret.status).toBe(400);

    expect(await subscriptionOf(user.auth)).toMatchObject({ tier: 'free', status: 'none' });
    expect(await outboxCount(user.claims.sub)).toBe(0);
    const recorded = await billing.sql('SELECT 1 FROM processed_webhook_events WHERE event_id = $1', [completed.id]);
    expect(recorded).toHaveLength(0);
  });

  it('a user token does not open the webhook', async () => {
    const user = await checkedOutUser();
    const response = await request(billing.url)
      .post('/api/stripe/webhook')
      .set(user.auth)
      .send(subscriptionEvent('customer.subscription.created', user.subscription));
    expect(response.status).toBe(400);
    expect(await subscriptionOf(user.auth)).toMatchObject({ tier: 'free' });
  });

  it('applies one event replayed 100 times once', async () => {
    const user = await checkedOutUser();
    const created = subscriptionEvent('customer.subscription.created', user.subscription);
    const header = sign(JSON.stringify(created));
    const outcomes: string[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(created, header)));
      for (const response of responses) {
        expect(response.status).toBe(200);
        outcomes.push(response.body.outcome);
      }
    }
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(99);
    expect(await subscriptionOf(user.auth)).toMatchObject({ tier: 'pro', status: 'active' });
    expect(await outboxCount(user.claims.sub)).toBe(1);
  });

  it('ends right when updated arrives before created', async () => {
    const user = await checkedOutUser('incomplete');
    const t = nowSeconds();
    const created = subscriptionEvent('customer.subscription.created', user.subscription, t);
    // Stripe now holds the later state; its updated event is delivered first.
    stripe.putSubscription({ ...user.subscription, status: 'active' });
    const updated = subscriptionEvent('customer.subscription.updated', { ...user.subscription, status: 'active' }, t + 1);
    expect((await deliverSigned(updated)).body.outcome).toBe('applied');
    // Stripe's read of the late event is now behind (as a slow replica would be): it must not win.
    stripe.putSubscription(user.subscription);
    expect((await deliverSigned(created)).body.outcome).toBe('unchanged');
    expect(await subscriptionOf(user.auth)).toMatchObject({ tier: 'pro', status: 'active' });
    expect(await outboxCount(user.claims.sub)).toBe(1);
  });

  it('follows a failed payment, a paid invoice and the end of the subscription', async () => {
    const user = await checkedOutUser();
    const t = nowSeconds();
    await deliverSigned(subscriptionEvent('customer.subscription.created', user.subscription, t)).expect(200);

    stripe.putSubscription({ ...user.subscription, status: 'past_due' });
    const failed = event(
      'invoice.payment_failed',
      {
        id: 'in_1',
        object: 'invoice',
        customer: user.customer,
        parent: { type: 'subscription_details', subscription_details: { subscription: user.subscription.id } },
      },
      t + 1,
    );
    expect((await deliverSigned(failed)).body.outcome).toBe('applied');
    expect(await subscriptionOf(user.auth)).toMatchObject({ tier: 'pro', status: 'past_due' });

    const renewedEnd = inDays(60);
    stripe.putSubscription({ ...user.subscription, status: 'active', currentPeriodEnd: renewedEnd });
    const paid = event(
      'invoice.paid',
      {
        id: 'in_2',
        object: 'invoice',
        customer: user.customer,
        parent: { type: 'subscription_details', subscription_details: { subscription: user.subscription.id } },
      },
      t + 2,
    );
    expect((await deliverSigned(paid)).body.outcome).toBe('applied');
    expect(await subscriptionOf(user.auth)).toMatchObject({
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(renewedEnd * 1000).toISOString(),
    });

    stripe.putSubscription({ ...user.subscription, status: 'canceled', currentPeriodEnd: renewedEnd });
    const deleted = subscriptionEvent('customer.subscription.deleted', user.subscription, t + 3);
    expect((await deliverSigned(deleted)).body.outcome).toBe('applied');
    expect(await subscriptionOf(user.auth)).toMatchObject({ tier: 'free', status: 'canceled' });
    await eventually(() => billing.auth.tierOf(user.claims.sub)?.version === 4);
    expect(billing.auth.tierOf(user.claims.sub)).toEqual({ tier: 'free', currentPeriodEnd: null, version: 4 });
  });

  it('refuses signed events with no id, an id over 255 characters or a NUL in it, with 400 and nothing recorded', async () => {
    const user = await checkedOutUser();
    const good = subscriptionEvent('customer.subscription.created', user.subscription);
    const { id: _id, ...noId } = good;
    const cases: Array<[object, RegExp]> = [
      [noId, /^id: /],
      [{ ...good, id: '' }, /^id: is required/],
      [{ ...good, id: `evt_${'x'.repeat(300)}` }, /^id: /],
      [{ ...good, id: 'evt_a\u0000b' }, /^id: must not contain NUL/],
      [{ ...good, id: 42 }, /^id: /],
      [{ ...good, created: 'yesterday' }, /^created: /],
      [{ ...good, data: null }, /^object: /],
    ];
    const recorded = async () => (await billing.sql('SELECT count(*)::int AS n FROM processed_webhook_events'))[0].n;
    const before = await recorded();
    for (const [body, message] of cases) {
      const response = await deliverSigned(body);
      expect([response.status, response.body.message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await subscriptionOf(user.auth)).toMatchObject({ tier: 'free', status: 'none' });
    expect(await recorded()).toBe(before);
    // The same event, well formed, goes through.
    expect((await deliverSigned(good)).body.outcome).toBe('applied');
  });

  it('acknowledges and records an event about a subscription Stripe does not know, so it is not resent for days', async () => {
    const user = await checkedOutUser();
    const unknown = subscriptionEvent('customer.subscription.updated', { ...user.subscription, id: 'sub_unknown_to_stripe' });
    const response = await deliverSigned(unknown);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, outcome: 'ignored' });
    expect(await billing.sql('SELECT type FROM processed_webhook_events WHERE event_id = $1', [unknown.id])).toEqual([
      { type: 'customer.subscription.updated' },
    ]);
    expect((await deliverSigned(unknown)).body.outcome).toBe('duplicate');
    expect(await subscriptionOf(user.auth)).toMatchObject({ tier: 'free', status: 'none' });
  });

  it('records an event of a type it does not handle without effect', async () => {
    const response = await deliverSigned(event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(response.status).toBe(200);
    expect(response.body.outcome).toBe('ignored');
  });
});
