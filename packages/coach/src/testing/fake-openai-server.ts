// A small OpenAI-compatible server for tests (this package's and the services'): answers
// POST /v1/chat/completions as the test asks, and records every request body.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | { kind: 'stream'; chunks: string[] }
  | { kind: 'json'; content: string }
  | { kind: 'error'; status: number }
  | { kind: 'hang' }
  | { kind: 'stall-after'; chunks: string[] };

export interface FakeOpenAI {
  baseURL: string;
  requests: Array<{ path: string; authorization?: string; body: Record<string, any> }>;
  behave(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

function chunkEvent(content: string): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let behaviour: FakeBehaviour = { kind: 'stream', chunks: ['Hello'] };
  const requests: FakeOpenAI['requests'] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (part) => (raw += part));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw || '{}') });
      switch (behaviour.kind) {
        case 'error':
          res.writeHead(behaviour.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
          return;
        case 'hang':
          return; // never answers
        case 'json':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({
            id: 'chatcmpl-test', object: 'chat.completion', created: 0, model: 'test-model',
            choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' }],
          }));
          return;
        case 'stream':
        case 'stall-after':
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          for (const chunk of behaviour.chunks) res.write(chunkEvent(chunk));
          if (behaviour.kind === 'stream') res.end('data: [DONE]\n\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => (behaviour = next),
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
