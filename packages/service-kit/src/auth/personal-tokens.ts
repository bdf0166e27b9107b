import { createHash } from 'node:crypto';
import { type AccessClaims, PERSONAL_TOKEN_PATTERN, type PersonalTokenIntrospection, type PersonalTokenScope } from '@blindspot/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { BaseConfig } from '../config.js';
import { ROOT_LOGGER } from '../observability/logger.js';
import { SERVICE_CONFIG } from '../tokens.js';

/** Whom a personal access token speaks for, and what it may do. */
export interface PersonalTokenGrant {
  tokenId: string;
  claims: AccessClaims;
  scopes: PersonalTokenScope[];
}

/** Thrown when auth cannot say whether a token is good: the token may be fine, the service cannot tell (503). */
export class IntrospectionUnavailableError extends Error {}

/** Entries kept at most: a flood of made-up tokens cannot grow the cache without bound. */
const MAX_ENTRIES = 10_000;

/**
 * Personal access tokens (`bsp_...`) are checked by auth, which alone holds their hashes: a service sends
 * an unknown one to auth's `POST /internal/personal-tokens/introspect` and keeps the answer for
 * PERSONAL_TOKEN_CACHE_MS (30 s), keyed by the token's SHA-256, good and bad alike. A revoked token is
 * refused sooner than that: its id is the `sid` of its claims, and auth lists it in the revoked sign-ins
 * feed every service polls (2 s). Concurrent requests with one token share one introspection.
 */
@Injectable()
export class PersonalTokens {
  private readonly cache = new Map<string, { until: number; grant: PersonalTokenGrant | null }>();
  private readonly pending = new Map<string, Promise<PersonalTokenGrant | null>>();

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /** The grant of a token; null for one that is malformed, unknown, revoked, expired or whose owner left Pro. */
  async verify(token: string): Promise<PersonalTokenGrant | null> {
    if (!PERSONAL_TOKEN_PATTERN.test(token)) return null;
    const key = createHash('sha256').update(token).digest('hex');
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.grant;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const lookup = this.introspect(token)
      .then((grant) => {
        this.remember(key, grant);
        return grant;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, lookup);
    return lookup;
  }

  /** Forgets every cached answer (tests). */
  clear(): void {
    this.cache.clear();
  }

  private remember(key: string, grant: PersonalTokenGrant | null): void {
    const ttl = this.config.PERSONAL_TOKEN_CACHE_MS;
    if (ttl <= 0) return;
    this.cache.delete(key);
    this.cache.set(key, { until: Date.now() + ttl, grant });
    // Oldest first (a Map keeps insertion order).
    for (const oldest of this.cache.keys()) {
      if (this.cache.size <= MAX_ENTRIES) break;
      this.cache.delete(oldest);
    }
  }

  private async introspect(token: string): Promise<PersonalTokenGrant | null> {
    if (!this.config.INTERNAL_TOKEN)
      throw new IntrospectionUnavailableError('INTERNAL_TOKEN is not set: personal access tokens cannot be checked');
    let body: PersonalTokenIntrospection;
    try {
      const response = await fetch(`${this.config.AUTH_INTERNAL_URL}/internal/personal-tokens/introspect`, {
        method: 'POST',
        headers: { 'x-internal-token': this.config.INTERNAL_TOKEN, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(2_000),
      });
      if (!response.ok) throw new Error(`auth answered ${response.status}`);
      body = (await response.json()) as PersonalTokenIntrospection;
    } catch (error) {
      this.logger.warn({ err: error }, 'personal token introspection failed');
      throw new IntrospectionUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (body?.active !== true) return null;
    return { tokenId: body.tokenId, claims: body.claims, scopes: body.scopes };
  }
}
