// Killing one of two roleplay instances under load (issue 12, Done when): real processes behind the
// gateway, eight sellers each talking to the buyer turn after turn, one instance SIGKILLed mid-load. A
// client does what the app does with a failed turn: sends it again with the same Idempotency-Key. Then no
// acknowledged turn is lost, none is stored twice, and the only errors users saw were the 502s of the
// writes the dead instance was answering. This file starts its own stack beside the shared one.
import { randomUUID } from 'node:crypto';
import { startStack } from '../../scripts/lib/stack.mjs';
import { E2E_STACK_ENV } from '../support/stack-env.mjs';

type Stack = Awaited<ReturnType<typeof startStack>>;

let stack: Stack;
let token: string;

const SELLERS = 8;
const TURNS_EACH = 10;
/** How often a client sends a failed turn again (the app's retry) before giving up on it. */
const RETRIES = 5;

beforeAll(async () => {
  stack = await startStack({ freePorts: true, quiet: true, env: E2E_STACK_ENV, instances: { roleplay: 2 } });
  const signup = await fetch(`${stack.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `failover-${Date.now()}@example.com`, password: 'failover-secret-9' }),
  });
  token = (await signup.json()).session.access_token;
}, 120_000);

afterAll(() => stack?.stop());

interface Attempt {
  turn: string;
  status: number | 'network-error';
  at: number;
}

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

it('killing one of two roleplay instances under load loses no acknowledged turn and stores none twice', async () => {
  const roleplay = stack.instances.filter((instance) => instance.name.startsWith('roleplay'));
  expect(roleplay).toHaveLength(2);

  const sessions: string[] = [];
  for (let i = 0; i < SELLERS; i++) {
    const created = await send('POST', '/api/roleplay-sessions', {
      scenario: 'discovery',
      persona: 'cfo',
      methodology: 'spin',
      difficulty: 'medium',
    });
    expect(created.status).toBe(201);
    sessions.push(created.body.id);
  }

  const attempts: Attempt[] = [];
  const acknowledged = new Map<string, string[]>(sessions.map((id) => [id, []]));
  const total = SELLERS * TURNS_EACH;
  let killedAt = 0;
  const killAfter = Math.floor(total / 4);

  // One seller per session: a conversation is one turn after another; the sellers run side by side.
  const seller = async (sessionId: string, seller: number) => {
    for (let turn = 1; turn <= TURNS_EACH; turn++) {
      const text = `Seller ${seller}, turn ${turn}: what does a late approval cost you this quarter?`;
      const key = randomUUID();
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        let status: Attempt['status'];
        try {
          status = (await send('POST', `/api/roleplay-sessions/${sessionId}/message`, { message: text }, { 'idempotency-key': key }))
            .status;
        } catch {
          status = 'network-error';
        }
        attempts.push({ turn: text, status, at: Date.now() });
        if (status === 200) {
          acknowledged.get(sessionId)!.push(text);
          const done = [...acknowledged.values()].reduce((sum, turns) => sum + turns.length, 0);
          if (done === killAfter && !killedAt) {
            killedAt = Date.now();
            roleplay[1].kill('SIGKILL');
          }
          break;
        }
        // What the app does with a failed turn: keep the text and send it again, with the same key.
        await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
      }
    }
  };
  await Promise.all(sessions.map((id, i) => seller(id, i + 1)));

  // The kill happened mid-load, and load went on after it.
  expect(killedAt).toBeGreaterThan(0);
  expect(attempts.filter((a) => a.at > killedAt && a.status === 200).length).toBeGreaterThan(total / 2);

  // Every turn was acknowledged in the end: the users lost nothing.
  for (const id of sessions) expect(acknowledged.get(id)).toHaveLength(TURNS_EACH);

  // The only failures users saw: 502 for the writes the dead instance was answering (at most one per
  // seller, since each has one turn in flight), each sent again and acknowledged.
  const failures = attempts.filter((a) => a.status !== 200);
  const statuses = [...new Set(failures.map((f) => f.status))].join('/') || '-';
  console.log(`failover: ${total} turns, ${attempts.length} requests, ${failures.length} answered ${statuses} and were sent again`);
  for (const failure of failures) expect(failure).toMatchObject({ status: 502 });
  expect(failures.length).toBeLessThanOrEqual(SELLERS);
  for (const failure of failures) expect(attempts.some((a) => a.turn === failure.turn && a.status === 200)).toBe(true);

  // Stored exactly once, in order, each with the buyer's reply after it: none lost, none twice.
  for (const id of sessions) {
    const session = await send('GET', `/api/roleplay-sessions/${id}`);
    expect(session.status).toBe(200);
    const messages = JSON.parse(session.body.messages) as Array<{ role: string; content: string }>;
    expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(acknowledged.get(id));
    expect(messages.map((m) => m.role)).toEqual(Array.from({ length: TURNS_EACH * 2 }, (_, i) => (i % 2 === 0 ? 'user' : 'assistant')));
  }
}, 120_000);
