// Roleplay scales out: several stateless instances behind the gateway share one database, so any
// instance serves any session, and losing an instance during a burst loses no session.
// This file starts its own stack (three roleplay instances) beside the shared one.
import http from 'node:http';
import { startStack } from '../../scripts/lib/stack.mjs';
import { E2E_STACK_ENV } from '../support/stack-env.mjs';

type Stack = Awaited<ReturnType<typeof startStack>>;

let stack: Stack;
let token: string;

async function call(base: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, method, path };
}

const newSession = {
  scenario: 'discovery',
  persona: 'cfo',
  methodology: 'spin',
  difficulty: 'medium',
};

beforeAll(async () => {
  stack = await startStack({ freePorts: true, quiet: true, env: E2E_STACK_ENV, instances: { roleplay: 3 } });
  const signup = await fetch(`${stack.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `scaling-${Date.now()}@example.com`, password: 'scaling-secret' }),
  });
  token = (await signup.json()).session.access_token;
}, 120_000);

afterAll(() => stack?.stop());

const roleplay = () => stack.instances.filter((instance) => instance.name.startsWith('roleplay'));
const direct = (port: number) => `http://127.0.0.1:${port}`;

it('serves one session from any instance', async () => {
  const [first, second, third] = roleplay();
  const created = await call(direct(first.port), 'POST', '/api/roleplay-sessions', newSession);
  expect(created.status).toBe(201);
  const id = created.body.id;

  const reply = await call(direct(second.port), 'POST', `/api/roleplay-sessions/${id}/message`, {
    message: 'What made you look at this problem now, and who else feels it?',
  });
  expect(reply.status).toBe(200);
  expect(reply.body.content.length).toBeGreaterThan(0);

  const completed = await call(direct(third.port), 'POST', `/api/roleplay-sessions/${id}/complete`);
  expect(completed.status).toBe(200);
  expect(completed.body).toMatchObject({ id, completed: true });
  expect(JSON.parse(completed.body.messages)).toHaveLength(2);
});

type Result = Awaited<ReturnType<typeof call>>;

/** 90 requests through the gateway, 8 at a time, a third of them reads; `during` runs after the 30th answer. */
async function burst(sessions: string[], during: () => void): Promise<Result[]> {
  const jobs = Array.from({ length: 90 }, (_, i) =>
    i % 3 === 0
      ? () => call(stack.url, 'GET', '/api/roleplay-sessions')
      : () =>
          call(stack.url, 'POST', `/api/roleplay-sessions/${sessions[i % sessions.length]}/message`, {
            message: `Question ${i}: how do you measure that today?`,
          }),
  );
  const results: Result[] = [];
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      results.push(await job());
      if (results.length === 30) during();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return results;
}

async function createSessions(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await call(stack.url, 'POST', '/api/roleplay-sessions', newSession)).body.id);
  return ids;
}

/** Every session is still listed, keeps every answered message, and completes. */
async function expectNoSessionLost(sessions: string[], results: Result[]) {
  const answered = new Map<string, number>();
  for (const r of results) {
    if (r.method === 'POST' && r.status === 200) {
      const id = r.path.split('/')[3];
      answered.set(id, (answered.get(id) ?? 0) + 1);
    }
  }
  const list = await call(stack.url, 'GET', '/api/roleplay-sessions');
  for (const id of sessions) {
    expect(list.body.some((s: { id: string }) => s.id === id)).toBe(true);
    const completed = await call(stack.url, 'POST', `/api/roleplay-sessions/${id}/complete`);
    expect(completed.status).toBe(200);
    const sellerTurns = JSON.parse(completed.body.messages).filter((m: { role: string }) => m.role === 'user');
    expect(sellerTurns.length).toBeGreaterThanOrEqual(answered.get(id) ?? 0);
  }
}

it('scaling down during a burst fails no request and loses no session', async () => {
  const sessions = await createSessions(4);
  const [, leaving] = roleplay();
  const results = await burst(sessions, () => leaving.kill('SIGTERM'));
  expect(results.filter((r) => r.status !== 200)).toEqual([]);
  await expectNoSessionLost(sessions, results);
}, 120_000);

it('a crashed instance during a burst costs only the writes it was answering; reads are retried', async () => {
  const sessions = await createSessions(4);
  const [, , crashing] = roleplay();
  const results = await burst(sessions, () => crashing.kill('SIGKILL'));
  // A write in flight on the crashed instance may or may not have been applied, so the gateway does not
  // replay it: it answers 502 and the client keeps the text to send again. Reads are replayed elsewhere.
  const failed = results.filter((r) => r.status !== 200);
  for (const failure of failed) expect(failure).toMatchObject({ method: 'POST', status: 502 });
  // At most the requests in flight when it died (8 at a time, spread over the instances; 4 to 6 seen).
  expect(failed.length).toBeLessThanOrEqual(8);
  await expectNoSessionLost(sessions, results);
}, 120_000);

/** A GET straight to one instance on a fresh connection that asks to be kept alive; the answer's Connection header. */
function getDirect(port: number, path: string): Promise<{ status: number; connection: string | undefined }> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<{ status: number; connection: string | undefined }>((done, fail) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () => done({ status: response.statusCode ?? 0, connection: response.headers.connection }));
    });
    request.on('error', fail);
  }).finally(() => agent.destroy());
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('an instance told to stop (SIGTERM) keeps answering while it drains, each answer closing its connection, then exits', async () => {
  const [last] = roleplay();
  expect((await getDirect(last.port, '/api/roleplay-sessions')).connection).toBe('keep-alive');
  last.kill('SIGTERM');
  // Until the signal has arrived the answers still keep their connection; every answer is a 200.
  for (;;) {
    const answer = await getDirect(last.port, '/api/roleplay-sessions');
    expect(answer.status).toBe(200);
    if (answer.connection === 'close') break;
  }
  while (isRunning(last.pid)) await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(getDirect(last.port, '/api/roleplay-sessions')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
}, 60_000);
