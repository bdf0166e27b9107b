/**
 * A background pass that each instance runs on its own timer (purges, sweeps): one pass at a time (a
 * call while one runs shares it), a failed timed pass is logged and the next tick tries again, the timer
 * never keeps the process alive, and `stop()` waits for a pass in progress.
 */
export class PeriodicTask<Args extends unknown[], Result> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Result> | null = null;

  constructor(
    private readonly name: string,
    private readonly pass: (...args: Args) => Promise<Result>,
    private readonly logger: { error(message: string): void },
  ) {}

  /** One pass now, or the one already running. */
  run(...args: Args): Promise<Result> {
    this.running ??= this.pass(...args).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Runs a pass every `intervalMs` (and at once with `immediately`), each with no arguments. */
  start(intervalMs: number, { immediately = false } = {}): void {
    const tick = () => {
      this.run(...([] as unknown as Args)).catch((error: unknown) => this.logger.error(`${this.name} failed: ${String(error)}`));
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    if (immediately) tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}
