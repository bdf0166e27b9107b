import { type DealAnalysis, FREE_ANALYSES_PER_MONTH, FREE_LIMIT_MESSAGE, MAX_DEAL_NOTES } from '@blindspot/contracts';
import request from 'supertest';
import { type DealsHarness, INTERNAL_TOKEN, parseEvents, startDeals, type TestUser } from './support/deals.js';

const BASE = '/api/deal-analyses';
const NOTES = `Call with Dana Ortiz (VP Operations).
- They run dispatch for 40 drivers out of spreadsheets.
- Late deliveries went up 18% this year, costing them about $30k a month in refunds.
- They are also evaluating Samsara.
- We don't know who signs off on the budget yet.`;
const valid = { dealName: 'Northwind', dealNotes: NOTES, methodology: 'meddic', stage: 'discovery', dealSize: '120000' };

describe('deal analyses over HTTP', () => {
  let deals: DealsHarness;

  beforeAll(async () => {
    deals = await startDeals();
  });
  afterAll(() => deals.close());

  const create = (user: TestUser, body: object = valid) => request(deals.url).post(BASE).set(user.auth).send(body);
  const say = (user: TestUser, id: string, message: unknown) =>
    request(deals.url).post(`${BASE}/${id}/message`).set(user.auth).send({ message });
  const usageOf = (user: TestUser) =>
    request(deals.url)
      .get(`/internal/users/${user.claims.sub}/usage`)
      .set('x-internal-token', INTERNAL_TOKEN)
      .expect(200)
      .then((r) => r.body.analysesThisMonth);

  it('requires a signed-in user', async () => {
    await request(deals.url).get(BASE).expect(401);
    await request(deals.url).post(BASE).send(valid).expect(401);
  });

  it('refuses signed tokens without exp, iat or kid, or whose sub is not a UUID', async () => {
    const user = await deals.newUser('pro');
    for (const token of Object.values(await deals.malformedTokens(user.claims))) {
      await request(deals.url).get(BASE).set('Authorization', `Bearer ${token}`).expect(401);
    }
    await request(deals.url).get(BASE).set(user.auth).expect(200);
  });

  it('refuses the tokens of a sign-in auth has revoked, from its next poll on', async () => {
    const user = await deals.newUser('pro');
    await request(deals.url).get(BASE).set(user.auth).expect(200);
    deals.revoke(user.claims.sid);
    await deals.pollRevocations();
    const refused = await request(deals.url).get(BASE).set(user.auth).expect(401);
    expect(refused.body.message).toBe('Session has ended; sign in again');
  });

  describe('create', () => {
    it('requires deal notes and a methodology from the enumeration', async () => {
      const user = await deals.newUser('pro');
      expect((await create(user, { methodology: 'meddic' }).expect(400)).body.message).toMatch(/dealNotes/);
      expect((await create(user, { dealNotes: '   ', methodology: 'meddic' }).expect(400)).body.message).toMatch(/dealNotes/);
      expect((await create(user, { dealNotes: 'x' }).expect(400)).body.message).toMatch(/methodology/);
      expect((await create(user, { dealNotes: 'x', methodology: 'bant' }).expect(400)).body.message).toMatch(/methodology/);
      expect((await create(user, { ...valid, stage: 'won' }).expect(400)).body.message).toMatch(/stage/);
      expect((await create(user, { ...valid, dealName: 'x'.repeat(201) }).expect(400)).body.message).toMatch(/dealName/);
    });

    it(`accepts ${MAX_DEAL_NOTES} characters of notes and refuses more`, async () => {
      const user = await deals.newUser('pro');
      await create(user, { dealNotes: 'a'.repeat(MAX_DEAL_NOTES), methodology: 'spin' }).expect(201);
      expect((await create(user, { dealNotes: 'a'.repeat(MAX_DEAL_NOTES + 1), methodology: 'spin' }).expect(400)).body.message).toMatch(
        /dealNotes/,
      );
    });

    it('refuses NUL and lone surrogates in every text field with 400 naming it, and stores nothing', async () => {
      const user = await deals.newUser('pro');
      for (const field of ['dealName', 'dealNotes', 'prospectNames', 'dealSize']) {
        for (const bad of ['x\u0000y', 'x\ud800y']) {
          const response = await create(user, { ...valid, [field]: bad }).expect(400);
          expect(response.body.message).toMatch(new RegExp(`^${field}: must not contain`));
        }
      }
      expect((await request(deals.url).get(BASE).set(user.auth).expect(200)).body).toEqual([]);
    });

    it('stores empty optional values as absent and starts with no messages', async () => {
      const user = await deals.newUser('pro');
      const { body } = await create(user, {
        dealNotes: '  Notes  ',
        methodology: 'gap',
        dealName: '',
        prospectNames: '  ',
        dealSize: '',
      }).expect(201);
      expect(body).toMatchObject({
        dealNotes: 'Notes',
        methodology: 'gap',
        dealName: null,
        prospectNames: null,
        dealSize: null,
        stage: null,
        messages: [],
        coach: null,
      });
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('ownership', () => {
    it("lists only the user's own analyses, newest first, without notes or messages", async () => {
      const user = await deals.newUser('pro');
      const other = await deals.newUser('pro');
      const first = (await create(user, { ...valid, dealName: 'First' }).expect(201)).body;
      const second = (await create(user, { ...valid, dealName: 'Second' }).expect(201)).body;
      await create(other, { ...valid, dealName: 'Not mine' }).expect(201);
      const { body } = await request(deals.url).get(BASE).set(user.auth).expect(200);
      expect(body.map((a: DealAnalysis) => a.id)).toEqual([second.id, first.id]);
      expect(body[0]).toEqual({
        id: second.id,
        dealName: 'Second',
        prospectNames: null,
        dealSize: '120000',
        stage: 'discovery',
        methodology: 'meddic',
        createdAt: second.createdAt,
      });
    });

    it("answers 404 for another user's analysis on every verb, and for a malformed id", async () => {
      const owner = await deals.newUser('pro');
      const intruder = await deals.newUser('pro');
      const { body } = await create(owner).expect(201);
      await request(deals.url).get(`${BASE}/${body.id}`).set(intruder.auth).expect(404);
      await say(intruder, body.id, 'hello').expect(404);
      await request(deals.url).delete(`${BASE}/${body.id}`).set(intruder.auth).expect(404);
      await request(deals.url).get(`${BASE}/not-an-id`).set(owner.auth).expect(404);
      // Still there for its owner.
      await request(deals.url).get(`${BASE}/${body.id}`).set(owner.auth).expect(200);
    });

    it('deletes an analysis for its owner', async () => {
      const user = await deals.newUser('pro');
      const { body } = await create(user).expect(201);
      await request(deals.url).delete(`${BASE}/${body.id}`).set(user.auth).expect(204);
      await request(deals.url).get(`${BASE}/${body.id}`).set(user.auth).expect(404);
      await request(deals.url).delete(`${BASE}/${body.id}`).set(user.auth).expect(404);
    });
  });

  describe('messages', () => {
    it('refuses an empty or over-long message', async () => {
      const user = await deals.newUser('pro');
      const { body } = await create(user).expect(201);
      expect((await say(user, body.id, '   ').expect(400)).body.message).toMatch(/message/);
      await say(user, body.id, undefined).expect(400);
      await say(user, body.id, 'x'.repeat(4001)).expect(400);
    });

    it('refuses a message with a NUL or a lone surrogate, streamed or not, before any reply', async () => {
      const user = await deals.newUser('pro');
      const { body } = await create(user).expect(201);
      for (const message of ['How do I handle \u0000Samsara?', 'How do I handle \udc00Samsara?']) {
        expect((await say(user, body.id, message).expect(400)).body.message).toMatch(/^message: must not contain/);
        const streamed = await request(deals.url)
          .post(`${BASE}/${body.id}/message`)
          .set(user.auth)
          .set('Accept', 'text/event-stream')
          .send({ message })
          .expect(400);
        expect(streamed.headers['content-type']).toMatch(/^application\/json/);
      }
      expect((await request(deals.url).get(`${BASE}/${body.id}`).set(user.auth).expect(200)).body.messages).toEqual([]);
    });

    it('answers the first message with the analysis and later ones with follow-ups, as JSON', async () => {
      const user = await deals.newUser('pro');
      const { body: analysis } = await create(user).expect(201);

      const first = await say(user, analysis.id, '  Please analyze this deal using the MEDDIC methodology.  ').expect(200);
      expect(first.body.coach).toBe('offline');
      expect(first.body.messages).toHaveLength(2);
      expect(first.body.messages[0]).toEqual({ role: 'user', content: 'Please analyze this deal using the MEDDIC methodology.' });
      const report = first.body.messages[1].content;
      expect(report).toContain('## MEDDIC analysis: Northwind');
      expect(report).toContain('"Late deliveries went up 18% this year, costing them about $30k a month in refunds."');
      expect(report).toContain('### Economic Buyer: Not confirmed');
      // The same reading as data: the checklist the page shows above the prose.
      const byKey = Object.fromEntries(first.body.coverage.elements.map((e: { element: string }) => [e.element, e]));
      expect(Object.keys(byKey)).toEqual([
        'metrics',
        'economic-buyer',
        'decision-criteria',
        'decision-process',
        'identify-pain',
        'champion',
      ]);
      expect(byKey.metrics).toMatchObject({
        status: 'covered',
        quotes: ['Late deliveries went up 18% this year, costing them about $30k a month in refunds.'],
      });
      expect(byKey['economic-buyer']).toMatchObject({ status: 'unconfirmed', quotes: ["We don't know who signs off on the budget yet."] });

      const second = await say(user, analysis.id, 'How do I handle Samsara?').expect(200);
      expect(second.body.messages).toHaveLength(4);
      expect(second.body.messages[3].content).toContain('**Handling Samsara.**');

      expect(second.body.coverage).toEqual(first.body.coverage);

      const stored = await request(deals.url).get(`${BASE}/${analysis.id}`).set(user.auth).expect(200);
      expect(stored.body.messages).toEqual(second.body.messages);
      expect(stored.body.coach).toBe('offline');
      expect(stored.body.coverage).toEqual(first.body.coverage);
    });

    it('streams the reply as server-sent events and stores it', async () => {
      const user = await deals.newUser('pro');
      const { body: analysis } = await create(user).expect(201);
      const response = await request(deals.url)
        .post(`${BASE}/${analysis.id}/message`)
        .set(user.auth)
        .set('Accept', 'text/event-stream')
        .send({ message: 'Please analyze this deal using the MEDDIC methodology.' })
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => done(null, text));
        })
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      const events = parseEvents(response.body as string);
      const texts = events.filter((e) => e.event === 'text');
      expect(texts.length).toBeGreaterThan(5);
      const done = events.at(-1)!;
      expect(done.event).toBe('done');
      expect(done.data.coach).toBe('offline');
      expect(texts.map((e) => e.data.text).join('')).toBe(done.data.messages[1].content);
      const stored = await request(deals.url).get(`${BASE}/${analysis.id}`).set(user.auth).expect(200);
      expect(stored.body.messages).toEqual(done.data.messages);
    });

    it("uses the seller's profile from auth", async () => {
      const user = await deals.newUser('pro');
      deals.profiles.set(user.claims.sub, { competitors: 'Samsara, Motive', differentiation: 'routes re-optimised every 5 minutes' });
      const { body: analysis } = await create(user).expect(201);
      const { body } = await say(user, analysis.id, 'Please analyze this deal using the MEDDIC methodology.').expect(200);
      expect(body.messages[1].content).toContain('Against Samsara, lead with what sets you apart: routes re-optimised every 5 minutes.');
    });
  });

  describe('idempotent turns (Idempotency-Key)', () => {
    const FIRST = 'Please analyze this deal using the MEDDIC methodology.';
    const turn = (user: TestUser, id: string, key: string, message = FIRST) =>
      request(deals.url).post(`${BASE}/${id}/message`).set(user.auth).set('Idempotency-Key', key).send({ message });
    const streamedTurn = (user: TestUser, id: string, key: string, message = FIRST) =>
      turn(user, id, key, message)
        .set('Accept', 'text/event-stream')
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => done(null, text));
        });

    it('stores a turn sent twice once, and answers the retry with the stored reply', async () => {
      const user = await deals.newUser('pro');
      const { body: analysis } = await create(user).expect(201);
      const key = '9d4c6f0e-2b1a-4c3d-8e7f-6a5b4c3d2e1f';
      const first = await turn(user, analysis.id, key).expect(200);
      const retry = await turn(user, analysis.id, key).expect(200);
      expect(retry.body).toEqual(first.body);
      const stored = await request(deals.url).get(`${BASE}/${analysis.id}`).set(user.auth).expect(200);
      expect(stored.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
      // A new key is a new turn.
      await turn(user, analysis.id, 'another-turn-0001', 'Who signs off?').expect(200);
      const after = await request(deals.url).get(`${BASE}/${analysis.id}`).set(user.auth).expect(200);
      expect(after.body.messages).toHaveLength(4);
    });

    it('stores one copy when the same turn arrives twice at once (a retry while the first is still running)', async () => {
      const user = await deals.newUser('pro');
      const { body: analysis } = await create(user).expect(201);
      const [a, b] = await Promise.all([turn(user, analysis.id, 'same-turn-twice'), turn(user, analysis.id, 'same-turn-twice')]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body.messages).toEqual(a.body.messages);
      const stored = await request(deals.url).get(`${BASE}/${analysis.id}`).set(user.auth).expect(200);
      expect(stored.body.messages).toHaveLength(2);
      expect(await deals.sql('SELECT turn_id FROM deal_chat_turns WHERE analysis_id = $1', [analysis.id])).toEqual([
        { turn_id: 'same-turn-twice' },
      ]);
    });

    it('streams the stored reply to a retried streamed turn', async () => {
      const user = await deals.newUser('pro');
      const { body: analysis } = await create(user).expect(201);
      const first = parseEvents((await streamedTurn(user, analysis.id, 'streamed-turn-01').expect(200)).body as string);
      const retry = parseEvents((await streamedTurn(user, analysis.id, 'streamed-turn-01').expect(200)).body as string);
      const textOf = (events: Array<{ event: string; data: any }>) =>
        events
          .filter((e) => e.event === 'text')
          .map((e) => e.data.text)
          .join('');
      expect(textOf(retry)).toBe(textOf(first));
      expect(retry.at(-1)).toEqual(first.at(-1));
      expect((await request(deals.url).get(`${BASE}/${analysis.id}`).set(user.auth)).body.messages).toHaveLength(2);
    });

    it('refuses a key sent again with another message (422), and a malformed key (400)', async () => {
      const user = await deals.newUser('pro');
      const { body: analysis } = await create(user).expect(201);
      await turn(user, analysis.id, 'reused-key-0001').expect(200);
      const reused = await turn(user, analysis.id, 'reused-key-0001', 'Something else').expect(422);
      expect(reused.body.message).toMatch(/Idempotency-Key was already used for another message/);
      expect((await turn(user, analysis.id, 'not a key').expect(400)).body.message).toMatch(/^Idempotency-Key: /);
      expect((await request(deals.url).get(`${BASE}/${analysis.id}`).set(user.auth)).body.messages).toHaveLength(2);
    });

    it("keeps keys per analysis: another user's key names nothing of this user's", async () => {
      const [a, b] = [await deals.newUser('pro'), await deals.newUser('pro')];
      const { body: mine } = await create(a).expect(201);
      const { body: theirs } = await create(b).expect(201);
      await turn(a, mine.id, 'shared-key-0001').expect(200);
      await turn(b, theirs.id, 'shared-key-0001').expect(200);
      await turn(b, mine.id, 'shared-key-0001').expect(404);
    });
  });

  describe('free limit', () => {
    it('lets a free user create FREE_ANALYSES_PER_MONTH analyses a month, then answers 403 with the limit message', async () => {
      const user = await deals.newUser('free');
      for (let i = 0; i < FREE_ANALYSES_PER_MONTH; i++) await create(user).expect(201);
      const refused = await create(user).expect(403);
      expect(refused.body.message).toBe(FREE_LIMIT_MESSAGE);
      expect(await usageOf(user)).toBe(FREE_ANALYSES_PER_MONTH);
    });

    it('does not give an analysis back when one is deleted', async () => {
      const user = await deals.newUser('free');
      const ids = [];
      for (let i = 0; i < FREE_ANALYSES_PER_MONTH; i++) ids.push((await create(user).expect(201)).body.id);
      await request(deals.url).delete(`${BASE}/${ids[0]}`).set(user.auth).expect(204);
      await create(user).expect(403);
    });

    it('lets Practice and Pro users create without limit, still counting them', async () => {
      for (const tier of ['practice', 'pro'] as const) {
        const user = await deals.newUser(tier);
        for (let i = 0; i < FREE_ANALYSES_PER_MONTH + 2; i++) await create(user).expect(201);
        expect(await usageOf(user)).toBe(FREE_ANALYSES_PER_MONTH + 2);
      }
    });

    it('lets only one of several parallel creations through at the limit', async () => {
      const user = await deals.newUser('free');
      for (let i = 0; i < FREE_ANALYSES_PER_MONTH - 1; i++) await create(user).expect(201);
      const results = await Promise.all(Array.from({ length: 6 }, () => create(user)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403, 403]);
      expect(await usageOf(user)).toBe(FREE_ANALYSES_PER_MONTH);
      const { body } = await request(deals.url).get(BASE).set(user.auth).expect(200);
      expect(body).toHaveLength(FREE_ANALYSES_PER_MONTH);
    });

    it('starts again in a new calendar month (UTC)', async () => {
      const user = await deals.newUser('free');
      // Last month's usage at the limit: it must not count this month.
      await deals.sql(
        `INSERT INTO monthly_usage (user_id, month, analyses_created)
         VALUES ($1, (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 month')::date, $2)`,
        [user.claims.sub, FREE_ANALYSES_PER_MONTH],
      );
      expect(await usageOf(user)).toBe(0);
      await create(user).expect(201);
      expect(await usageOf(user)).toBe(1);
      const months = await deals.sql(`SELECT analyses_created FROM monthly_usage WHERE user_id = $1 ORDER BY month`, [user.claims.sub]);
      expect(months.map((m) => m.analyses_created)).toEqual([FREE_ANALYSES_PER_MONTH, 1]);
    });
  });

  describe('internal usage route', () => {
    it('needs the internal token', async () => {
      const user = await deals.newUser('free');
      await request(deals.url).get(`/internal/users/${user.claims.sub}/usage`).expect(401);
      await request(deals.url).get(`/internal/users/${user.claims.sub}/usage`).set(user.auth).expect(401);
      expect(await usageOf(user)).toBe(0);
    });
  });
});
