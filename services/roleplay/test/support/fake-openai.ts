// A small OpenAI-compatible server: transcribes any recording to a fixed text, and fails chat
// completions (to check that a model failure becomes a 502 and stores nothing).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAI {
  url: string;
  /** Bytes and content type of each transcription request received. */
  transcriptions: { bytes: number; contentType: string }[];
  close(): Promise<void>;
}

export const TRANSCRIBED_TEXT = 'What are the biggest challenges with your forecast today?';

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const transcriptions: FakeOpenAI['transcriptions'] = [];
  const server: Server = createServer(async (request, response) => {
    let bytes = 0;
    for await (const chunk of request) bytes += (chunk as Buffer).length;
    if (request.url === '/v1/audio/transcriptions') {
      transcriptions.push({ bytes, contentType: request.headers['content-type'] ?? '' });
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: ` ${TRANSCRIBED_TEXT} ` }));
    }
    response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model overloaded' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    transcriptions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
