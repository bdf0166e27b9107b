// The seller going away stops the model call: an aborted signal closes the upstream request, so no
// tokens are spent on a reply nobody reads.
import { type DealContext, OpenAICoach } from '../src/index.js';
import { type FakeOpenAI, startFakeOpenAI } from '../src/testing/fake-openai-server.js';

const deal: DealContext = { dealNotes: 'They lose 10 hours a week to manual invoicing.', methodology: 'spin' };

describe('OpenAICoach with an abort signal', () => {
  let server: FakeOpenAI;
  beforeAll(async () => {
    server = await startFakeOpenAI();
  });
  afterAll(() => server.close());

  it('closes the upstream stream when the signal aborts mid-reply', async () => {
    // The server sends two chunks, then keeps the stream open without ending it.
    server.behave({ kind: 'stall-after', chunks: ['## SPIN', ' analysis'] });
    const coach = new OpenAICoach({ apiKey: 'k', baseURL: server.baseURL, model: 'm', timeoutMs: 10_000 });
    const controller = new AbortController();
    const before = server.disconnects;
    const received: string[] = [];
    const reading = (async () => {
      for await (const chunk of coach.analyzeDeal(deal, { signal: controller.signal })) {
        received.push(chunk);
        if (received.length === 2) controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'CoachError' });
    expect(received).toEqual(['## SPIN', ' analysis']);
    // The upstream connection was closed by us, long before the 10 s timeout.
    for (let i = 0; i < 50 && server.disconnects === before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(server.disconnects).toBe(before + 1);
  });

  it('does not start a call for a signal that is already aborted', async () => {
    server.behave({ kind: 'stream', chunks: ['never read'] });
    const coach = new OpenAICoach({ apiKey: 'k', baseURL: server.baseURL, model: 'm', timeoutMs: 10_000 });
    const controller = new AbortController();
    controller.abort();
    const chunks: string[] = [];
    await expect(
      (async () => {
        for await (const c of coach.analyzeDeal(deal, { signal: controller.signal })) chunks.push(c);
      })(),
    ).rejects.toMatchObject({ name: 'CoachError' });
    expect(chunks).toEqual([]);
  });
});
