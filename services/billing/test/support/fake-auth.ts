// Stands in for auth's internal tier endpoint (records what billing delivers) and its revoked sign-ins
// feed; can be taken down and brought back on the same port, like a restarting service.

import { createServer, type Server } from 'node:http';
import type { SetSubscriptionInput } from '@blindspot/contracts';
import { freePort } from '@blindspot/dev-postgres';

export interface Delivery {
  userId: string;
  body: SetSubscriptionInput;
}

export interface FakeAuth {
  url: string;
  /** Acknowledged deliveries, in arrival order. */
  deliveries: Delivery[];
  /** Requests refused for a wrong or missing x-internal-token. */
  rejected: number;
  up(): Promise<void>;
  down(): Promise<void>;
  /** Sign-ins listed by `GET /internal/sign-ins/revoked` (billing's guard polls it). */
  revoked: string[];
  /** The latest version acknowledged per user, as auth keeps it (older versions are ignored). */
  tierOf(userId: string): SetSubscriptionInput | undefined;
}

export async function startFakeAuth(internalToken: string): Promise<FakeAuth> {
  const port = await freePort();
  let server: Server | null = null;
  const fake: FakeAuth = {
    url: `http://127.0.0.1:${port}`,
    deliveries: [],
    rejected: 0,
    revoked: [],
    async up() {
      server = createServer(async (request, response) => {
        const match = /^\/internal\/users\/([^/]+)\/subscription$/.exec(request.url ?? '');
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        if (
          request.method === 'GET' &&
          request.url?.startsWith('/internal/sign-ins/revoked') &&
          request.headers['x-internal-token'] === internalToken
        ) {
          return response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ revoked: fake.revoked, cursor: new Date().toISOString() }));
        }
        if (request.method !== 'PUT' || !match) return response.writeHead(404).end();
        if (request.headers['x-internal-token'] !== internalToken) {
          fake.rejected++;
          return response.writeHead(401).end();
        }
        fake.deliveries.push({ userId: decodeURIComponent(match[1]), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        response.writeHead(204).end();
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async down() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
      closing?.closeAllConnections();
    },
    tierOf(userId) {
      return fake.deliveries
        .filter((d) => d.userId === userId)
        .reduce<SetSubscriptionInput | undefined>((held, d) => (!held || d.body.version > held.version ? d.body : held), undefined);
    },
  };
  await fake.up();
  return fake;
}
