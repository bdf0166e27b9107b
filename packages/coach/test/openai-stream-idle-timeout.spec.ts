// The OpenAI stream's timeout is an idle timeout: it restarts with every chunk, so a long reply that
// keeps arriving is never cut off, while a stream that goes quiet is. A local server sends the chunks
// at a steady pace, each gap a tenth of the timeout, for two and a half timeouts in all: with the
// per-chunk reset the reply arrives whole; without it the coach gives up after the first timeout.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CoachError, type DealContext, OpenAICoach } from '../src/index.js';

const TIMEOUT_MS = 1000;
const GAP_MS = 100;
const CHUNKS = 25;

const deal: DealContext = {
  dealName: 'Acme renewal',
  dealNotes: 'They lose 10 hours a week reconciling invoices by hand.',
  methodology: 'spin',
  stage: 'discovery',
  dealSize: '48000',
  sellerProfile: null,
};

function chunkEvent(content: string): string {
  const chunk = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** An OpenAI-compatible server streaming `count` chunks `gapMs` apart; `pauseAfter` stalls it there. */
function pacedServer(count: number, gapMs: number, pauseAfter?: number) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let i = 0; i < count && !res.destroyed; i++) {
        res.write(chunkEvent(`${i} `));
        if (i === pauseAfter) return; // Never another byte: the client must give up on its own.
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      res.end('data: [DONE]\n\n');
    });
  });
  return new Promise<{ baseURL: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseURL: `http://127.0.0.1:${port}/v1`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

async function read(coach: OpenAICoach): Promise<{ chunks: string[]; error: unknown }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of coach.analyzeDeal(deal)) chunks.push(chunk);
    return { chunks, error: null };
  } catch (error) {
    return { chunks, error };
  }
}

describe('OpenAICoach stream timeout', () => {
  it('lets a reply run past the timeout while chunks keep arriving', async () => {
    const server = await pacedServer(CHUNKS, GAP_MS);
    try {
      const coach = new OpenAICoach({ apiKey: 'test-key', baseURL: server.baseURL, model: 'test-model', timeoutMs: TIMEOUT_MS });
      const { chunks, error } = await read(coach);
      expect(error).toBeNull();
      expect(chunks).toEqual(Array.from({ length: CHUNKS }, (_, i) => `${i} `));
    } finally {
      await server.close();
    }
  });

  it('times out (504) when the stream goes quiet after some chunks, keeping what arrived', async () => {
    const server = await pacedServer(CHUNKS, GAP_MS, 2);
    try {
      const coach = new OpenAICoach({ apiKey: 'test-key', baseURL: server.baseURL, model: 'test-model', timeoutMs: TIMEOUT_MS });
      const { chunks, error } = await read(coach);
      expect(chunks).toEqual(['0 ', '1 ', '2 ']);
      expect(error).toBeInstanceOf(CoachError);
      expect((error as CoachError).kind).toBe('timeout');
      expect((error as CoachError).statusCode).toBe(504);
    } finally {
      await server.close();
    }
  });
});
