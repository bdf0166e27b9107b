import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { BaseConfig } from '../config.js';
import { ROOT_LOGGER } from '../observability/logger.js';
import { PeriodicTask } from '../periodic-task.js';
import { SERVICE_CONFIG } from '../tokens.js';

/** Whether the service polls auth for revoked sign-ins (auth itself checks its own table instead). */
export const POLL_REVOKED_SIGN_INS = Symbol('POLL_REVOKED_SIGN_INS');

/** Longer than any access token lives (ACCESS_TOKEN_TTL_SECONDS is at most 900): after that its tokens are dead anyway. */
const REMEMBER_MS = 16 * 60_000;

/** What auth's `GET /internal/sign-ins/revoked` answers. */
interface RevokedPage {
  revoked: string[];
  /** Pass back as `since`; it trails the newest revocation, so a page may repeat a few ids. */
  cursor: string;
}

/**
 * The sign-ins (the `sid` of access tokens) that auth has ended, fetched every REVOKED_SIGN_INS_POLL_MS
 * from auth's internal route, so a signed-out or revoked token stops working here within about that
 * long instead of living out its 15 minutes. Each poll asks only for what was revoked since the last
 * cursor. If auth cannot be reached the list stays as it was (logged) and requests go on: while auth is
 * down nobody can sign out either, so only a network split between this service and auth delays a revocation.
 */
@Injectable()
export class RevokedSignIns implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly revoked = new Map<string, number>();
  private cursor: string | undefined;
  private failing = false;
  private readonly task: PeriodicTask<[], void>;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    @Inject(POLL_REVOKED_SIGN_INS) private readonly enabled: boolean,
  ) {
    this.task = new PeriodicTask('revoked sign-ins poll', () => this.poll(), { error: (message) => this.logger.error(message) });
  }

  private get active(): boolean {
    return this.enabled && this.config.REVOKED_SIGN_INS_POLL_MS > 0 && Boolean(this.config.INTERNAL_TOKEN);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.active) return;
    // The first list before the first request, unless auth is not up yet (the timer catches up).
    await this.refresh();
    this.task.start(this.config.REVOKED_SIGN_INS_POLL_MS);
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  has(sid: string): boolean {
    return this.revoked.has(sid);
  }

  /** One poll now (tests; the timer otherwise). */
  refresh(): Promise<void> {
    return this.task.run();
  }

  private async poll(): Promise<void> {
    const url = new URL('/internal/sign-ins/revoked', `${this.config.AUTH_INTERNAL_URL}/`);
    if (this.cursor) url.searchParams.set('since', this.cursor);
    try {
      const response = await fetch(url, {
        headers: { 'x-internal-token': this.config.INTERNAL_TOKEN ?? '', accept: 'application/json' },
        signal: AbortSignal.timeout(Math.max(1_000, this.config.REVOKED_SIGN_INS_POLL_MS)),
      });
      if (!response.ok) throw new Error(`auth answered ${response.status}`);
      const page = (await response.json()) as RevokedPage;
      if (!Array.isArray(page.revoked) || typeof page.cursor !== 'string') throw new Error('auth answered an unexpected body');
      const now = Date.now();
      for (const sid of page.revoked) if (typeof sid === 'string' && !this.revoked.has(sid)) this.revoked.set(sid, now + REMEMBER_MS);
      for (const [sid, forgetAt] of this.revoked) if (forgetAt <= now) this.revoked.delete(sid);
      this.cursor = page.cursor;
      if (this.failing) this.logger.info('revoked sign-ins: auth answers again');
      this.failing = false;
    } catch (error) {
      // Once per outage, not every poll.
      if (!this.failing)
        this.logger.warn({ err: error }, 'revoked sign-ins: cannot reach auth; signed-out tokens may work here until it answers');
      this.failing = true;
    }
  }
}
