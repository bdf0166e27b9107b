// Which payments billing takes, by NODE_ENV, BILLING_TEST_MODE and the Stripe keys: a production
// deployment without keys must sell nothing rather than give plans away through the local test checkout.
import request from 'supertest';
import { paymentModeNotice, paymentModeOf } from '../src/config.js';
import { type BillingHarness, pathOf, startBilling } from './support/billing.js';

describe('payment mode', () => {
  it('turns the test checkout on outside production, or when BILLING_TEST_MODE=1, and never in front of Stripe keys', () => {
    expect(paymentModeOf({ NODE_ENV: undefined })).toBe('test');
    expect(paymentModeOf({ NODE_ENV: 'development' })).toBe('test');
    expect(paymentModeOf({ NODE_ENV: 'production' })).toBe('off');
    expect(paymentModeOf({ NODE_ENV: 'production', BILLING_TEST_MODE: '1' })).toBe('test');
    expect(paymentModeOf({ NODE_ENV: 'development', BILLING_TEST_MODE: '0' })).toBe('off');
    expect(paymentModeOf({ NODE_ENV: 'production', BILLING_TEST_MODE: '1', STRIPE_SECRET_KEY: 'sk_live_x' })).toBe('stripe');
  });

  it('says loudly at start which mode it is in unless payments go through Stripe', () => {
    const on = paymentModeNotice({ NODE_ENV: 'production', BILLING_TEST_MODE: '1' });
    expect(on.level).toBe('warn');
    expect(on.message).toMatch(/LOCAL TEST CHECKOUT IS ON .*NODE_ENV=production, BILLING_TEST_MODE=1/);
    const off = paymentModeNotice({ NODE_ENV: 'production' });
    expect(off.level).toBe('warn');
    expect(off.message).toMatch(/PAYMENTS ARE NOT CONFIGURED.*503/);
    expect(paymentModeNotice({ STRIPE_SECRET_KEY: 'sk_test_x' }).level).toBe('info');
  });
});

describe('in production without Stripe keys', () => {
  let billing: BillingHarness;
  beforeAll(async () => {
    billing = await startBilling({ env: { NODE_ENV: 'production', BILLING_TEST_MODE: '' } });
  });
  afterAll(() => billing?.close());

  it('answers checkout and the portal with 503 "payments are not configured", and no test checkout exists', async () => {
    const { auth } = await billing.newUser();
    const checkout = await request(billing.url)
      .post('/api/stripe/create-checkout-session')
      .set(auth)
      .send({ priceId: 'price_pro_monthly' });
    expect(checkout.status).toBe(503);
    expect(checkout.body).toMatchObject({ statusCode: 503, message: 'payments are not configured' });
    const portal = await request(billing.url).post('/api/stripe/manage-subscription').set(auth);
    expect(portal.status).toBe(503);
    expect(portal.body.message).toBe('payments are not configured');
    expect(await billing.sql('SELECT 1 FROM test_mode_sessions')).toHaveLength(0);
    await request(billing.url).post('/api/stripe/test-checkout/anything/pay').expect(404);
    expect((await request(billing.url).get('/api/stripe/subscription').set(auth).expect(200)).body).toMatchObject({ tier: 'free' });
  });

  it('keeps a test checkout issued earlier (by a test-mode instance) from being paid once the mode is off', async () => {
    const testMode = await billing.startInstance({ BILLING_TEST_MODE: '1' });
    const { auth } = await billing.newUser();
    const { body } = await request(testMode.url)
      .post('/api/stripe/create-checkout-session')
      .set(auth)
      .send({ priceId: 'price_pro_monthly' })
      .expect(200);
    await request(billing.url)
      .post(`${pathOf(body.url)}/pay`)
      .expect(404);
    expect((await request(billing.url).get('/api/stripe/subscription').set(auth).expect(200)).body).toMatchObject({ tier: 'free' });
  });

  it('runs the local test checkout when BILLING_TEST_MODE=1 says so explicitly', async () => {
    const testMode = await billing.startInstance({ BILLING_TEST_MODE: '1' });
    const { auth } = await billing.newUser();
    const { body } = await request(testMode.url)
      .post('/api/stripe/create-checkout-session')
      .set(auth)
      .send({ priceId: 'price_pro_monthly' })
      .expect(200);
    await request(testMode.url)
      .post(`${pathOf(body.url)}/pay`)
      .expect(303);
    expect((await request(testMode.url).get('/api/stripe/subscription').set(auth).expect(200)).body).toMatchObject({ tier: 'pro' });
  });
});
