export interface LimitDecision {
  allowed: boolean;
  /** Whole seconds until the key's window resets (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts hits per key in fixed windows, in memory. Good enough for one instance behind the gateway;
 * several instances would each allow the limit (a shared store would be the next step).
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.nextSweep = now() + windowMs;
  }

  hit(key: string): LimitDecision {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= this.limit, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  /** Forgets finished windows once per window length, so memory follows the number of active clients. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    this.nextSweep = now + this.windowMs;
  }

  get size(): number {
    return this.windows.size;
  }
}
