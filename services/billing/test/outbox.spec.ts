import request from 'supertest';
import { type BillingHarness, eventually, pathOf, startBilling } from './support/billing.js';

let billing: BillingHarness;
beforeAll(async () => {
  billing = await startBilling();
});
afterAll(() => billing?.close());

async function upgrade(url: string, auth: { Authorization: string }, priceId = 'price_pro_monthly') {
  const checkout = await request(url).post('/api/stripe/create-checkout-session').set(auth).send({ priceId }).expect(200);
  await request(url)
    .post(`${pathOf(checkout.body.url)}/pay`)
    .expect(303);
}

/** One series' value from GET /metrics (NaN when absent). */
async function metric(url: string, series: RegExp): Promise<number> {
  const text = (await request(url).get('/metrics').expect(200)).text;
  const line = text.split('\n').find((l) => series.test(l));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
}

const pending = async (): Promise<number> =>
  (await billing.sql('SELECT count(*)::int AS n FROM outbox_messages WHERE delivered_at IS NULL'))[0].n;

describe('tier delivery to auth', () => {
  it('keeps retrying while auth is down and delivers once when it is back', async () => {
    const { claims, auth } = await billing.newUser();
    await billing.auth.down();
    await upgrade(billing.url, auth);
    // The subscription changed even though auth did not hear of it yet.
    expect((await request(billing.url).get('/api/stripe/subscription').set(auth)).body.tier).toBe('pro');

    const retried = await eventually(async () => {
      const rows = await billing.sql('SELECT attempts, last_error FROM outbox_messages WHERE user_id = $1', [claims.sub]);
      return rows[0]?.attempts >= 2 && rows[0];
    });
    expect(retried.last_error).toBeTruthy();
    expect(billing.auth.deliveries.filter((d) => d.userId === claims.sub)).toHaveLength(0);
    // The outbox lag the alert reads (deploy/monitoring): owed messages, the oldest one's age, failed sends.
    expect(await metric(billing.url, /^billing_outbox_pending_messages\{/)).toBeGreaterThanOrEqual(1);
    expect(await metric(billing.url, /^billing_outbox_oldest_pending_seconds\{/)).toBeGreaterThan(0);
    expect(await metric(billing.url, /^billing_outbox_deliveries_total\{.*outcome="failed"/)).toBeGreaterThanOrEqual(2);

    await billing.auth.up();
    await eventually(async () => (await pending()) === 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500)); // several more polls: nothing is sent again
    const received = billing.auth.deliveries.filter((d) => d.userId === claims.sub);
    expect(received).toHaveLength(1);
    expect(received[0].body).toMatchObject({ tier: 'pro', version: 1 });
    expect(billing.auth.rejected).toBe(0);
    expect(await metric(billing.url, /^billing_outbox_pending_messages\{/)).toBe(0);
    expect(await metric(billing.url, /^billing_outbox_oldest_pending_seconds\{/)).toBe(0);
    expect(await metric(billing.url, /^billing_outbox_deliveries_total\{.*outcome="delivered"/)).toBeGreaterThanOrEqual(1);
  });

  it('two billing instances deliver every message exactly once', async () => {
    const second = await billing.startInstance();
    await billing.auth.down();
    const users = await Promise.all(Array.from({ length: 12 }, () => billing.newUser()));
    await Promise.all(
      users.map((user, i) => upgrade(i % 2 ? second.url : billing.url, user.auth, i % 3 ? 'price_pro_monthly' : 'price_practice_monthly')),
    );
    expect(await pending()).toBeGreaterThanOrEqual(12);

    await billing.auth.up();
    await eventually(async () => (await pending()) === 0, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const user of users) {
      const received = billing.auth.deliveries.filter((d) => d.userId === user.claims.sub);
      expect(received.map((d) => d.body.version)).toEqual([1]);
    }
  });
});
