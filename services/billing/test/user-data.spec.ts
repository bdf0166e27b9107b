// Account deletion's step in billing (docs/accounts.md): the subscription is cancelled at Stripe and the
// customer deleted there, then every billing row of the user goes (subscription, tier messages, test
// checkouts). Stripe out of reach fails the request with every row kept, so auth's retry finds them.
import { countUserRows } from '@blindspot/service-kit';
import request from 'supertest';
import type { EntityManager } from 'typeorm';
import { type BillingHarness, INTERNAL_TOKEN, startBilling } from './support/billing.js';

describe("deleting a user's data", () => {
  let billing: BillingHarness;

  beforeAll(async () => {
    billing = await startBilling({ stripe: true });
  });
  afterAll(() => billing?.close());

  const rows = (userId: string) =>
    countUserRows({ query: (text: string, params?: unknown[]) => billing.sql(text, params) } as unknown as EntityManager, userId);
  const erase = (userId: string) => request(billing.url).delete(`/internal/users/${userId}/data`).set('x-internal-token', INTERNAL_TOKEN);

  async function paying(userId: string, n: number) {
    await billing.sql(
      `INSERT INTO subscriptions (user_id, stripe_customer_id, stripe_subscription_id, plan_tier, status, entitled_tier, current_period_end)
       VALUES ($1, $2, $3, 'pro', 'active', 'pro', now() + interval '20 days')`,
      [userId, `cus_delete_${n}`, `sub_delete_${n}`],
    );
    await billing.sql(
      `INSERT INTO outbox_messages (user_id, payload, delivered_at) VALUES ($1, '{"tier":"pro","currentPeriodEnd":null,"version":1}', now())`,
      [userId],
    );
    billing.stripe!.putSubscription({
      id: `sub_delete_${n}`,
      customer: `cus_delete_${n}`,
      status: 'active',
      priceId: 'price_pro',
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 86_400,
    });
  }

  it('cancels the subscription at Stripe, deletes the customer there, then every row of the user', async () => {
    const userId = crypto.randomUUID();
    const otherId = crypto.randomUUID();
    await paying(userId, 1);
    await paying(otherId, 2);
    expect(await rows(userId)).toEqual({ outbox_messages: 1, subscriptions: 1 });

    const { body } = await erase(userId).expect(200);
    expect(body.deleted).toEqual({ outbox_messages: 1, subscriptions: 1 });
    expect(billing.stripe!.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/v1/subscriptions/sub_delete_1',
      '/v1/customers/cus_delete_1',
    ]);
    expect(await rows(userId)).toEqual({});
    expect(await rows(otherId)).toEqual({ outbox_messages: 1, subscriptions: 1 });
    // Retried after a lost answer: nothing left to cancel or delete.
    expect((await erase(userId).expect(200)).body).toEqual({ deleted: {} });
  });

  it('keeps every row when Stripe cannot be reached, so the retry finds them', async () => {
    const userId = crypto.randomUUID();
    await paying(userId, 3);
    await billing.stripe!.close();
    const { body } = await erase(userId).expect(503);
    expect(body.message).toMatch(/payment provider/);
    expect(await rows(userId)).toEqual({ outbox_messages: 1, subscriptions: 1 });
  });

  it('needs the internal token', async () => {
    await request(billing.url).delete(`/internal/users/${crypto.randomUUID()}/data`).expect(401);
  });
});
