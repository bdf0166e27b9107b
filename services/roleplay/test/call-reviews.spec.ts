// Real calls over HTTP on PostgreSQL: a transcript scored with the roleplay rubric and kept per user.
// Pro only to create (from the token's tier); ownership on every verb; every bad input a 4xx naming it.
import {
  CALL_REVIEW_PRO_MESSAGE,
  type CallReview,
  type CallReviewPage,
  type CallTranscriptPreview,
  MAX_CALL_TRANSCRIPT_BYTES,
  MAX_CALL_TURNS,
} from '@blindspot/contracts';
import request from 'supertest';
import { type RoleplayHarness, startRoleplay, type TestUser } from './support/roleplay.js';

const BASE = '/api/call-reviews';

// A short discovery call in plain text with timestamps: the seller is Alex Rivera.
const CALL = [
  'Discovery call, Acme / Northwind',
  '[00:00:02] Alex Rivera: Thanks for making time. Before I say anything about us, how does your team put the forecast together today?',
  '[00:00:15] Dana Cho: Mostly spreadsheets. Each region sends numbers and we reconcile by hand.',
  '[00:00:40] Alex Rivera: Where does that process break down on your side?',
  '[00:00:52] Dana Cho: The last two quarters we missed by more than ten percent and the board noticed.',
  '[00:01:20] Alex Rivera: If you could fix the forecast, what would it mean for you with the board?',
  '[00:01:31] Dana Cho: Credibility, honestly. And fewer late nights at quarter end.',
  '[00:01:50] Alex Rivera: Who signs off on an investment like this, and what criteria will they use to compare the options?',
  '[00:02:05] Dana Cho: Our CFO signs. She cares about payback inside a year.',
  '[00:02:30] Alex Rivera: I suggest we book 45 minutes next Tuesday at 10am with your CFO to map the business case. Does that work?',
  '[00:02:41] Dana Cho: That works, send the invite.',
].join('\n');

const VTT = `WEBVTT

1
00:00:01.000 --> 00:00:04.000
<v Alex Rivera>How do you handle forecasting today?</v>

2
00:00:04.000 --> 00:00:07.000
<v Dana Cho>By hand, mostly.</v>

3
00:00:07.000 --> 00:00:09.000
<v Alex Rivera>What does that cost you each quarter?</v>
`;

describe('call reviews', () => {
  let rp: RoleplayHarness;
  let pro: TestUser;

  beforeAll(async () => {
    rp = await startRoleplay();
    pro = await rp.newUser('pro');
  });
  afterAll(() => rp.close());

  const create = (user: TestUser, body: object) => request(rp.url).post(BASE).set(user.auth).send(body);
  const preview = (user: TestUser, body: object) => request(rp.url).post(`${BASE}/preview`).set(user.auth).send(body);
  const valid = { transcript: CALL, sellerSpeaker: 'Alex Rivera', methodology: 'meddic' };

  describe('scoring a call', () => {
    it("previews the speakers, then scores the seller's side with the rubric, quoting their turns", async () => {
      const { body: found }: { body: CallTranscriptPreview } = await preview(pro, { transcript: CALL }).expect(200);
      expect(found).toMatchObject({ format: 'text', turns: 10 });
      expect(found.speakers.map((s) => [s.name, s.turns])).toEqual([
        ['Alex Rivera', 5],
        ['Dana Cho', 5],
      ]);
      expect(found.speakers[0].sample).toMatch(/^Thanks for making time\./);

      const { body: review }: { body: CallReview } = await create(pro, {
        ...valid,
        sellerSpeaker: 'alex rivera',
        title: '  Northwind discovery  ',
      }).expect(201);
      expect(review).toMatchObject({
        title: 'Northwind discovery',
        methodology: 'meddic',
        format: 'text',
        sellerSpeaker: 'Alex Rivera',
        otherSpeakers: ['Dana Cho'],
      });
      expect(review.score).toBeGreaterThanOrEqual(0);
      expect(review.score).toBeLessThanOrEqual(10);
      expect(review.turns).toHaveLength(10);
      expect(review.turns[0]).toEqual({ speaker: 'Alex Rivera', text: expect.stringMatching(/^Thanks for making time/), sellerTurn: 1 });
      expect(review.turns[1]).toMatchObject({ speaker: 'Dana Cho', sellerTurn: null });
      // Feedback names the seller's turn and quotes it.
      expect(review.didWell.length).toBeGreaterThan(0);
      for (const item of [...review.didWell, ...review.missed]) expect(item).toMatch(/^Turn [1-5]: /);
      expect(review.didWell.some((item) => item.includes('"Who signs off on an investment like this'))).toBe(true);
      expect(review.keyTakeaway.length).toBeGreaterThan(0);
      expect(review.rubric.map((line) => line.id)).toEqual(expect.arrayContaining(['methodology', 'open-questions']));

      // Stored: read back the same, and listed.
      const { body: again } = await request(rp.url).get(`${BASE}/${review.id}`).set(pro.auth).expect(200);
      expect(again).toEqual(review);
      const { body: page }: { body: CallReviewPage } = await request(rp.url).get(BASE).set(pro.auth).expect(200);
      expect(page.items.find((item) => item.id === review.id)).toEqual({
        id: review.id,
        title: 'Northwind discovery',
        methodology: 'meddic',
        format: 'text',
        sellerSpeaker: 'Alex Rivera',
        otherSpeakers: ['Dana Cho'],
        turnCount: 10,
        score: review.score,
        createdAt: review.createdAt,
      });
    });

    it('gives the same transcript the same score, and the other side its own', async () => {
      const first = (await create(pro, valid).expect(201)).body as CallReview;
      const second = (await create(pro, valid).expect(201)).body as CallReview;
      expect([second.score, second.didWell, second.missed, second.rubric]).toEqual([
        first.score,
        first.didWell,
        first.missed,
        first.rubric,
      ]);
      const buyerSide = (await create(pro, { ...valid, sellerSpeaker: 'Dana Cho' }).expect(201)).body as CallReview;
      expect(buyerSide.turns.filter((t) => t.sellerTurn !== null).every((t) => t.speaker === 'Dana Cho')).toBe(true);
    });

    it('reads WebVTT and SRT', async () => {
      const vtt = (await create(pro, { ...valid, transcript: VTT, methodology: 'spin' }).expect(201)).body as CallReview;
      expect(vtt.format).toBe('vtt');
      expect(vtt.turns.map((t) => t.speaker)).toEqual(['Alex Rivera', 'Dana Cho', 'Alex Rivera']);
      const srt =
        '1\n00:00:01,000 --> 00:00:03,000\nAlex Rivera: What happens when the forecast misses?\n\n2\n00:00:03,000 --> 00:00:05,000\nDana Cho: We cut hiring.\n';
      expect(((await create(pro, { ...valid, transcript: srt }).expect(201)).body as CallReview).format).toBe('srt');
    });
  });

  describe('bad input', () => {
    const expectError = async (response: request.Test, status: number, message: RegExp) => {
      const { body } = await response.expect(status);
      expect(body).toMatchObject({ statusCode: status, message: expect.stringMatching(message) });
      expect(body.requestId).toBeTruthy();
    };

    it('refuses an empty or missing transcript', async () => {
      await expectError(create(pro, { ...valid, transcript: '' }), 400, /^transcript: is empty/);
      await expectError(create(pro, { ...valid, transcript: ' \n\t ' }), 400, /^transcript: is empty/);
      await expectError(create(pro, { sellerSpeaker: 'Alex', methodology: 'spin' }), 400, /^transcript: is required/);
      await expectError(preview(pro, { transcript: '' }), 400, /^transcript: is empty/);
      await expectError(
        request(rp.url).post(BASE).set(pro.auth).set('content-type', 'application/json').send(''),
        400,
        /request body is empty/,
      );
    });

    it('refuses a transcript over 200 KB with 413, and one over 1,000 turns', async () => {
      const big = `${CALL}\n${'Dana Cho: more words here. '.repeat(Math.ceil(MAX_CALL_TRANSCRIPT_BYTES / 27))}`;
      await expectError(create(pro, { ...valid, transcript: big }), 413, /^The transcript is \d+ KB; the limit is 200 KB\./);
      await expectError(preview(pro, { transcript: big }), 413, /the limit is 200 KB/);
      const many = Array.from({ length: MAX_CALL_TURNS + 1 }, (_, i) => `${i % 2 ? 'Dana Cho' : 'Alex Rivera'}: Turn ${i}.`).join('\n');
      await expectError(create(pro, { ...valid, transcript: many }), 413, /more than 1,000 turns; the limit is 1,000/);
      // A body past the service's 1 MB limit is refused before it is read.
      await expectError(create(pro, { ...valid, transcript: 'x'.repeat(1_100_000) }), 413, /larger than the 1mb limit/);
    });

    it('refuses text that is not a transcript, a call with one speaker, and a seller who is not on it', async () => {
      await expectError(
        create(pro, { ...valid, transcript: 'Met Acme today. CFO signs, pilot in May.' }),
        400,
        /no speaker labels were found/,
      );
      await expectError(
        preview(pro, { transcript: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nhello\n' }),
        400,
        /WebVTT file names no speakers/,
      );
      await expectError(
        create(pro, { ...valid, transcript: 'Alex Rivera: Hello?\nAlex Rivera: Anyone?' }),
        400,
        /^Only one speaker was found \(Alex Rivera\)/,
      );
      await expectError(
        create(pro, { ...valid, sellerSpeaker: 'Sam' }),
        400,
        /^"Sam" is not a speaker in this transcript\. The speakers are: Alex Rivera, Dana Cho\.$/,
      );
      await expectError(create(pro, { ...valid, sellerSpeaker: '  ' }), 400, /^sellerSpeaker: is required/);
    });

    it('refuses an unknown methodology, a long title, and text with NUL', async () => {
      await expectError(create(pro, { ...valid, methodology: 'bant' }), 400, /^methodology: must be one of meddic, challenger, spin, gap/);
      await expectError(create(pro, { ...valid, methodology: undefined }), 400, /^methodology: /);
      await expectError(create(pro, { ...valid, title: 'x'.repeat(201) }), 400, /^title: must be at most 200 characters/);
      await expectError(create(pro, { ...valid, transcript: `${CALL}\u0000` }), 400, /^transcript: must not contain/);
    });

    it('stores nothing for refused input', async () => {
      const user = await rp.newUser('pro');
      await create(user, { ...valid, sellerSpeaker: 'Sam' }).expect(400);
      await create(user, { ...valid, transcript: 'no labels here' }).expect(400);
      const { body } = await request(rp.url).get(BASE).set(user.auth).expect(200);
      expect(body).toEqual({ items: [], nextCursor: null, total: 0 });
    });
  });

  describe('plans', () => {
    it.each(['free', 'practice'] as const)('refuses a %s user with 403 naming the Pro plan, before reading the body', async (tier) => {
      const user = await rp.newUser(tier);
      for (const response of [create(user, valid), create(user, {}), preview(user, { transcript: CALL })]) {
        const { body } = await response.expect(403);
        expect(body.message).toBe(CALL_REVIEW_PRO_MESSAGE);
      }
      expect(CALL_REVIEW_PRO_MESSAGE).toBe('Call review is only available on the Pro plan. Upgrade to Pro to score your real calls.');
    });

    it("keeps a seller's reviews readable and deletable after moving off Pro", async () => {
      const user = await rp.newUser('pro');
      const { body: review } = await create(user, valid).expect(201);
      const free = await rp.authFor({ ...user.claims, tier: 'free' });
      await request(rp.url).post(BASE).set(free).send(valid).expect(403);
      expect((await request(rp.url).get(BASE).set(free).expect(200)).body.items.map((r: { id: string }) => r.id)).toEqual([review.id]);
      await request(rp.url).get(`${BASE}/${review.id}`).set(free).expect(200);
      await request(rp.url).delete(`${BASE}/${review.id}`).set(free).expect(204);
    });

    it('needs a token', async () => {
      await request(rp.url).get(BASE).expect(401);
      await request(rp.url).post(BASE).send(valid).expect(401);
    });
  });

  describe('ownership', () => {
    it("answers another user's review with 404 on every verb, like a missing one", async () => {
      const owner = await rp.newUser('pro');
      const other = await rp.newUser('pro');
      const { body: review } = await create(owner, valid).expect(201);
      for (const user of [other]) {
        expect((await request(rp.url).get(`${BASE}/${review.id}`).set(user.auth).expect(404)).body.message).toBe('Call review not found');
        await request(rp.url).delete(`${BASE}/${review.id}`).set(user.auth).expect(404);
        expect((await request(rp.url).get(BASE).set(user.auth).expect(200)).body.items).toEqual([]);
      }
      await request(rp.url).get(`${BASE}/00000000-0000-4000-8000-000000000000`).set(owner.auth).expect(404);
      await request(rp.url).get(`${BASE}/not-a-uuid`).set(owner.auth).expect(404);
      // Still there for its owner; deleted once, then gone.
      await request(rp.url).get(`${BASE}/${review.id}`).set(owner.auth).expect(200);
      await request(rp.url).delete(`${BASE}/${review.id}`).set(owner.auth).expect(204);
      await request(rp.url).get(`${BASE}/${review.id}`).set(owner.auth).expect(404);
      await request(rp.url).delete(`${BASE}/${review.id}`).set(owner.auth).expect(404);
    });
  });

  describe('the list', () => {
    it('pages newest first with a cursor, within bounds', async () => {
      const user = await rp.newUser('pro');
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await create(user, { ...valid, title: `Call ${i}` }).expect(201)).body.id);
      const first: CallReviewPage = (await request(rp.url).get(BASE).query({ limit: 2 }).set(user.auth).expect(200)).body;
      expect(first.items.map((r) => r.title)).toEqual(['Call 4', 'Call 3']);
      expect(first.total).toBe(5);
      const second: CallReviewPage = (
        await request(rp.url).get(BASE).query({ limit: 2, cursor: first.nextCursor! }).set(user.auth).expect(200)
      ).body;
      const third: CallReviewPage = (
        await request(rp.url).get(BASE).query({ limit: 2, cursor: second.nextCursor! }).set(user.auth).expect(200)
      ).body;
      expect([...second.items, ...third.items].map((r) => r.title)).toEqual(['Call 2', 'Call 1', 'Call 0']);
      expect(third.nextCursor).toBeNull();
      for (const query of [{ limit: 0 }, { limit: 101 }, { limit: 'ten' }, { cursor: 'nope' }, { q: 'acme' }]) {
        const { body } = await request(rp.url).get(BASE).query(query).set(user.auth).expect(400);
        expect(body.message).toMatch(/^(limit|cursor|q|Unrecognized)/);
      }
    });
  });
});
