// A local OpenAI-compatible server for browser tests that need a provider (issue 15's voice): the buyer's
// reply streamed as chat completion chunks, any recording transcribed to a fixed text (a diarized call
// for diarized_json), and speech streamed as audio/mpeg bytes. It records what it was asked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monoWav } from './speech-wav.js';

export const FAKE_SELLER_SAID = 'What happens to your hiring plan when the forecast misses?';
export const FAKE_BUYER_REPLY = 'We froze two hires last quarter because the forecast missed. It hurt.';
export const FAKE_CALL = [
  { speaker: 'A', text: 'Thanks for making time today. How do you build the forecast now?', start: 0.5, end: 4.2 },
  { speaker: 'B', text: 'Spreadsheets from every region, reconciled by hand.', start: 4.8, end: 8.1 },
  { speaker: 'A', text: 'What did the last miss cost you, and who felt it?', start: 8.9, end: 12.0 },
  { speaker: 'B', text: 'Two frozen hires. Our CFO felt it most.', start: 12.6, end: 15.3 },
];

export interface FakeOpenAI {
  url: string;
  requests: { path: string; body: string }[];
  close(): Promise<void>;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: FakeOpenAI['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('latin1');
    const path = request.url ?? '';
    requests.push({ path, body: path.includes('transcriptions') ? body.slice(0, 2000) : body });
    const json = (value: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (path === '/v1/audio/transcriptions') {
      if (body.includes('diarized_json')) {
        return json({
          task: 'transcribe',
          duration: 15.3,
          text: FAKE_CALL.map((s) => s.text).join(' '),
          segments: FAKE_CALL.map((s, i) => ({ ...s, id: `seg_${i}`, type: 'transcript.text.segment' })),
        });
      }
      return json({ text: FAKE_SELLER_SAID });
    }
    if (path === '/v1/audio/speech') {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      for (let i = 0; i < 3; i++) {
        response.write(Buffer.from(`ID3spoken-${i}`));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return response.end();
    }
    if (path === '/v1/chat/completions') {
      const parsed = JSON.parse(body || '{}');
      if (parsed.stream) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const chunk = (delta: object, finishReason: string | null) =>
          `data: ${JSON.stringify({
            id: 'c1',
            object: 'chat.completion.chunk',
            created: 0,
            model: parsed.model,
            choices: [{ index: 0, delta, finish_reason: finishReason }],
          })}\n\n`;
        for (const piece of FAKE_BUYER_REPLY.match(/.{1,16}/g)!) response.write(chunk({ content: piece }, null));
        response.write(chunk({}, 'stop'));
        return response.end('data: [DONE]\n\n');
      }
      return json({
        id: 'c1',
        object: 'chat.completion',
        created: 0,
        model: parsed.model,
        choices: [{ index: 0, message: { role: 'assistant', content: FAKE_BUYER_REPLY }, finish_reason: 'stop' }],
      });
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no ${path} here` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mono 16 kHz WAV of a voice-like hum (a few seconds): an uploaded recording (the provider here never listens to it). */
export function humWav(seconds = 4): Buffer {
  const rate = 16_000;
  const samples = rate * seconds;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 3 * t));
    data.writeInt16LE(Math.round(8000 * syllable * (Math.sin(2 * Math.PI * 140 * t) + 0.5 * Math.sin(2 * Math.PI * 280 * t))), i * 2);
  }
  return monoWav(data, rate);
}
