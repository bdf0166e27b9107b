import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, type AccessClaims } from '@blindspot/contracts';
import { type AccessKeyProvider, SERVICE_CONFIG, UnknownKeyError } from '@blindspot/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SignJWT } from 'jose';
import type { AuthConfig } from '../config.js';

const PRIVATE_KEY_FILE = 'private.pem';
const NEXT_KEY_FILE = 'next.pem';
const PREVIOUS_KEY_FILE = 'previous.pem';

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

function rsaKey<K extends KeyObject>(key: K, source: string, kind: 'private' | 'public'): K {
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
    throw new Error(`${source} must hold an RSA ${kind} key of at least 2048 bits (RS256)`);
  }
  return key;
}

/**
 * A verify-only key (the next one, published before it signs; or the previous one, kept until every token it
 * signed has expired): from the environment variable, else from its file in AUTH_KEYS_DIR, else none. A public
 * key is enough; a private one is accepted too (only its public half is kept), so ops can move one PEM along.
 */
function verifyOnlyKey(pem: string | undefined, dir: string, file: string, variable: string): KeyObject | undefined {
  const source = pem ? variable : path.join(dir, file);
  const text = pem ?? (fs.existsSync(source) ? fs.readFileSync(source, 'utf8') : undefined);
  if (!text?.trim()) return undefined;
  let key: KeyObject;
  try {
    key = createPublicKey(text);
  } catch (error) {
    throw new Error(`${source} is not a PEM public or private key: ${(error as Error).message}`);
  }
  return rsaKey(key, source, 'public');
}

const publicJwk = (key: KeyObject, kid: string): PublicJwk => {
  const { kty, n, e } = key.export({ format: 'jwk' });
  return { kty: kty!, n: n!, e: e!, kid, alg: 'RS256', use: 'sig' };
};

/**
 * Auth's keys: the current one signs access tokens; the next and the previous ones (optional) only verify.
 * All of them are published as JWKS and accepted by the guard inside auth (its key provider, so auth never
 * fetches its own JWKS over HTTP). Rotating without downtime moves a key through next -> current -> previous,
 * one rollout per step (docs/operations.md, "Rotate the signing key").
 */
@Injectable()
export class KeyStore implements AccessKeyProvider {
  private readonly logger = new Logger(KeyStore.name);
  /** The key id of the key that signs. */
  readonly kid: string;
  private readonly privateKey: KeyObject;
  /** Every key that verifies, by key id: the current one first, then next and previous. */
  private readonly verifying = new Map<string, KeyObject>();

  constructor(@Inject(SERVICE_CONFIG) config: AuthConfig) {
    this.privateKey = config.AUTH_PRIVATE_KEY
      ? rsaKey(createPrivateKey(config.AUTH_PRIVATE_KEY), 'AUTH_PRIVATE_KEY', 'private')
      : rsaKey(loadOrCreateKeyFile(config.AUTH_KEYS_DIR), path.join(config.AUTH_KEYS_DIR, PRIVATE_KEY_FILE), 'private');
    const current = createPublicKey(this.privateKey);
    this.kid = thumbprint(current);
    this.verifying.set(this.kid, current);
    const roles: string[] = [];
    for (const [role, pem, file, variable] of [
      ['next', config.AUTH_NEXT_KEY, NEXT_KEY_FILE, 'AUTH_NEXT_KEY'],
      ['previous', config.AUTH_PREVIOUS_KEY, PREVIOUS_KEY_FILE, 'AUTH_PREVIOUS_KEY'],
    ] as const) {
      const key = verifyOnlyKey(pem, config.AUTH_KEYS_DIR, file, variable);
      if (!key) continue;
      const kid = thumbprint(key);
      // The same key in two places is harmless (a step half done): it is published once.
      if (this.verifying.has(kid)) continue;
      this.verifying.set(kid, key);
      roles.push(`${role} ${kid}`);
    }
    this.logger.log(
      `Signing access tokens with key ${this.kid}${roles.length ? `; also verifying and publishing ${roles.join(', ')}` : ''}`,
    );
  }

  /** The key ids published and accepted, the signing one first. */
  get kids(): string[] {
    return [...this.verifying.keys()];
  }

  async publicKey(kid: string | undefined): Promise<KeyObject> {
    // Only tokens naming one of our keys: a token without kid, or another key's, was not signed here.
    const key = kid === undefined ? undefined : this.verifying.get(kid);
    if (!key) throw new UnknownKeyError(`Unknown key id ${kid ?? '(none)'}`);
    return key;
  }

  jwks(): { keys: PublicJwk[] } {
    return { keys: [...this.verifying].map(([kid, key]) => publicJwk(key, kid)) };
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
