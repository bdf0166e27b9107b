import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, type AccessClaims } from '@blindspot/contracts';
import { SERVICE_CONFIG, UnknownKeyError, type AccessKeyProvider } from '@blindspot/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AuthConfig } from '../config.js';

const PRIVATE_KEY_FILE = 'private.pem';

export interface PublicJwk {
  kty: string;
  n: string;
  e: string;
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

/** RFC 7638 thumbprint: the key id is derived from the key, so every instance sharing a key agrees on it. */
function thumbprint(publicKey: KeyObject): string {
  const { e, kty, n } = publicKey.export({ format: 'jwk' });
  return createHash('sha256').update(JSON.stringify({ e, kty, n })).digest('base64url');
}

/**
 * Reads the signing key from the folder, or creates it there once. The file appears atomically
 * (written aside, then hard-linked into place, which fails if it exists), so two instances starting
 * together on one folder end up with the same key.
 */
export function loadOrCreateKeyFile(dir: string): KeyObject {
  const file = path.join(dir, PRIVATE_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const temporary = path.join(dir, `.${PRIVATE_KEY_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`);
    fs.writeFileSync(temporary, pem, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  return createPrivateKey(fs.readFileSync(file, 'utf8'));
}

function rsaPrivateKey(key: KeyObject, source: string): KeyObject {
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
    throw new Error(`${source} must hold an RSA private key of at least 2048 bits (RS256)`);
  }
  return key;
}

/**
 * Auth's signing key: signs access tokens, publishes the public half as JWKS, and is the guard's key
 * provider inside auth (so auth never fetches its own JWKS over HTTP).
 */
@Injectable()
export class KeyStore implements AccessKeyProvider {
  readonly kid: string;
  private readonly privateKey: KeyObject;
  private readonly publicKeyObject: KeyObject;

  constructor(@Inject(SERVICE_CONFIG) config: AuthConfig) {
    this.privateKey = config.AUTH_PRIVATE_KEY
      ? rsaPrivateKey(createPrivateKey(config.AUTH_PRIVATE_KEY), 'AUTH_PRIVATE_KEY')
      : rsaPrivateKey(loadOrCreateKeyFile(config.AUTH_KEYS_DIR), path.join(config.AUTH_KEYS_DIR, PRIVATE_KEY_FILE));
    this.publicKeyObject = createPublicKey(this.privateKey);
    this.kid = thumbprint(this.publicKeyObject);
  }

  async publicKey(kid: string | undefined): Promise<KeyObject> {
    // Only tokens naming our key: a token without kid, or another key's, was not signed here.
    if (kid !== this.kid) throw new UnknownKeyError(`Unknown key id ${kid ?? '(none)'}`);
    return this.publicKeyObject;
  }

  jwks(): { keys: PublicJwk[] } {
    const { kty, n, e } = this.publicKeyObject.export({ format: 'jwk' });
    return { keys: [{ kty: kty!, n: n!, e: e!, kid: this.kid, alg: 'RS256', use: 'sig' }] };
  }

  /** A signed access token and its expiry (Unix seconds). */
  async signAccessToken(claims: AccessClaims, ttlSeconds: number): Promise<{ token: string; expiresAt: number }> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + ttlSeconds;
    const token = await new SignJWT({ email: claims.email, tier: claims.tier, sid: claims.sid })
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setSubject(claims.sub)
      // Unique per issue, so two tokens minted in the same second still differ.
      .setJti(randomUUID())
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.privateKey);
    return { token, expiresAt };
  }
}
