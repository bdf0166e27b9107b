// A signed-out sign-in stops working on every service within 10 seconds: auth refuses its token at once,
// and deals, roleplay and billing as soon as their next poll of auth's revoked sign-ins has run (every
// REVOKED_SIGN_INS_POLL_MS; 2 s by default, 500 ms in this stack). Through the gateway, like a browser.
import { api, signUp } from '../support/api.js';
import { baseUrl } from '../support/browser.js';

const status = async (path: string, token: string) =>
  (await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })).status;

/** Milliseconds until `path` answers 401 to `token`, asking every 100 ms for at most `limitMs`; -1 if it never does. */
async function msUntilRefused(path: string, token: string, since: number, limitMs: number): Promise<number> {
  while (Date.now() - since < limitMs) {
    if ((await status(path, token)) === 401) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return -1;
}

it('refuses a signed-out token on auth at once and on deals, roleplay and billing within 10 seconds', async () => {
  const { session } = await signUp('revocation');
  const token = session.access_token;
  const paths = ['/api/deal-analyses', '/api/roleplay-sessions', '/api/stripe/subscription'];
  for (const path of [...paths, '/api/auth/user']) expect(await status(path, token)).toBe(200);

  await api('POST', '/api/auth/logout', { token });
  const signedOutAt = Date.now();
  expect(await status('/api/auth/user', token)).toBe(401);
  const waits = await Promise.all(paths.map((path) => msUntilRefused(path, token, signedOutAt, 10_000)));
  console.log(`refused after sign-out (ms): ${paths.map((path, i) => `${path} ${waits[i]}`).join(', ')}`);
  for (const wait of waits) {
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(wait).toBeLessThan(10_000);
  }
});

it("leaves the user's other sign-ins working", async () => {
  const user = await signUp('revocation-other');
  const { session: second } = await api<{ session: { access_token: string } }>('POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
  });
  await api('POST', '/api/auth/logout', { token: user.session.access_token });
  const signedOutAt = Date.now();
  expect(await msUntilRefused('/api/deal-analyses', user.session.access_token, signedOutAt, 10_000)).toBeGreaterThanOrEqual(0);
  expect(await status('/api/deal-analyses', second.access_token)).toBe(200);
});
