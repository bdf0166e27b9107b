import { PeriodicTask } from '../src/periodic-task.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PeriodicTask', () => {
  it('runs one pass at a time: a call during a pass shares it, the next call starts another', async () => {
    let finish!: (value: number) => void;
    let passes = 0;
    const task = new PeriodicTask(
      'test pass',
      () => {
        passes += 1;
        return new Promise<number>((resolve) => (finish = resolve));
      },
      { error: () => {} },
    );
    const first = task.run();
    const second = task.run();
    expect(passes).toBe(1);
    finish(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    void task.run();
    expect(passes).toBe(2);
    finish(8);
  });

  it('logs a failed timed pass and tries again on the next tick; stop() ends the ticks and waits for the pass', async () => {
    const errors: string[] = [];
    let passes = 0;
    let release!: () => void;
    const task = new PeriodicTask(
      'test sweep',
      async () => {
        passes += 1;
        if (passes === 1) throw new Error('database away');
        await new Promise<void>((resolve) => (release = resolve));
      },
      { error: (message) => errors.push(message) },
    );
    task.start(5, { immediately: true });
    while (passes < 2) await settle();
    expect(errors).toEqual(['test sweep failed: Error: database away']);

    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    release();
    await stopping;
    const after = passes;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(passes).toBe(after);
  });
});
