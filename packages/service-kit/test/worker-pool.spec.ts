// The worker pool: synchronous work runs on other threads while this one goes on, a task past its
// budget is stopped (and its thread replaced), and a full queue is refused rather than grown.
import { threadId } from 'node:worker_threads';
import { siblingModule, WorkerPool, WorkerPoolBusyError, WorkerTimeoutError } from '../src/index.js';

const spinModule = siblingModule(import.meta.url, 'fixtures/spin.worker');
type Spin = { ms: number };
type Spun = { threadId: number };

describe('WorkerPool', () => {
  let pool: WorkerPool<Spin, Spun>;
  afterEach(async () => {
    await pool?.destroy();
  });

  it('runs a task on another thread while this one keeps turning', async () => {
    pool = new WorkerPool<Spin, Spun>(spinModule, { threads: 1, maxQueue: 4, timeoutMs: 20_000 });
    await pool.run({ ms: 0 }); // the thread is up
    const order: string[] = [];
    const task = pool.run({ ms: 400 }).then((result) => {
      order.push('task done');
      return result;
    });
    // Ordering, not timing: on this thread, a timer set after the task began fires before the task ends.
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('timer');
        resolve();
      }, 1),
    );
    const result = await task;
    expect(order).toEqual(['timer', 'task done']);
    expect(result.threadId).not.toBe(threadId);
  });

  it('stops a task that outlasts its budget, and goes on with a new thread', async () => {
    pool = new WorkerPool<Spin, Spun>(spinModule, { threads: 1, maxQueue: 4, timeoutMs: 300 });
    const first = await pool.run({ ms: 0 }, { timeoutMs: 30_000 }); // the thread is up
    await expect(pool.run({ ms: -1 })).rejects.toBeInstanceOf(WorkerTimeoutError);
    // The replacement thread has to start first: a budget for that, not for the task.
    const after = await pool.run({ ms: 0 }, { timeoutMs: 30_000 });
    expect(after.threadId).not.toBe(first.threadId);
  });

  it('refuses work beyond its queue instead of piling it up', async () => {
    pool = new WorkerPool<Spin, Spun>(spinModule, { threads: 1, maxQueue: 1, timeoutMs: 20_000 });
    await pool.run({ ms: 0 });
    const running = pool.run({ ms: 300 });
    const queued = pool.run({ ms: 0 });
    await expect(pool.run({ ms: 0 })).rejects.toBeInstanceOf(WorkerPoolBusyError);
    await Promise.all([running, queued]);
  });

  it('names the sibling module with the caller extension', () => {
    expect(siblingModule('file:///app/dist/coach/pool.js', 'x.worker').pathname).toBe('/app/dist/coach/x.worker.js');
    expect(siblingModule('file:///app/src/coach/pool.ts', 'x.worker').pathname).toBe('/app/src/coach/x.worker.ts');
  });
});
