import request from 'supertest';
import { type FakeOpenAI, startFakeOpenAI, TRANSCRIBED_TEXT } from './support/fake-openai.js';
import { type RoleplayHarness, startRoleplay, type TestUser } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';
/** A webm's first bytes: the recording is checked from them (docs/voice.md). */
const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const valid = { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium' };

describe('roleplay with a model provider and speech-to-text configured', () => {
  let openai: FakeOpenAI;
  let rp: RoleplayHarness;
  let pro: TestUser;
  let practice: TestUser;

  beforeAll(async () => {
    openai = await startFakeOpenAI();
    rp = await startRoleplay({
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url, TRANSCRIPTION_MODEL: 'whisper-1', COACH_TIMEOUT_MS: '2000' },
    });
    pro = await rp.newUser('pro');
    practice = await rp.newUser('practice');
  });
  afterAll(async () => {
    await rp.close();
    await openai.close();
  });

  it('turns a model failure into a 502 and stores nothing, so the seller can resend', async () => {
    const { body: session } = await request(rp.url).post(BASE).set(pro.auth).send(valid).expect(201);
    const { body } = await request(rp.url)
      .post(`${BASE}/${session.id}/message`)
      .set(pro.auth)
      .send({ message: 'Hello there?' })
      .expect(502);
    expect(body.message).toMatch(/AI model/);
    const [row] = await rp.sql<{ messages: string }>(`SELECT messages FROM roleplay_sessions WHERE id = $1`, [session.id]);
    expect(row.messages).toBe('[]');
  });

  it("says that real transcription is available and transcribes a pro user's recording", async () => {
    expect((await request(rp.url).get(`${BASE}/transcription`).set(pro.auth).expect(200)).body).toEqual({ available: true });
    const { body: session } = await request(rp.url)
      .post(BASE)
      .set(pro.auth)
      .send({ ...valid, sessionType: 'audio' })
      .expect(201);
    const recording = Buffer.concat([WEBM_MAGIC, Buffer.from('webm-bytes-'.repeat(100))]);
    const { body } = await request(rp.url)
      .post(`${BASE}/${session.id}/transcription`)
      .set(pro.auth)
      .set('Content-Type', 'audio/webm')
      .send(recording)
      .expect(200);
    expect(body).toEqual({ text: TRANSCRIBED_TEXT });
    expect(openai.transcriptions.at(-1)!.contentType).toMatch(/multipart\/form-data/);
    expect(openai.transcriptions.at(-1)!.bytes).toBeGreaterThan(recording.length);
  });

  it('refuses transcription below pro, for text sessions, for other users and for non-audio bodies', async () => {
    const { body: audio } = await request(rp.url)
      .post(BASE)
      .set(pro.auth)
      .send({ ...valid, sessionType: 'audio' })
      .expect(201);
    const { body: text } = await request(rp.url).post(BASE).set(pro.auth).send(valid).expect(201);
    const send = (user: TestUser, id: string, type = 'audio/webm', data: Buffer = Buffer.concat([WEBM_MAGIC, Buffer.from('abc')])) =>
      request(rp.url).post(`${BASE}/${id}/transcription`).set(user.auth).set('Content-Type', type).send(data);
    await send(practice, audio.id).expect(403);
    await send(pro, text.id).expect(404);
    const other = await rp.newUser('pro');
    await send(other, audio.id).expect(404);
    await send(pro, audio.id, 'text/plain').expect(415);
    // Declared audio, but its first bytes are no recording; and nothing at all.
    const calls = openai.transcriptions.length;
    expect((await send(pro, audio.id, 'audio/webm', Buffer.from('%PDF-1.7 not audio')).expect(415)).body.message).toBe(
      'The recording is not webm, mp3, wav or m4a audio',
    );
    expect((await send(pro, audio.id, 'audio/webm', Buffer.alloc(0)).expect(400)).body.message).toBe('The recording is empty');
    expect(openai.transcriptions.length).toBe(calls);
  });
});

describe('roleplay without speech-to-text', () => {
  it('reports transcription as unavailable and refuses to transcribe', async () => {
    const rp = await startRoleplay();
    try {
      const pro = await rp.newUser('pro');
      expect((await request(rp.url).get(`${BASE}/transcription`).set(pro.auth).expect(200)).body).toEqual({ available: false });
      const { body: session } = await request(rp.url)
        .post(BASE)
        .set(pro.auth)
        .send({ ...valid, sessionType: 'audio' })
        .expect(201);
      await request(rp.url)
        .post(`${BASE}/${session.id}/transcription`)
        .set(pro.auth)
        .set('Content-Type', 'audio/webm')
        .send(Buffer.from('abc'))
        .expect(503);
    } finally {
      await rp.close();
    }
  });
});
