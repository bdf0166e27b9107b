// Voice with a provider (the openai SDK against a local OpenAI-compatible server) and without one: a
// call's recording transcribed into a transcript the call review scores, the buyer's reply streamed as
// speech, and the capabilities the page reads.
import {
  CALL_RECORDING_UNAVAILABLE_MESSAGE,
  type CallRecordingTranscript,
  type CallReview,
  MAX_CALL_RECORDING_BYTES,
  type VoiceCapabilities,
} from '@blindspot/contracts';
import request from 'supertest';
import { DIARIZED_CALL, type FakeOpenAI, SPEECH_CHUNKS, startFakeOpenAI } from './support/fake-openai.js';
import { type RoleplayHarness, startRoleplay, type TestUser } from './support/roleplay.js';
import { streamingUpload } from './support/streaming-upload.js';

const SESSIONS = '/api/roleplay-sessions';
const valid = { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium' };
// The first bytes of each container; the rest need not be audio for the provider stand-in.
const MP3 = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000'), Buffer.alloc(4000, 7)]);
const WAV = Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt '), Buffer.alloc(4000, 1)]);
const M4A = Buffer.concat([Buffer.from('\u0000\u0000\u0000\u0020ftypM4A '), Buffer.alloc(4000, 2)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4000, 3)]);

function upload(rp: RoleplayHarness, user: TestUser, body: Buffer, type = 'audio/mpeg') {
  return request(rp.url).post('/api/call-reviews/recording').set(user.auth).set('Content-Type', type).send(body);
}

/** Polls until `check` passes (a bounded number of tries, no timing asserted). */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never: ${what}`);
}

const MB = 1024 * 1024;

async function expectError(test: request.Test, status: number, message: RegExp) {
  const { body } = await test.expect(status);
  expect(body.message).toMatch(message);
}

describe('voice with a diarizing transcription model and text-to-speech', () => {
  let openai: FakeOpenAI;
  let rp: RoleplayHarness;
  let pro: TestUser;

  beforeAll(async () => {
    openai = await startFakeOpenAI();
    rp = await startRoleplay({
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: openai.url,
        TRANSCRIPTION_MODEL: 'gpt-4o-transcribe-diarize',
        COACH_TIMEOUT_MS: '3000',
      },
    });
    pro = await rp.newUser('pro');
  });
  afterAll(async () => {
    await rp.close();
    await openai.close();
  });

  it('says what it can do: diarized transcription and spoken replies, with their models', async () => {
    const { body } = await request(rp.url).get(`${SESSIONS}/voice`).set(pro.auth).expect(200);
    expect(body as VoiceCapabilities).toEqual({
      transcription: { available: true, model: 'gpt-4o-transcribe-diarize', diarization: true },
      speech: { available: true, model: 'gpt-4o-mini-tts' },
      buyer: { coach: 'openai', model: 'gpt-4o' },
    });
  });

  it('plays a voice session\u2019s buyer on gpt-4o and a text session\u2019s on the configured model', async () => {
    for (const [sessionType, model] of [
      ['audio', 'gpt-4o'],
      ['text', 'gpt-4o-mini'],
    ] as const) {
      const { body: session } = await request(rp.url)
        .post(SESSIONS)
        .set(pro.auth)
        .send({ ...valid, sessionType })
        .expect(201);
      // The stand-in fails chat completions: what matters is the model it was asked for.
      await request(rp.url)
        .post(`${SESSIONS}/${session.id}/message`)
        .set(pro.auth)
        .send({ message: 'How do you forecast today?' })
        .expect(502);
      expect(openai.chats.at(-1)).toEqual({ model });
    }
  });

  it('transcribes a call recording into WebVTT with a speaker per cue, which the call review then scores', async () => {
    const { body } = await upload(rp, pro, MP3).expect(200);
    const result = body as CallRecordingTranscript;
    expect(result).toMatchObject({ format: 'vtt', diarized: true, durationSeconds: 22.5, model: 'gpt-4o-transcribe-diarize' });
    expect(result.transcript).toMatch(/^WEBVTT\n\n00:00:00\.400 --> 00:00:02\.600\n<v Speaker A>Thanks for making time today, Dana\.\n/);
    const sent = openai.transcriptions.at(-1)!;
    expect(sent.fields).toMatchObject({ model: 'gpt-4o-transcribe-diarize', response_format: 'diarized_json', chunking_strategy: 'auto' });
    expect(sent.fileName).toBe('call.mp3');
    expect(sent.bytes).toBeGreaterThan(MP3.length);

    // The existing path: the speakers found, then the seller's speaker scored with the rubric.
    const preview = await request(rp.url)
      .post('/api/call-reviews/preview')
      .set(pro.auth)
      .send({ transcript: result.transcript })
      .expect(200);
    expect(preview.body.speakers.map((s: { name: string }) => s.name)).toEqual(['Speaker A', 'Speaker B']);
    const review = (
      await request(rp.url)
        .post('/api/call-reviews')
        .set(pro.auth)
        .send({ transcript: result.transcript, sellerSpeaker: 'Speaker A', methodology: 'spin', title: 'call.mp3' })
        .expect(201)
    ).body as CallReview;
    expect(review.format).toBe('vtt');
    expect(review.turns.filter((t) => t.sellerTurn).map((t) => t.text)).toEqual(
      DIARIZED_CALL.filter((s) => s.speaker === 'A').map((s) => s.text),
    );
    expect(review.score).toBeGreaterThan(0);
    // Delivery from the cues' times: the seller spoke 9.2 s of 18.7 s, 26 words.
    expect(review.turns[0]).toMatchObject({ speaker: 'Speaker A', start: 0.4, end: 2.6 });
    expect(review.delivery).toMatchObject({
      timed: true,
      talkShare: 49,
      sellerWords: 26,
      wordsPerMinute: 170,
      longestMonologue: { turn: 2, seconds: 3.6, words: 9 },
    });
    expect(review.delivery!.answerTime!.slowest).toEqual({ turn: 3, seconds: expect.closeTo(0.8, 5) });
    // Read back the same.
    expect((await request(rp.url).get(`/api/call-reviews/${review.id}`).set(pro.auth).expect(200)).body.delivery).toEqual(review.delivery);
  });

  it('streams a recording to the provider as it arrives: the provider is receiving it before the seller has sent it all', async () => {
    const uploads = openai.uploads.length;
    const answer = await streamingUpload(
      `${rp.url}/api/call-reviews/recording`,
      { ...pro.auth, 'Content-Type': 'audio/mpeg' },
      {
        first: MP3,
        // The provider's request has begun, with the first bytes, while the rest is still to be written.
        before: () => until(() => openai.uploads.length > uploads && openai.uploads.at(-1)!.bytes > MP3.length, 'the upload began'),
        rest: Array.from({ length: 4 }, () => Buffer.alloc(MB, 5)),
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ format: 'vtt', diarized: true });
    expect(openai.uploads.at(-1)).toMatchObject({ state: 'complete' });
    expect(openai.uploads.at(-1)!.bytes).toBeGreaterThan(MP3.length + 4 * MB);
    expect(openai.transcriptions.at(-1)!.fileName).toBe('call.mp3');
  });

  it('answers 413 as soon as a streamed recording passes 10 MB, and aborts the provider’s request', async () => {
    const uploads = openai.uploads.length;
    const calls = openai.transcriptions.length;
    const answer = await streamingUpload(
      `${rp.url}/api/call-reviews/recording`,
      { ...pro.auth, 'Content-Type': 'audio/mpeg' },
      {
        first: MP3,
        before: () => until(() => openai.uploads.length > uploads, 'the upload began'),
        rest: Array.from({ length: 12 }, () => Buffer.alloc(MB, 6)),
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/^The recording is larger than 10 MB, the limit\./);
    await until(() => openai.uploads.at(-1)!.state !== 'receiving', 'the provider’s request ended');
    expect(openai.uploads.at(-1)!.state).toBe('aborted');
    // Never more than the limit went on to the provider, and it transcribed nothing.
    expect(openai.uploads.at(-1)!.bytes).toBeLessThan(MAX_CALL_RECORDING_BYTES + MB);
    expect(openai.transcriptions.length).toBe(calls);

    // The same for a voice session's turn.
    const { body: session } = await request(rp.url)
      .post(SESSIONS)
      .set(pro.auth)
      .send({ ...valid, sessionType: 'audio' })
      .expect(201);
    const turn = await streamingUpload(
      `${rp.url}${SESSIONS}/${session.id}/transcription`,
      { ...pro.auth, 'Content-Type': 'audio/webm' },
      {
        first: WEBM,
        before: () => until(() => openai.uploads.length > uploads + 1, 'the upload began'),
        rest: Array.from({ length: 12 }, () => Buffer.alloc(MB, 7)),
        // Sent whole, as the gateway does with a body it has begun to stream: the rest is read and dropped.
        writeAll: true,
      },
    );
    expect(turn.status).toBe(413);
    expect(turn.body.message).toBe('The recording must be at most 10 MB');
    expect(turn.wroteAll).toBe(true);
    await until(() => openai.uploads.at(-1)!.state !== 'receiving', 'the provider’s request ended');
    expect(openai.uploads.at(-1)!.state).toBe('aborted');
  });

  it('refuses a streamed file whose first bytes are no recording with 415, before the provider is asked, and takes the rest of it', async () => {
    const uploads = openai.uploads.length;
    const answer = await streamingUpload(
      `${rp.url}/api/call-reviews/recording`,
      { ...pro.auth, 'Content-Type': 'audio/mpeg' },
      // Sent whole, as the gateway does when it has started streaming it: the rest is read and dropped.
      {
        first: Buffer.from('%PDF-1.7 not a recording at all'),
        rest: Array.from({ length: 12 }, () => Buffer.alloc(MB, 8)),
        writeAll: true,
      },
    );
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe('This file is not a webm, mp3, wav or m4a recording.');
    expect(answer.wroteAll).toBe(true);
    expect(openai.uploads.length).toBe(uploads);
  });

  it('takes wav, m4a and webm recordings, naming the file by what its bytes are', async () => {
    for (const [bytes, type, name] of [
      [WAV, 'audio/wav', 'call.wav'],
      [M4A, 'audio/x-m4a', 'call.m4a'],
      [WEBM, 'audio/webm', 'call.webm'],
      [M4A, 'audio/mpeg', 'call.m4a'],
    ] as const) {
      await upload(rp, pro, bytes, type).expect(200);
      expect(openai.transcriptions.at(-1)!.fileName).toBe(name);
    }
  });

  it('refuses an empty, a too large, a mistyped or a non-audio upload with a 4xx naming the problem, without calling the provider', async () => {
    const calls = openai.transcriptions.length;
    await expectError(upload(rp, pro, Buffer.alloc(0)), 400, /^The recording is empty\.$/);
    await expectError(upload(rp, pro, Buffer.concat([MP3, Buffer.alloc(MAX_CALL_RECORDING_BYTES)])), 413, /larger than 10 MB, the limit/);
    await expectError(
      upload(rp, pro, Buffer.from('Alex: hello\nDana: hi'), 'text/plain'),
      415,
      /as webm, mp3, wav or m4a audio \(got text\/plain\)/,
    );
    await expectError(
      upload(rp, pro, Buffer.from('%PDF-1.7 not a recording at all')),
      415,
      /^This file is not a webm, mp3, wav or m4a recording\.$/,
    );
    expect(openai.transcriptions.length).toBe(calls);
  });

  it('keeps recording upload for Pro', async () => {
    const practice = await rp.newUser('practice');
    await expectError(upload(rp, practice, MP3), 403, /only available on the Pro plan/);
  });

  it('streams a buyer reply as speech in the persona\u2019s voice, chunk by chunk', async () => {
    const { body: session } = await request(rp.url)
      .post(SESSIONS)
      .set(pro.auth)
      .send({ ...valid, sessionType: 'audio' })
      .expect(201);
    const arrivals: number[] = [];
    const response = await fetch(`${rp.url}${SESSIONS}/${session.id}/speech`, {
      method: 'POST',
      headers: { ...pro.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'We lost two quarters to bad forecasts.' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const received: Buffer[] = [];
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      received.push(Buffer.from(chunk));
      arrivals.push(Date.now());
    }
    expect(Buffer.concat(received).equals(Buffer.concat(SPEECH_CHUNKS))).toBe(true);
    // Streamed: the first bytes came before the provider had finished speaking.
    expect(arrivals.length).toBeGreaterThan(1);
    expect(openai.speeches.at(-1)).toMatchObject({
      model: 'gpt-4o-mini-tts',
      input: 'We lost two quarters to bad forecasts.',
      voice: 'onyx',
      response_format: 'mp3',
    });
  });

  it('refuses speech for text sessions, other users, below Pro and for empty text', async () => {
    const { body: audio } = await request(rp.url)
      .post(SESSIONS)
      .set(pro.auth)
      .send({ ...valid, sessionType: 'audio' })
      .expect(201);
    const { body: text } = await request(rp.url).post(SESSIONS).set(pro.auth).send(valid).expect(201);
    const speak = (user: TestUser, id: string, body: unknown = { text: 'Hello.' }) =>
      request(rp.url)
        .post(`${SESSIONS}/${id}/speech`)
        .set(user.auth)
        .send(body as object);
    await speak(pro, text.id).expect(404);
    await speak(await rp.newUser('pro'), audio.id).expect(404);
    await speak(await rp.newUser('practice'), audio.id).expect(403);
    await expectError(speak(pro, audio.id, { text: '   ' }), 400, /text: is empty/);
    await expectError(speak(pro, audio.id, { text: 'x'.repeat(4001) }), 400, /at most 4000 characters/);
  });
});

describe('voice with a transcription model that does not tell speakers apart', () => {
  it('answers the text to label (whisper: timed segments, no speakers)', async () => {
    const openai = await startFakeOpenAI();
    const rp = await startRoleplay({
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url, TRANSCRIPTION_MODEL: 'whisper-1', SPEECH_MODEL: 'none' },
    });
    try {
      const pro = await rp.newUser('pro');
      const { body } = await upload(rp, pro, WAV, 'audio/wav').expect(200);
      expect(body).toMatchObject({ format: 'text', diarized: false, model: 'whisper-1', durationSeconds: 22.5 });
      expect(body.transcript).toBe(DIARIZED_CALL.map((s) => s.text).join(' '));
      expect(openai.transcriptions.at(-1)!.fields).toMatchObject({ response_format: 'verbose_json' });
      expect((await request(rp.url).get(`${SESSIONS}/voice`).set(pro.auth).expect(200)).body).toEqual({
        transcription: { available: true, model: 'whisper-1', diarization: false },
        speech: { available: false, model: null },
        buyer: { coach: 'openai', model: 'gpt-4o' },
      });
    } finally {
      await rp.close();
      await openai.close();
    }
  });
});

describe('voice without a provider', () => {
  it('says recording upload needs a transcription provider, and the browser speaks and listens', async () => {
    const rp = await startRoleplay();
    try {
      const pro = await rp.newUser('pro');
      expect((await request(rp.url).get(`${SESSIONS}/voice`).set(pro.auth).expect(200)).body).toEqual({
        transcription: { available: false, model: null, diarization: false },
        speech: { available: false, model: null },
        buyer: { coach: 'offline', model: null },
      });
      const { body } = await upload(rp, pro, MP3).expect(503);
      expect(body.message).toBe(CALL_RECORDING_UNAVAILABLE_MESSAGE);
      const { body: session } = await request(rp.url)
        .post(SESSIONS)
        .set(pro.auth)
        .send({ ...valid, sessionType: 'audio' })
        .expect(201);
      await request(rp.url).post(`${SESSIONS}/${session.id}/speech`).set(pro.auth).send({ text: 'Hello.' }).expect(503);

      // A spoken turn keeps its timing; the session's delivery is measured from it.
      const say = (message: string, spoken?: unknown) =>
        request(rp.url).post(`${SESSIONS}/${session.id}/message`).set(pro.auth).send({ message, spoken });
      await say('Um, how do you build the forecast today?', { seconds: 4, answerSeconds: null }).expect(200);
      await say('What did the last miss cost you, you know, in hiring?', { seconds: 6, answerSeconds: 2.5 }).expect(200);
      await expectError(say('Hello?', { seconds: 0, answerSeconds: null }), 400, /spoken\.seconds must be at least 0\.1/);
      await expectError(say('Hello?', { seconds: 3, answerSeconds: -1 }), 400, /spoken\.answerSeconds must not be negative/);
      const { body: read } = await request(rp.url).get(`${SESSIONS}/${session.id}`).set(pro.auth).expect(200);
      expect(JSON.parse(read.messages)[0]).toEqual({
        role: 'user',
        content: 'Um, how do you build the forecast today?',
        spoken: { seconds: 4, answerSeconds: null },
      });
      expect(read.delivery).toMatchObject({
        timed: true,
        talkShareBy: 'words',
        sellerWords: 19,
        wordsPerMinute: 114,
        longestMonologue: { turn: 2, seconds: 6, words: 11 },
        answerTime: { medianSeconds: 2.5, slowest: { turn: 2, seconds: 2.5 } },
      });
      expect(read.delivery.fillers).toMatchObject({ count: 2, turns: [1, 2] });
      // Scored like any session, the delivery stays.
      const { body: scored } = await request(rp.url).post(`${SESSIONS}/${session.id}/complete`).set(pro.auth).expect(200);
      expect(scored.delivery).toEqual(read.delivery);
      const { body: typed } = await request(rp.url).post(SESSIONS).set(pro.auth).send(valid).expect(201);
      expect(typed.delivery).toBeNull();
    } finally {
      await rp.close();
    }
  });
});
