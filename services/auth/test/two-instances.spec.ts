// Two auth instances on one database, as `AUTH_INSTANCES=2` or a scaled deployment runs them: the limits
// live in PostgreSQL, so guesses spread over both instances count once. (A file of its own: each auth app
// registers its passport strategy process-wide; both here verify with the same key.)
import request from 'supertest';
import { type AuthHarness, PASSWORD, startAuth, viaGateway } from './support/auth.js';

let auth: AuthHarness;
let second: { url: string; close(): Promise<void> };

beforeAll(async () => {
  auth = await startAuth();
  second = await auth.startAnotherInstance();
});
afterAll(async () => {
  await second?.close();
  await auth?.close();
});

const login = (url: string, body: object, address: string) => request(url).post('/api/auth/login').set(viaGateway(address)).send(body);

it('counts guesses at one account on every instance together', async () => {
  const { email } = await auth.signUp();
  for (let i = 0; i < 5; i++) {
    const url = i % 2 ? second.url : auth.url;
    expect((await login(url, { email, password: `guess-${i}` }, auth.nextIp())).status).toBe(400);
  }
  expect((await login(auth.url, { email, password: 'guess-5' }, auth.nextIp())).status).toBe(429);
  expect((await login(second.url, { email, password: 'guess-6' }, auth.nextIp())).status).toBe(429);
});

it('counts one address on every instance together (5 per window here)', async () => {
  const address = auth.nextIp();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const url = i % 2 ? second.url : auth.url;
    statuses.push((await login(url, { email: `nobody-${i}@example.com`, password: PASSWORD }, address)).status);
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
});
