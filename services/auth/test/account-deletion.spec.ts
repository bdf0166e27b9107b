// Deleting an account (docs/accounts.md) over HTTP on PostgreSQL: the password asked again, the account and
// every row of it gone at once here (it can no longer sign in, its token is refused and listed in the revoked
// feed), and each service that keeps the user's rows asked to delete them until it confirms: one that is
// down at deletion time is asked again, with a backoff, until it is back. The services are stand-ins at the
// edge of the network that record what they are asked (each service's own step has its own tests).

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WRONG_PASSWORD_MESSAGE } from '@blindspot/contracts';
import { countUserRows } from '@blindspot/service-kit';
import request from 'supertest';
import type { EntityManager } from 'typeorm';
import { type AuthHarness, bearer, claimsOf, INTERNAL_TOKEN, PASSWORD, startAuth } from './support/auth.js';

/** A service's data route: records each authorised DELETE and answers 200, until it is stopped. */
class DataService {
  readonly deleted: string[] = [];
  private server: Server | null = null;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const match = /^\/internal\/users\/([^/]+)\/data$/.exec(req.url ?? '');
      if (req.method !== 'DELETE' || !match) return res.writeHead(404).end();
      if (req.headers['x-internal-token'] !== INTERNAL_TOKEN) return res.writeHead(401).end();
      this.deleted.push(decodeURIComponent(match[1]));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"deleted":{}}');
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('deleting an account', () => {
  let auth: AuthHarness;
  const deals = new DataService();
  const roleplay = new DataService();
  const billing = new DataService();

  beforeAll(async () => {
    await Promise.all([deals.start(), roleplay.start(), billing.start()]);
    auth = await startAuth({
      env: {
        DEALS_INTERNAL_URL: deals.url,
        ROLEPLAY_INTERNAL_URL: roleplay.url,
        BILLING_INTERNAL_URL: billing.url,
        ACCOUNT_DELETION_POLL_MS: '100',
        ACCOUNT_DELETION_RETRY_BASE_MS: '50',
      },
    });
  });
  afterAll(async () => {
    await auth.close();
    await Promise.all([deals.stop(), roleplay.stop(), billing.stop()]);
  });

  const api = () => request(auth.url);
  const rows = (userId: string) =>
    countUserRows({ query: (text: string, params?: unknown[]) => auth.sql(text, params) } as unknown as EntityManager, userId);
  const owed = () =>
    auth.sql<{ service: string; attempts: number; last_error: string | null }>(
      `SELECT service, attempts, last_error FROM account_deletions ORDER BY service`,
    );

  it('asks for the password again and keeps the account on a wrong one', async () => {
    const { session } = await auth.signUp();
    const userId = claimsOf(session.access_token).sub;
    await api().delete('/api/user').set(bearer(session)).expect(400);
    const { body } = await api().delete('/api/user').set(bearer(session)).send({ password: 'not-my-password' }).expect(400);
    expect(body.message).toBe(WRONG_PASSWORD_MESSAGE);
    await api().get('/api/auth/user').set(bearer(session)).expect(200);
    expect(await rows(userId)).toMatchObject({ sign_ins: 1 });
    expect(await owed()).toEqual([]);
  });

  it('deletes the account at once and has every service delete its rows, retrying one that is down until it is back', async () => {
    const { email, session } = await auth.signUp();
    const userId = claimsOf(session.access_token).sub;
    await api().put('/api/seller-profile').set(bearer(session)).send({ productName: 'RouteMax' }).expect(200);
    expect(await rows(userId)).toMatchObject({ seller_profiles: 1, sign_ins: 1 });
    // Roleplay is down when the account is deleted.
    const roleplayPort = roleplay.port;
    await roleplay.stop();

    await api().delete('/api/user').set(bearer(session)).send({ password: PASSWORD }).expect(204);

    // Gone here at once: no row of the user, no sign-in, the token refused and listed for the other services.
    expect(await rows(userId)).toEqual({});
    expect(await auth.sql(`SELECT count(*)::int AS n FROM users WHERE id = $1 OR email = $2`, [userId, email])).toEqual([{ n: 0 }]);
    await api().get('/api/auth/user').set(bearer(session)).expect(401);
    const login = await api().post('/api/auth/login').set('x-forwarded-for', auth.nextIp()).send({ email, password: PASSWORD });
    expect(login.body.message).toBe('Invalid login credentials');
    const feed = await api().get('/internal/sign-ins/revoked').set('x-internal-token', INTERNAL_TOKEN).expect(200);
    expect(feed.body.revoked).toContain(claimsOf(session.access_token).sid);

    // Deals and billing confirm; roleplay is owed, retried with a backoff.
    await eventually(async () => expect(await owed()).toEqual([expect.objectContaining({ service: 'roleplay' })]));
    expect(deals.deleted).toEqual([userId]);
    expect(billing.deleted).toEqual([userId]);
    const [pending] = await eventually(async () => {
      const current = await owed();
      expect(current[0].attempts).toBeGreaterThanOrEqual(2);
      return current;
    });
    expect(pending.last_error).toMatch(/fetch failed|ECONNREFUSED/);

    // Roleplay is back: it is asked, confirms, and the outbox is empty (nothing of the account is left).
    await roleplay.start(roleplayPort);
    await eventually(async () => expect(await owed()).toEqual([]), 15_000);
    expect(roleplay.deleted).toEqual([userId]);
    expect(deals.deleted).toEqual([userId]);
  });
});
