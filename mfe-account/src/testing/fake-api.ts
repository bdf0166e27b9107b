// A real HTTP server standing in for the gateway in this remote's component tests: the API is the
// network edge, so web-core's real client, session store and query layer run unchanged. jsdom sends
// the calls as cross-origin XHRs, hence the CORS answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (undefined when there was none). */
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
}

/** Answers one request; may return a promise to hold the reply (a pending call). */
export type Route = (request: RecordedRequest) => Reply | Promise<Reply>;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
};

export async function startFakeApi() {
  const routes = new Map<string, Route>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res: ServerResponse) => {
    if (process.env.FAKE_API_DEBUG) console.log('fake api', req.method, req.url, req.headers['access-control-request-headers']);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return res.end();
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      const route = routes.get(`${request.method} ${request.path}`);
      const reply = route ? await route(request) : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
      res.writeHead(reply.status, { ...CORS, 'content-type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Sets the answer of `METHOD /path`. */
    on(method: string, path: string, route: Route | Reply) {
      routes.set(`${method} ${path}`, typeof route === 'function' ? route : () => route);
    },
    /** The calls made so far, without CORS preflights, as `METHOD /path`. */
    calls: () => requests.map((r) => `${r.method} ${r.path}`),
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/** A promise with its resolver, to hold a reply until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
