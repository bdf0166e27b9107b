import request from 'supertest';
import { TEST_MODE_BANNER } from '../src/test-mode/pages.js';
import { type BillingHarness, eventually, PUBLIC_URL, pathOf, startBilling } from './support/billing.js';

let billing: BillingHarness;
beforeAll(async () => {
  billing = await startBilling();
});
afterAll(() => billing?.close());

const DAY_MS = 86_400_000;

async function checkoutUrl(auth: { Authorization: string }, priceId: string): Promise<string> {
  const response = await request(billing.url).post('/api/stripe/create-checkout-session').set(auth).send({ priceId });
  expect(response.status).toBe(200);
  return response.body.url;
}

async function subscriptionOf(auth: { Authorization: string }) {
  const response = await request(billing.url).get('/api/stripe/subscription').set(auth);
  expect(response.status).toBe(200);
  return response.body;
}

/** Upgrades a new user to `priceId` through the local checkout. */
async function paidUser(priceId = 'price_pro_monthly') {
  const user = await billing.newUser();
  const pay = await request(billing.url).post(`${pathOf(await checkoutUrl(user.auth, priceId))}/pay`);
  expect(pay.status).toBe(303);
  return user;
}

describe('plans', () => {
  it('lists the three plans to anyone, with price ids from the environment', async () => {
    const response = await request(billing.url).get('/api/stripe/plans');
    expect(response.status).toBe(200);
    expect(
      response.body.map((p: { name: string; price: string; tier: string; priceId: string | null }) => [p.name, p.price, p.tier, p.priceId]),
    ).toEqual([
      ['Free', '$0', 'free', null],
      ['Practice', '$19', 'practice', 'price_practice_monthly'],
      ['Pro', '$39', 'pro', 'price_pro_monthly'],
    ]);
    expect(response.body[1].popular).toBe(true);
    expect(response.body[1].features).toContain('Saved sessions (100)');
    expect(response.body[2].features).toContain('Unlimited saved sessions');
  });
});

describe('checkout in the local test mode', () => {
  it('refuses signed tokens without exp, iat or kid, or whose sub is not a UUID', async () => {
    const user = await billing.newUser();
    for (const token of Object.values(await billing.malformedTokens(user.claims))) {
      await request(billing.url).get('/api/stripe/subscription').set('Authorization', `Bearer ${token}`).expect(401);
    }
    await request(billing.url).get('/api/stripe/subscription').set(user.auth).expect(200);
  });

  it('refuses the tokens of a sign-in auth has revoked, from its next poll on', async () => {
    const user = await billing.newUser();
    await request(billing.url).get('/api/stripe/subscription').set(user.auth).expect(200);
    await billing.revokeAndPoll(user.claims.sid);
    const refused = await request(billing.url)
      .post('/api/stripe/create-checkout-session')
      .set(user.auth)
      .send({ priceId: 'price_pro_monthly' })
      .expect(401);
    expect(refused.body.message).toBe('Session has ended; sign in again');
    await request(billing.url).get('/api/stripe/subscription').set(user.auth).expect(401);
  });

  it('needs a signed-in user', async () => {
    await request(billing.url).get('/api/stripe/subscription').expect(401);
    await request(billing.url).post('/api/stripe/create-checkout-session').send({ priceId: 'price_pro_monthly' }).expect(401);
    await request(billing.url).post('/api/stripe/manage-subscription').expect(401);
  });

  it('rejects a missing or unknown price id with a message', async () => {
    const { auth } = await billing.newUser();
    const missing = await request(billing.url).post('/api/stripe/create-checkout-session').set(auth).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/priceId/);
    const unknown = await request(billing.url).post('/api/stripe/create-checkout-session').set(auth).send({ priceId: 'price_gold' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('priceId "price_gold" is not one of the paid plans');
  });

  it('a free user has no subscription', async () => {
    const { auth } = await billing.newUser();
    expect(await subscriptionOf(auth)).toEqual({ tier: 'free', status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false });
  });

  it('never lets a cache keep the checkout or portal URL (it carries the token)', async () => {
    const user = await billing.newUser();
    const checkout = await request(billing.url)
      .post('/api/stripe/create-checkout-session')
      .set(user.auth)
      .send({ priceId: 'price_pro_monthly' })
      .expect(200);
    expect(checkout.headers['cache-control']).toBe('no-store');
    const paid = await paidUser();
    const portal = await request(billing.url).post('/api/stripe/manage-subscription').set(paid.auth).expect(200);
    expect(portal.headers['cache-control']).toBe('no-store');
  });

  it('upgrades a free user to Pro through the test checkout page, and tells auth', async () => {
    const { claims, auth } = await billing.newUser();
    const url = await checkoutUrl(auth, 'price_pro_monthly');
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/stripe/test-checkout/[A-Za-z0-9_-]{43}$`));

    const page = await request(billing.url).get(pathOf(url));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.text).toContain(TEST_MODE_BANNER);
    expect(page.text).toContain('Subscribe to Pro');
    expect(page.text).toContain('$39');
    expect(page.text).toContain(`action="${pathOf(url)}/pay"`);
    expect(page.text).toContain(`action="${pathOf(url)}/cancel"`);

    const before = Date.now();
    const pay = await request(billing.url).post(`${pathOf(url)}/pay`);
    expect(pay.status).toBe(303);
    expect(pay.headers.location).toBe('/pricing?checkout=success');

    const subscription = await subscriptionOf(auth);
    expect(subscription).toMatchObject({ tier: 'pro', status: 'active', cancelAtPeriodEnd: false });
    const periodEnd = Date.parse(subscription.currentPeriodEnd);
    expect(periodEnd - before).toBeGreaterThan(27 * DAY_MS);
    expect(periodEnd - before).toBeLessThan(32 * DAY_MS);
    // Delivered before the redirect, so the page the user returns to can refresh into the new tier.
    expect(billing.auth.tierOf(claims.sub)).toEqual({ tier: 'pro', currentPeriodEnd: subscription.currentPeriodEnd, version: 1 });
  });

  it('uses a checkout link once', async () => {
    const { auth } = await billing.newUser();
    const path = pathOf(await checkoutUrl(auth, 'price_practice_monthly'));
    await request(billing.url).post(`${path}/pay`).expect(303);
    const again = await request(billing.url).post(`${path}/pay`);
    expect(again.status).toBe(404);
    expect(again.text).toContain('This link has expired');
    await request(billing.url).get(path).expect(404);
    expect(await subscriptionOf(auth)).toMatchObject({ tier: 'practice' });
  });

  it('pays a checkout only once when Pay is submitted twice at the same moment', async () => {
    const { claims, auth } = await billing.newUser();
    const path = pathOf(await checkoutUrl(auth, 'price_pro_monthly'));
    const statuses = await Promise.all(
      [1, 2, 3].map(() =>
        request(billing.url)
          .post(`${path}/pay`)
          .then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([303, 404, 404]);
    const rows = await billing.sql('SELECT count(*)::int AS n FROM outbox_messages WHERE user_id = $1', [claims.sub]);
    expect(rows[0].n).toBe(1);
  });

  it('cancelling the checkout changes nothing', async () => {
    const { claims, auth } = await billing.newUser();
    const path = pathOf(await checkoutUrl(auth, 'price_pro_monthly'));
    const cancel = await request(billing.url).post(`${path}/cancel`);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.location).toBe('/pricing?checkout=cancelled');
    await request(billing.url).post(`${path}/pay`).expect(404);
    expect(await subscriptionOf(auth)).toMatchObject({ tier: 'free', status: 'none' });
    expect(billing.auth.tierOf(claims.sub)).toBeUndefined();
  });

  it('sells only a plan higher than the current one', async () => {
    const practice = await paidUser('price_practice_monthly');
    const same = await request(billing.url)
      .post('/api/stripe/create-checkout-session')
      .set(practice.auth)
      .send({ priceId: 'price_practice_monthly' });
    expect(same.status).toBe(400);
    expect(same.body.message).toMatch(/already on the Practice plan/);
    const pro = await request(billing.url).post(`${pathOf(await checkoutUrl(practice.auth, 'price_pro_monthly'))}/pay`);
    expect(pro.status).toBe(303);
    expect(await subscriptionOf(practice.auth)).toMatchObject({ tier: 'pro' });
    const lower = await request(billing.url)
      .post('/api/stripe/create-checkout-session')
      .set(practice.auth)
      .send({ priceId: 'price_practice_monthly' });
    expect(lower.status).toBe(400);
  });

  it('an unknown checkout link is a 404 page', async () => {
    const response = await request(billing.url).get('/api/stripe/test-checkout/not-a-real-token');
    expect(response.status).toBe(404);
    expect(response.text).toContain('This link has expired');
  });
});

describe('managing a subscription in the local test mode', () => {
  it('is refused with a message when there is no subscription', async () => {
    const { auth } = await billing.newUser();
    const response = await request(billing.url).post('/api/stripe/manage-subscription').set(auth);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('You have no subscription to manage. Upgrade to a paid plan first.');
  });

  it('cancels at period end and resumes from the local portal page', async () => {
    const { claims, auth } = await paidUser();
    const manage = await request(billing.url).post('/api/stripe/manage-subscription').set(auth);
    expect(manage.status).toBe(200);
    expect(manage.body.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/stripe/test-portal/`));
    const portal = pathOf(manage.body.url);

    const page = await request(billing.url).get(portal);
    expect(page.status).toBe(200);
    expect(page.text).toContain(TEST_MODE_BANNER);
    expect(page.text).toContain('Renews on');
    expect(page.text).toContain('Cancel subscription');

    const cancel = await request(billing.url).post(`${portal}/cancel`);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.location).toBe(portal);
    const cancelled = await subscriptionOf(auth);
    expect(cancelled).toMatchObject({ tier: 'pro', status: 'active', cancelAtPeriodEnd: true });
    expect(billing.auth.tierOf(claims.sub)).toMatchObject({ tier: 'pro', version: 2 });
    expect((await request(billing.url).get(portal)).text).toContain('Resume subscription');

    await request(billing.url).post(`${portal}/resume`).expect(303);
    expect(await subscriptionOf(auth)).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: false });
    expect(billing.auth.tierOf(claims.sub)).toMatchObject({ tier: 'pro', version: 3 });
  });

  it('falls back to free once the period of a cancelled subscription has ended', async () => {
    const { claims, auth } = await paidUser();
    const manage = await request(billing.url).post('/api/stripe/manage-subscription').set(auth);
    await request(billing.url)
      .post(`${pathOf(manage.body.url)}/cancel`)
      .expect(303);
    await billing.sql(`UPDATE subscriptions SET current_period_end = now() - interval '1 second' WHERE user_id = $1`, [claims.sub]);

    const ended = await eventually(async () => {
      const subscription = await subscriptionOf(auth);
      return subscription.tier === 'free' && subscription;
    });
    expect(ended).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    await eventually(() => billing.auth.tierOf(claims.sub)?.tier === 'free');
    expect(billing.auth.tierOf(claims.sub)).toEqual({ tier: 'free', currentPeriodEnd: null, version: 3 });
    await request(billing.url).post('/api/stripe/manage-subscription').set(auth).expect(400);
  });

  it('renews a local subscription that was not cancelled when its period ends', async () => {
    const { claims, auth } = await paidUser();
    await billing.sql(`UPDATE subscriptions SET current_period_end = now() - interval '1 second' WHERE user_id = $1`, [claims.sub]);
    const renewed = await eventually(async () => {
      const subscription = await subscriptionOf(auth);
      return Date.parse(subscription.currentPeriodEnd) > Date.now() && subscription;
    });
    expect(renewed).toMatchObject({ tier: 'pro', status: 'active' });
  });
});

describe('isolation between users', () => {
  it("one user's checkout and portal never touch another user's subscription", async () => {
    const owner = await paidUser();
    const other = await billing.newUser();
    const manage = await request(billing.url).post('/api/stripe/manage-subscription').set(owner.auth);
    await request(billing.url)
      .post(`${pathOf(manage.body.url)}/cancel`)
      .set(other.auth)
      .expect(303);

    expect(await subscriptionOf(other.auth)).toMatchObject({ tier: 'free', status: 'none' });
    expect(billing.auth.tierOf(other.claims.sub)).toBeUndefined();
    await request(billing.url).post('/api/stripe/manage-subscription').set(other.auth).expect(400);
  });

  it('the webhook is closed without Stripe, even to a signed-in user', async () => {
    const { auth } = await billing.newUser();
    const response = await request(billing.url).post('/api/stripe/webhook').set(auth).send({ type: 'customer.subscription.updated' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/not enabled/);
  });
});
