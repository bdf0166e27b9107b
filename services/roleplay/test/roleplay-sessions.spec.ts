import { scoreTranscript } from '@blindspot/coach';
import { PRO_FEATURE_MESSAGE, type RoleplaySession } from '@blindspot/contracts';
import request from 'supertest';
import { type TestUser, useRoleplay } from './support/roleplay.js';

const BASE = '/api/roleplay-sessions';
const valid = { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium' };

describe('roleplay sessions over HTTP', () => {
  const { rp, seller, other } = useRoleplay();

  const create = (user: TestUser, body: object = valid) => request(rp.url).post(BASE).set(user.auth).send(body);
  const say = (user: TestUser, id: string, message: unknown) =>
    request(rp.url).post(`${BASE}/${id}/message`).set(user.auth).send({ message });

  it('requires a signed-in user', async () => {
    await request(rp.url).get(BASE).expect(401);
  });

  it('refuses signed tokens without exp, iat or kid, or whose sub is not a UUID', async () => {
    for (const token of Object.values(await rp.malformedTokens(seller.claims))) {
      await request(rp.url).get(BASE).set('Authorization', `Bearer ${token}`).expect(401);
    }
    await request(rp.url).get(BASE).set(seller.auth).expect(200);
  });

  describe('create', () => {
    it('validates scenario, persona, methodology and difficulty against the enumerations', async () => {
      const missing = await create(seller, { persona: 'cfo', methodology: 'spin', difficulty: 'medium' }).expect(400);
      expect(missing.body.message).toMatch(/scenario/);
      const wrong = await create(seller, { ...valid, difficulty: 'extreme' }).expect(400);
      expect(wrong.body.message).toMatch(/difficulty/);
      await create(seller, { ...valid, sessionType: 'video' }).expect(400);
      await create(seller, { ...valid, buyerTitle: 'x'.repeat(201) }).expect(400);
    });

    it('applies the defaults, trims the buyer title and generates an account and a buyer', async () => {
      const { body } = await create(seller, { ...valid, buyerTitle: '   ' }).expect(201);
      expect(body).toMatchObject({
        ...valid,
        sessionType: 'text',
        guidanceType: 'end',
        buyerTitle: null,
        completed: false,
        score: 0,
        messages: '[]',
      });
      for (const field of [
        'targetAccountCompany',
        'targetAccountIndustry',
        'targetAccountSize',
        'targetAccountRevenue',
        'targetAccountSituation',
        'buyerPersonaName',
        'buyerPersonaRole',
        'buyerPersonaProfile',
        'buyerPersonaGoal',
      ]) {
        expect(body[field]).toEqual(expect.any(String));
        expect(body[field].length).toBeGreaterThan(3);
      }
      const titled = await create(seller, { ...valid, buyerTitle: '  VP Finance EMEA  ' }).expect(201);
      expect(titled.body).toMatchObject({ buyerTitle: 'VP Finance EMEA', buyerPersonaRole: 'VP Finance EMEA' });
    });

    it('varies the account between sessions and keeps it for one session', async () => {
      const companies = new Set<string>();
      for (let i = 0; i < 4; i++) companies.add((await create(seller).expect(201)).body.targetAccountCompany);
      expect(companies.size).toBeGreaterThan(1);
      const { body } = await create(seller).expect(201);
      const again = await request(rp.url).get(`${BASE}/${body.id}`).set(seller.auth).expect(200);
      expect(again.body.targetAccountCompany).toBe(body.targetAccountCompany);
    });

    it('fits the account to the seller profile from auth', async () => {
      const withProfile = await rp.newUser('practice');
      rp.profiles.set(withProfile.claims.sub, { industries: 'Hospitals and healthcare', targetPersonas: 'CFO of a hospital group' });
      const before = rp.profileRequests();
      const { body } = await create(withProfile).expect(201);
      expect(rp.profileRequests()).toBe(before + 1);
      expect(body).toMatchObject({ targetAccountIndustry: 'Healthcare', buyerPersonaRole: 'CFO of a hospital group' });
    });

    it('refuses an audio session below the pro tier with the Pro Feature message', async () => {
      const { body } = await create(seller, { ...valid, sessionType: 'audio' }).expect(403);
      expect(body.message).toBe(PRO_FEATURE_MESSAGE);
      await create(other, { ...valid, sessionType: 'audio' }).expect(201);
    });
  });

  describe('message', () => {
    it('validates the message: trimmed, non-empty, bounded', async () => {
      const { body: session } = await create(seller).expect(201);
      expect((await say(seller, session.id, '   ').expect(400)).body.message).toMatch(/message/);
      await say(seller, session.id, 'x'.repeat(4001)).expect(400);
      await say(seller, session.id, 42).expect(400);
      await request(rp.url).post(`${BASE}/${session.id}/message`).set(seller.auth).send({}).expect(400);
    });

    it('returns the buyer reply and stores both turns, without a hint when guidance is at the end', async () => {
      const { body: session } = await create(seller).expect(201);
      const { body: reply } = await say(seller, session.id, '  What are the biggest challenges with your forecasting today?  ').expect(200);
      expect(reply).toEqual({ content: expect.any(String), coach: 'offline' });
      const { body: stored } = await request(rp.url).get(`${BASE}/${session.id}`).set(seller.auth).expect(200);
      expect(JSON.parse(stored.messages)).toEqual([
        { role: 'user', content: 'What are the biggest challenges with your forecasting today?' },
        { role: 'assistant', content: reply.content },
      ]);
    });

    it('adds a coaching hint as a separate field with step-by-step guidance', async () => {
      const { body: session } = await create(seller, { ...valid, guidanceType: 'step-by-step' }).expect(201);
      const { body: reply } = await say(seller, session.id, 'Our platform is best-in-class and we help teams save 30%.').expect(200);
      expect(reply.hint).toMatch(/pitch/);
      expect(reply.content).not.toContain(reply.hint);
    });

    it('streams the reply as server-sent events and stores it', async () => {
      const { body: session } = await create(seller).expect(201);
      const response = await request(rp.url)
        .post(`${BASE}/${session.id}/message`)
        .set(seller.auth)
        .set('Accept', 'text/event-stream')
        .send({ message: 'Could you walk me through how your team handles forecasting today?' })
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          res.on('end', () => done(null, text));
        })
        .expect(200);
      expect(response.headers['content-type']).toMatch(/text\/event-stream/);
      const events = (response.body as string)
        .trim()
        .split('\n\n')
        .map((block) => ({
          event: /^event: (.+)$/m.exec(block)![1],
          data: JSON.parse(/^data: (.+)$/m.exec(block)![1]),
        }));
      const texts = events.filter((e) => e.event === 'text');
      expect(texts.length).toBeGreaterThan(1);
      const done = events.at(-1)!;
      expect(done.event).toBe('done');
      expect(
        texts
          .map((e) => e.data.text)
          .join('')
          .trim(),
      ).toBe(done.data.content);
      const { body: stored } = await request(rp.url).get(`${BASE}/${session.id}`).set(seller.auth).expect(200);
      expect(JSON.parse(stored.messages)[1].content).toBe(done.data.content);
    });

    it('refuses a turn with a NUL or a lone surrogate, naming the field, and stores nothing', async () => {
      const { body: session } = await create(seller).expect(201);
      for (const raw of ['{"message":"hello\\u0000there"}', '{"message":"hello \\ud800"}']) {
        const response = await request(rp.url)
          .post(`${BASE}/${session.id}/message`)
          .set(seller.auth)
          .set('content-type', 'application/json')
          .send(raw)
          .expect(400);
        expect(response.body.message).toMatch(/^message: must not contain/);
      }
      const [row] = await rp.sql<{ messages: string }>(`SELECT messages FROM roleplay_sessions WHERE id = $1`, [session.id]);
      expect(row.messages).toBe('[]');
      await request(rp.url).post(`${BASE}/${session.id}/complete`).set(seller.auth).expect(200);
      expect((await create(seller, { ...valid, buyerTitle: 'VP\u0000' }).expect(400)).body.message).toMatch(
        /^buyerTitle: must not contain/,
      );
    });

    it('reads unparseable stored messages as an empty list and carries on', async () => {
      const { body: session } = await create(seller).expect(201);
      await rp.sql(`UPDATE roleplay_sessions SET messages = $1 WHERE id = $2 RETURNING id`, ['{not json', session.id]);
      const { body: read } = await request(rp.url).get(`${BASE}/${session.id}`).set(seller.auth).expect(200);
      expect(read.messages).toBe('[]');
      await say(seller, session.id, 'How is your team set up today?').expect(200);
      const [row] = await rp.sql<{ messages: string }>(`SELECT messages FROM roleplay_sessions WHERE id = $1`, [session.id]);
      expect(JSON.parse(row.messages)).toHaveLength(2);
      await rp.sql(`UPDATE roleplay_sessions SET messages = $1 WHERE id = $2 RETURNING id`, ['[{"role":"robot","content":1}]', session.id]);
      const { body: completed } = await request(rp.url).post(`${BASE}/${session.id}/complete`).set(seller.auth).expect(200);
      expect(completed.score).toBe(0);
    });
  });

  describe('complete', () => {
    const transcript = [
      { role: 'user', content: 'Could you walk me through how forecasting works today?' },
      { role: 'assistant', content: 'Today it is spreadsheets and the billing platform, about twelve people involved.' },
      { role: 'user', content: 'What are the biggest challenges with that?' },
      { role: 'assistant', content: 'Our forecast missed by 18% last quarter and the board noticed.' },
      { role: 'user', content: 'What happens to your hiring plans when the forecast misses?' },
      { role: 'assistant', content: "We froze ten hires. To be honest, I'm not convinced this is a priority this quarter." },
      { role: 'user', content: 'That is a fair concern. If you could fix the forecast, what would it mean for you?' },
      { role: 'assistant', content: 'I could plan again instead of defending numbers.' },
      { role: 'user', content: 'Can we book 30 minutes next Tuesday with your CEO to review the business case?' },
      { role: 'assistant', content: 'That works for me. Send me an invite.' },
    ];

    it('scores a fixed transcript reproducibly, with feedback naming turns', async () => {
      const results: RoleplaySession[] = [];
      for (let i = 0; i < 2; i++) {
        const { body: session } = await create(seller).expect(201);
        await rp.sql(`UPDATE roleplay_sessions SET messages = $1 WHERE id = $2 RETURNING id`, [JSON.stringify(transcript), session.id]);
        results.push((await request(rp.url).post(`${BASE}/${session.id}/complete`).set(seller.auth).expect(200)).body);
      }
      const expected = scoreTranscript({ methodology: 'spin' }, transcript as never);
      for (const result of results) {
        expect(result).toMatchObject({
          completed: true,
          scored: true,
          score: expected.score,
          didWell: expected.didWell,
          missed: expected.missed,
          keyTakeaway: expected.keyTakeaway,
          coach: 'offline',
        });
        expect(result.rubric).toEqual(expected.rubric);
      }
      expect(results[0].score).toBeGreaterThanOrEqual(7);
      for (const item of [...results[0].didWell!, ...results[0].missed!]) expect(item).toMatch(/^Turn \d+: /);
    });

    it('ends an empty conversation not scored, keeps the result on a second call, and refuses further messages', async () => {
      const { body: session } = await create(seller).expect(201);
      const { body: first } = await request(rp.url).post(`${BASE}/${session.id}/complete`).set(seller.auth).send().expect(200);
      // Nothing to score: no score, no feedback, no rubric (and it counts in no average: session-history.spec.ts).
      expect(first).toMatchObject({
        completed: true,
        scored: false,
        score: 0,
        didWell: null,
        missed: null,
        keyTakeaway: null,
        rubric: null,
      });
      const { body: second } = await request(rp.url).post(`${BASE}/${session.id}/complete`).set(seller.auth).expect(200);
      expect(second).toEqual(first);
      await say(seller, session.id, 'One more thing?').expect(409);
    });

    it('completes a session whose stored turns hold NUL or lone surrogates (stored before input refused them)', async () => {
      const { body: session } = await create(seller).expect(201);
      // JSON escapes are plain text to PostgreSQL, so the messages column could take them.
      const stored =
        '[{"role":"user","content":"What does forecasting cost you today?\\u0000"},' +
        '{"role":"assistant","content":"Too much \\ud800 time."},' +
        '{"role":"user","content":"\\udc00 Can we book 30 minutes next Tuesday with your CFO?\\u0000\\u0000"}]';
      await rp.sql(`UPDATE roleplay_sessions SET messages = $1 WHERE id = $2 RETURNING id`, [stored, session.id]);
      const { body: completed } = await request(rp.url).post(`${BASE}/${session.id}/complete`).set(seller.auth).expect(200);
      expect(completed.completed).toBe(true);
      expect(JSON.parse(completed.messages).map((m: { content: string }) => m.content)).toEqual([
        'What does forecasting cost you today?',
        'Too much \uFFFD time.',
        '\uFFFD Can we book 30 minutes next Tuesday with your CFO?',
      ]);
      const { body: read } = await request(rp.url).get(`${BASE}/${session.id}`).set(seller.auth).expect(200);
      expect(read).toMatchObject({ completed: true, score: completed.score, keyTakeaway: completed.keyTakeaway });
    });

    it('scores odd transcripts: one huge turn, emoji; buyer turns only and blank seller turns are not scored', async () => {
      const odd = [
        {
          scored: false,
          transcript: [
            { role: 'assistant', content: 'Hello?' },
            { role: 'assistant', content: 'Anyone there?' },
          ],
        },
        {
          scored: false,
          transcript: [
            { role: 'user', content: '' },
            { role: 'assistant', content: '   ' },
            { role: 'user', content: '\n\t' },
          ],
        },
        { scored: true, transcript: [{ role: 'user', content: `${'9'.repeat(4000)} ? ${'why '.repeat(900)}` }] },
        {
          scored: true,
          transcript: [
            { role: 'user', content: '\u{1F600}\u{1F600}?' },
            { role: 'assistant', content: '\u200B' },
          ],
        },
      ];
      for (const { scored, transcript } of odd) {
        const { body: session } = await create(seller).expect(201);
        await rp.sql(`UPDATE roleplay_sessions SET messages = $1 WHERE id = $2 RETURNING id`, [JSON.stringify(transcript), session.id]);
        const { body: completed } = await request(rp.url).post(`${BASE}/${session.id}/complete`).set(seller.auth).expect(200);
        expect(completed).toMatchObject({ completed: true, scored, score: expect.any(Number) });
        expect(completed.score).toBeGreaterThanOrEqual(0);
        expect(completed.score).toBeLessThanOrEqual(10);
      }
    });

    it("lists the user's own sessions, newest first, with completion and score", async () => {
      const user = await rp.newUser();
      const a = (await create(user).expect(201)).body;
      const b = (await create(user).expect(201)).body;
      await request(rp.url).post(`${BASE}/${a.id}/complete`).set(user.auth).expect(200);
      const { body: list } = await request(rp.url).get(BASE).set(user.auth).expect(200);
      expect(list.map((s: RoleplaySession) => s.id)).toEqual([b.id, a.id]);
      expect(list[1]).toMatchObject({
        completed: true,
        scored: false,
        score: 0,
        scenario: 'discovery',
        persona: 'cfo',
        difficulty: 'medium',
        createdAt: expect.any(String),
      });
    });
  });

  it('answers 404 to another user for every verb, and for a malformed id', async () => {
    const { body: session } = await create(seller).expect(201);
    await request(rp.url).get(`${BASE}/${session.id}`).set(other.auth).expect(404);
    await say(other, session.id, 'Hello?').expect(404);
    await request(rp.url).post(`${BASE}/${session.id}/complete`).set(other.auth).expect(404);
    await request(rp.url).delete(`${BASE}/${session.id}`).set(other.auth).expect(404);
    expect((await request(rp.url).get(BASE).set(other.auth).expect(200)).body.map((s: RoleplaySession) => s.id)).not.toContain(session.id);
    await request(rp.url).get(`${BASE}/not-a-uuid`).set(seller.auth).expect(404);
    // Still there for its owner; then deleted once.
    await request(rp.url).delete(`${BASE}/${session.id}`).set(seller.auth).expect(204);
    await request(rp.url).delete(`${BASE}/${session.id}`).set(seller.auth).expect(404);
  });

  it('lets any instance serve any session: create on one, message and complete on another', async () => {
    const second = await rp.startInstance();
    const { body: session } = await create(seller).expect(201);
    await request(second.url)
      .post(`${BASE}/${session.id}/message`)
      .set(seller.auth)
      .send({ message: 'What are the biggest challenges today?' })
      .expect(200);
    await say(seller, session.id, 'What does that cost you?').expect(200);
    // Concurrent turns on two instances: none is lost.
    await Promise.all([
      request(second.url).post(`${BASE}/${session.id}/message`).set(seller.auth).send({ message: 'Who else is involved?' }).expect(200),
      say(seller, session.id, 'How do you measure it?').expect(200),
    ]);
    const { body: done } = await request(second.url).post(`${BASE}/${session.id}/complete`).set(seller.auth).expect(200);
    expect(JSON.parse(done.messages)).toHaveLength(8);
    expect(done.completed).toBe(true);
  });
});
