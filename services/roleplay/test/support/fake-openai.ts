// A small OpenAI-compatible server: transcribes any recording to a fixed text (a diarized call when
// asked for diarized_json, timed segments for verbose_json), reads text aloud as a stream of mp3 bytes,
// and fails chat completions (to check that a model failure becomes a 502 and stores nothing).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAI {
  url: string;
  /** Bytes, content type and form fields of each transcription request received. */
  transcriptions: { bytes: number; contentType: string; fields: Record<string, string>; fileName: string | null }[];
  /** Each transcription upload as it arrives: the bytes so far, and whether it came whole or was cut off. */
  uploads: { bytes: number; state: 'receiving' | 'complete' | 'aborted' }[];
  /** The model each chat completion (a buyer turn, a hint...) asked for. */
  chats: { model: string }[];
  /** The JSON body of each speech request. */
  speeches: { model: string; input: string; voice: string; response_format?: string }[];
  close(): Promise<void>;
}

export const TRANSCRIBED_TEXT = 'What are the biggest challenges with your forecast today?';

/** What the diarizing model hears on any call recording. */
export const DIARIZED_CALL = [
  { speaker: 'A', text: 'Thanks for making time today, Dana.', start: 0.4, end: 2.6 },
  { speaker: 'B', text: 'Sure, happy to.', start: 3.0, end: 4.1 },
  { speaker: 'A', text: 'What made you look at forecasting tools this quarter?', start: 4.6, end: 8.2 },
  { speaker: 'B', text: 'Our forecast missed by 20 percent and the board noticed.', start: 8.9, end: 12.7 },
  { speaker: 'A', text: 'What did that miss cost you, and who felt it most?', start: 13.5, end: 16.9 },
  { speaker: 'B', text: 'About two million in hiring we had to pause. Our CFO, Priya, felt it.', start: 17.4, end: 22.0 },
];

/** First bytes of each chunk of the spoken answer (an ID3 tag then frames), sent a little apart. */
export const SPEECH_CHUNKS = [Buffer.from('ID3\u0003\u0000spoken-part-1'), Buffer.from('spoken-part-2'), Buffer.from('spoken-part-3')];

/** The simple fields of a multipart/form-data body, and the file part's name. */
function formFields(body: Buffer, contentType: string): { fields: Record<string, string>; fileName: string | null } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const fields: Record<string, string> = {};
  let fileName: string | null = null;
  if (!boundary) return { fields, fileName };
  for (const part of body.toString('latin1').split(`--${boundary[1] ?? boundary[2]}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    const file = /filename="([^"]*)"/.exec(part)?.[1];
    if (file !== undefined) fileName = file;
    else if (name) fields[name] = part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
  }
  return { fields, fileName };
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const transcriptions: FakeOpenAI['transcriptions'] = [];
  const speeches: FakeOpenAI['speeches'] = [];
  const chats: FakeOpenAI['chats'] = [];
  const uploads: FakeOpenAI['uploads'] = [];
  const server: Server = createServer(async (request, response) => {
    const upload = request.url === '/v1/audio/transcriptions' ? { bytes: 0, state: 'receiving' as const } : null;
    if (upload) uploads.push(upload);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of request) {
        chunks.push(chunk as Buffer);
        if (upload) upload.bytes += (chunk as Buffer).length;
      }
    } catch {
      // The client gave up on the request (the service aborted an upload past its limit).
    }
    if (!request.complete) {
      if (upload) uploads[uploads.indexOf(upload)] = { ...upload, state: 'aborted' };
      return;
    }
    if (upload) uploads[uploads.indexOf(upload)] = { ...upload, state: 'complete' };
    const body = Buffer.concat(chunks);
    if (request.url === '/v1/audio/transcriptions') {
      const contentType = request.headers['content-type'] ?? '';
      const { fields, fileName } = formFields(body, contentType);
      transcriptions.push({ bytes: body.length, contentType, fields, fileName });
      const json = (value: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (fields.response_format === 'diarized_json') {
        return json({
          task: 'transcribe',
          duration: 22.5,
          text: DIARIZED_CALL.map((s) => s.text).join(' '),
          segments: DIARIZED_CALL.map((s, i) => ({ ...s, id: `seg_${i}`, type: 'transcript.text.segment' })),
        });
      }
      if (fields.response_format === 'verbose_json') {
        return json({
          task: 'transcribe',
          language: 'english',
          duration: 22.5,
          text: DIARIZED_CALL.map((s) => s.text).join(' '),
          segments: DIARIZED_CALL.map((s, i) => ({ id: i, start: s.start, end: s.end, text: ` ${s.text}` })),
        });
      }
      return json({ text: ` ${TRANSCRIBED_TEXT} ` });
    }
    if (request.url === '/v1/audio/speech') {
      speeches.push(JSON.parse(body.toString('utf8')));
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      for (const chunk of SPEECH_CHUNKS) {
        response.write(chunk);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return response.end();
    }
    if (request.url === '/v1/chat/completions') chats.push({ model: JSON.parse(body.toString('utf8')).model });
    response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model overloaded' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    transcriptions,
    uploads,
    speeches,
    chats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
