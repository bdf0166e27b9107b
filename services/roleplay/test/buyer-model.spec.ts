// The voice panel's "AI Model" is what really plays the buyer: the offline coach, or the configured model.
import request from 'supertest';
import { type RoleplayHarness, startRoleplay } from './support/roleplay.js';

describe('GET /api/roleplay-sessions/buyer-model', () => {
  let rp: RoleplayHarness | undefined;
  afterEach(async () => {
    await rp?.close();
    rp = undefined;
  });

  it('names the offline coach, with no model, when no key is set', async () => {
    rp = await startRoleplay();
    const user = await rp.newUser('pro');
    const { body } = await request(rp.url).get('/api/roleplay-sessions/buyer-model').set(user.auth).expect(200);
    expect(body).toEqual({ coach: 'offline', model: null });
    await request(rp.url).get('/api/roleplay-sessions/buyer-model').expect(401);
  });

  it('names the configured model when a key is set', async () => {
    rp = await startRoleplay({ env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_MODEL: 'gpt-4o' } });
    const user = await rp.newUser('free');
    const { body } = await request(rp.url).get('/api/roleplay-sessions/buyer-model').set(user.auth).expect(200);
    expect(body).toEqual({ coach: 'openai', model: 'gpt-4o' });
  });
});
