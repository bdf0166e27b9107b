// What operations read from a service: liveness apart from readiness, the in-flight gauge, the first byte
// of a streamed answer, and every coach call counted by operation, provider and outcome (deploy/monitoring's
// rules and dashboards use these names).
import { createTestDatabase } from '@blindspot/dev-postgres';
import { Controller, Inject, Module, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import request from 'supertest';
import { answerChatTurn, instrumentCoach, Public, ServiceKitModule, ServiceMetrics } from '../src/index.js';
import { startTestService, type TestService } from '../src/testing.js';

class CoachError extends Error {
  override name = 'CoachError';
  constructor(readonly kind: 'upstream' | 'timeout') {
    super(`model ${kind}`);
  }
}

/** A stand-in coach: a streamed reply that waits before its first words, and a call that fails as asked. */
class FakeCoach {
  readonly name = 'fake';
  calls = 0;
  async *reply(words: string[], delayMs: number): AsyncIterable<string> {
    this.calls++;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    for (const word of words) yield `${word} `;
  }
  async hint(fail?: 'upstream' | 'timeout' | 'busy'): Promise<string> {
    this.count();
    if (fail === 'busy') throw Object.assign(new Error('busy'), { getStatus: () => 503 });
    if (fail) throw new CoachError(fail);
    return 'ask about the cost';
  }
  /** Called from inside another method: not counted again. */
  count(): void {
    this.calls++;
  }
}

const COACH = Symbol('COACH');

@Controller('api/turns')
class TurnsController {
  constructor(@Inject(COACH) private readonly coach: FakeCoach) {}

  @Public()
  @Post()
  turn(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return answerChatTurn(req, res, async ({ onText }) => {
      let text = '';
      for await (const chunk of this.coach.reply(['we', 'lose', 'time'], Number(req.query.delay ?? 150))) {
        text += chunk;
        onText?.(chunk);
      }
      return { text };
    });
  }
}

@Module({
  imports: [ServiceKitModule.forRoot({ name: 'observed', entities: [], migrations: [] })],
  controllers: [TurnsController],
  providers: [
    { provide: COACH, inject: [ServiceMetrics], useFactory: (metrics: ServiceMetrics) => instrumentCoach(new FakeCoach(), metrics) },
  ],
})
class ObservedModule {}

let database: { url: string; drop(): Promise<void> };
let service: TestService;

beforeAll(async () => {
  database = await createTestDatabase('observed');
  service = await startTestService(ObservedModule, {
    openApi: 'off',
    env: { DATABASE_URL: database.url, AUTH_JWKS_URL: 'http://127.0.0.1:9/jwks', REVOKED_SIGN_INS_POLL_MS: '0' },
  });
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const metrics = async () => (await request(service.url).get('/metrics').expect(200)).text;
/** The value of one series, e.g. value(text, 'coach_calls_total', {operation: 'hint'}). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const lines = text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
  const match = lines.find((line) => Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)));
  return match ? Number(match.slice(match.lastIndexOf(' ') + 1)) : Number.NaN;
}

it('answers liveness without asking the database, readiness with it', async () => {
  await request(service.url).get('/health/live').expect(200, { status: 'ok', service: 'observed' });
  const ready = await request(service.url).get('/health').expect(200);
  expect(ready.body).toMatchObject({ status: 'ok', database: 'up' });
});

it('measures the first byte of a streamed answer, and counts the coach call that wrote it', async () => {
  const response = await request(service.url).post('/api/turns').set('accept', 'text/event-stream').send({}).expect(200);
  expect(response.text).toContain('event: done');
  const text = await metrics();
  const route = { method: 'POST', route: '/api/turns' };
  expect(value(text, 'http_stream_first_byte_seconds_count', route)).toBe(1);
  // The fake coach waits 150 ms before its first words: the first byte cannot come sooner.
  expect(value(text, 'http_stream_first_byte_seconds_bucket', { ...route, le: '0.1' })).toBe(0);
  expect(value(text, 'http_stream_first_byte_seconds_sum', route)).toBeGreaterThanOrEqual(0.15);
  const reply = { operation: 'reply', provider: 'fake', outcome: 'ok' };
  expect(value(text, 'coach_calls_total', reply)).toBe(1);
  expect(value(text, 'coach_call_duration_seconds_count', reply)).toBe(1);
  expect(value(text, 'coach_first_chunk_seconds_count', { operation: 'reply', provider: 'fake' })).toBe(1);
  // A JSON answer is no stream.
  await request(service.url).post('/api/turns').send({}).expect(201);
  expect(value(await metrics(), 'http_stream_first_byte_seconds_count', route)).toBe(1);
});

it('names the outcome of each failed coach call: timeout, upstream, busy', async () => {
  const app = service.app;
  const coach = app.get<FakeCoach>(COACH);
  await expect(coach.hint()).resolves.toBe('ask about the cost');
  await expect(coach.hint('timeout')).rejects.toThrow('model timeout');
  await expect(coach.hint('upstream')).rejects.toThrow('model upstream');
  await expect(coach.hint('busy')).rejects.toThrow('busy');
  const text = await metrics();
  for (const outcome of ['ok', 'timeout', 'upstream', 'busy']) {
    expect(value(text, 'coach_calls_total', { operation: 'hint', outcome })).toBe(1);
  }
  // count() ran inside hint(): the coach's own calls to itself are not coach calls.
  expect(value(text, 'coach_calls_total', { operation: 'count' })).toBeNaN();
});

it('counts a stream the caller abandons as cancelled', async () => {
  const coach = service.app.get<FakeCoach>(COACH);
  for await (const chunk of coach.reply(['one', 'two', 'three'], 0)) {
    expect(chunk).toBe('one ');
    break;
  }
  expect(value(await metrics(), 'coach_calls_total', { operation: 'reply', outcome: 'cancelled' })).toBe(1);
});

it('finishes a reply in flight when the service is closed during it (what the termination grace period waits for)', async () => {
  const second = await startTestService(ObservedModule, {
    openApi: 'off',
    env: { DATABASE_URL: database.url, AUTH_JWKS_URL: 'http://127.0.0.1:9/jwks', REVOKED_SIGN_INS_POLL_MS: '0' },
  });
  const reply = fetch(`${second.url}/api/turns?delay=800`, {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
    body: '{}',
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const closed = second.close();
  const response = await reply;
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('event: done');
  await closed;
  await expect(fetch(`${second.url}/health/live`)).rejects.toThrow();
});

it('keeps the in-flight gauge at zero once answers are done', async () => {
  await request(service.url).get('/health/live').expect(200);
  expect(value(await metrics(), 'http_requests_in_flight')).toBe(1); // the scrape itself
});

it('holds at most DATABASE_POOL_MAX connections per instance (sized against max_connections at the autoscaler maximum)', async () => {
  const small = await startTestService(ObservedModule, {
    openApi: 'off',
    env: { DATABASE_URL: database.url, AUTH_JWKS_URL: 'http://127.0.0.1:9/jwks', REVOKED_SIGN_INS_POLL_MS: '0', DATABASE_POOL_MAX: '2' },
  });
  try {
    const { DataSource } = await import('typeorm');
    const pool = (small.app.get(DataSource).driver as unknown as { master: { options: { max: number } } }).master;
    expect(pool.options.max).toBe(2);
  } finally {
    await small.close();
    delete process.env.DATABASE_POOL_MAX;
  }
});
