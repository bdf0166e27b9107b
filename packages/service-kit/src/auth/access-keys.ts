import { KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, errors } from 'jose';
import type { BaseConfig } from '../config.js';
import { SERVICE_CONFIG } from '../tokens.js';

/** Where the guard gets the public key that signed an access token. */
export interface AccessKeyProvider {
  publicKey(kid: string | undefined): Promise<KeyObject | string>;
}

export const ACCESS_KEY_PROVIDER = Symbol('ACCESS_KEY_PROVIDER');

/** Thrown when a token names a key the issuer does not publish: the token is bad, not the service. */
export class UnknownKeyError extends Error {}

/** Thrown when the issuer's keys cannot be fetched: the token may be fine, the service cannot tell. */
export class KeysUnavailableError extends Error {}

/**
 * The default: auth's JWKS, kept AUTH_JWKS_CACHE_SECONDS. An unknown `kid` triggers a refetch (a key auth has
 * just started signing with), at most once per cooldown, so a flood of forged tokens cannot hammer auth.
 */
@Injectable()
export class JwksKeyProvider implements AccessKeyProvider {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(@Inject(SERVICE_CONFIG) config: BaseConfig) {
    this.jwks = createRemoteJWKSet(new URL(config.AUTH_JWKS_URL), {
      timeoutDuration: 2_000,
      cooldownDuration: 10_000,
      cacheMaxAge: config.AUTH_JWKS_CACHE_SECONDS * 1000,
    });
  }

  async publicKey(kid: string | undefined): Promise<KeyObject> {
    try {
      const key = await this.jwks({ alg: 'RS256', kid });
      return KeyObject.from(key as CryptoKey);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
        throw new UnknownKeyError(error.message);
      }
      throw new KeysUnavailableError(error instanceof Error ? error.message : String(error));
    }
  }
}
