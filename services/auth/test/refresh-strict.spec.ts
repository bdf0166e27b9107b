// With the reuse allowance turned off, a used refresh token is reuse however soon it comes back. A file
// of its own: each auth app registers its passport strategy process-wide, so two apps cannot share one.
import request from 'supertest';
import { type AuthHarness, startAuth, viaGateway } from './support/auth.js';

describe('refresh without a reuse allowance (REFRESH_TOKEN_REUSE_SECONDS=0)', () => {
  let strict: AuthHarness;
  beforeAll(async () => {
    strict = await startAuth({ env: { REFRESH_TOKEN_REUSE_SECONDS: '0' } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('treats the same token sent twice at once as reuse: one answer wins, then the sign-in is revoked', async () => {
    const { session } = await strict.signUp();
    const refresh = (token: string) =>
      request(strict.url).post('/api/auth/refresh').set(viaGateway(strict.nextIp())).send({ refresh_token: token });
    const answers = await Promise.all([1, 2].map(() => refresh(session.refresh_token)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    expect(answers.find((r) => r.status === 401)!.body.message).toBe('Invalid Refresh Token: Already Used');
    const winner = answers.find((r) => r.status === 200)!.body.session;
    expect((await refresh(winner.refresh_token)).status).toBe(401);
    // Counted for the refresh-reuse alert (deploy/monitoring): one family revoked for reuse.
    const metrics = await request(strict.url).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/^auth_sign_ins_revoked_total\{[^}]*reason="reuse"[^}]*\} 1$/m);
  });
});
