// A small HTTP server standing in for Stripe's API (the SDK is pointed at it through STRIPE_API_URL).
// It records every request with its form-encoded parameters, flattened as Stripe sends them
// (`line_items[0][price]`), and serves the subscriptions a test puts in it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  requestsTo(path: string): RecordedRequest[];
  putSubscription(subscription: FakeSubscription): void;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const subscriptionObject = (s: FakeSubscription) => ({
  id: s.id,
  object: 'subscription',
  customer: s.customer,
  status: s.status,
  cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
  cancel_at: null,
  metadata: s.metadata ?? {},
  items: {
    object: 'list',
    data: [
      { id: `si_${s.id}`, object: 'subscription_item', price: { id: s.priceId, object: 'price' }, current_period_end: s.currentPeriodEnd },
    ],
  },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let counter = 0;
  const deletedCustomers = new Set<string>();

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const body = request.method === 'GET' ? url.searchParams.toString() : await readBody(request);
    const params = Object.fromEntries(new URLSearchParams(body));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method ?? '', path: url.pathname, params, idempotencyKey });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
      response.end(JSON.stringify(payload));
    };
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /v1/customers') {
      return send(200, { id: `cus_test_${++counter}`, object: 'customer', email: params.email, metadata: {} });
    }
    if (route === 'POST /v1/checkout/sessions') {
      const id = `cs_test_${++counter}`;
      return send(200, { id, object: 'checkout.session', mode: params.mode, url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      const id = `bps_test_${++counter}`;
      return send(200, { id, object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${id}` });
    }
    const subscriptionMatch = /^GET \/v1\/subscriptions\/([^/]+)$/.exec(route);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]);
      if (subscription) return send(200, subscriptionObject(subscription));
      return send(404, { error: { type: 'invalid_request_error', message: `No such subscription: '${subscriptionMatch[1]}'` } });
    }
    // Account deletion: the subscription cancelled, the customer deleted (a second time: 404, as Stripe says).
    const cancelMatch = /^DELETE \/v1\/subscriptions\/([^/]+)$/.exec(route);
    if (cancelMatch) {
      const subscription = subscriptions.get(cancelMatch[1]);
      if (!subscription)
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${cancelMatch[1]}'` },
        });
      subscriptions.delete(cancelMatch[1]);
      return send(200, { ...subscriptionObject(subscription), status: 'canceled' });
    }
    const customerMatch = /^DELETE \/v1\/customers\/([^/]+)$/.exec(route);
    if (customerMatch) {
      if (deletedCustomers.has(customerMatch[1]))
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${customerMatch[1]}'` },
        });
      deletedCustomers.add(customerMatch[1]);
      return send(200, { id: customerMatch[1], object: 'customer', deleted: true });
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    putSubscription: (subscription) => subscriptions.set(subscription.id, subscription),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
