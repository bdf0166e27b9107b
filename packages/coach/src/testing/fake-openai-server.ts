// A small OpenAI-compatible server for tests (this package's and the services'): answers
// POST /v1/chat/completions as the test asks, and records every request body.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | { kind: 'stream'; chunks: string[] }
  | { kind: 'json'; content: string }
  /** One answer per request, in order; the last one repeats. */
  | { kind: 'json-sequence'; contents: string[] }
  | { kind: 'error'; status: number }
  | { kind: 'hang' }
  | { kind: 'stall-after'; chunks: string[] };

export interface FakeOpenAI {
  baseURL: string;
  requests: Array<{ path: string; authorization?: string; body: Record<string, any> }>;
  /** Streams whose client went away before the server ended them (an aborted model call). */
  readonly disconnects: number;
  behave(behaviour: FakeBehaviour): void;
  /**
   * How requests for one structured answer (`response_format.json_schema.name`) are answered, whatever
   * `behave` says for the rest; the deal coverage has a valid empty answer unless a test sets one.
   */
  answerSchema(name: string, behaviour: FakeBehaviour | null): void;
  close(): Promise<void>;
}

const EMPTY_COVERAGE = JSON.stringify({ elements: [], risks: [], nextSteps: [] });

function chunkEvent(content: string): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let defaultBehaviour: FakeBehaviour = { kind: 'stream', chunks: ['Hello'] };
  const bySchema = new Map<string, FakeBehaviour>([['deal_coverage', { kind: 'json', content: EMPTY_COVERAGE }]]);
  const requests: FakeOpenAI['requests'] = [];
  let disconnects = 0;
  const server: Server = createServer((req, res) => {
    res.on('close', () => {
      if (!res.writableEnded) disconnects++;
    });
    let raw = '';
    req.on('data', (part) => (raw += part));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const schemaName: string | undefined = body.response_format?.json_schema?.name;
      // A failing or silent server fails every request alike.
      const failing = defaultBehaviour.kind === 'error' || defaultBehaviour.kind === 'hang';
      const behaviour = !failing && schemaName && bySchema.has(schemaName) ? bySchema.get(schemaName)! : defaultBehaviour;
      switch (behaviour.kind) {
        case 'error':
          res.writeHead(behaviour.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
          return;
        case 'hang':
          return; // never answers
        case 'json':
        case 'json-sequence': {
          const content =
            behaviour.kind === 'json'
              ? behaviour.content
              : behaviour.contents.length > 1
                ? behaviour.contents.shift()!
                : behaviour.contents[0];
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id: 'chatcmpl-test',
              object: 'chat.completion',
              created: 0,
              model: 'test-model',
              choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            }),
          );
          return;
        }
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
    get disconnects() {
      return disconnects;
    },
    behave: (next) => (defaultBehaviour = next),
    answerSchema: (name, next) => (next ? bySchema.set(name, next) : bySchema.delete(name)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
