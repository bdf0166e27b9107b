import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@blindspot/contracts';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { AuthConfig } from '../config.js';
import { KeyStore, loadOrCreateKeyFile } from './key-store.js';

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blindspot-keys-'));
  tempDirs.push(dir);
  return dir;
};
const config = (settings: Partial<AuthConfig>) => settings as AuthConfig;

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('KeyStore', () => {
  it('creates the key once (mode 0600 in a 0700 folder) and reuses it on the next start', () => {
    const dir = path.join(tempDir(), 'auth-keys');
    const first = new KeyStore(config({ AUTH_KEYS_DIR: dir }));
    expect(fs.statSync(path.join(dir, 'private.pem')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(dir)).toEqual(['private.pem']);
    const second = new KeyStore(config({ AUTH_KEYS_DIR: dir }));
    expect(second.kid).toBe(first.kid);
    expect(loadOrCreateKeyFile(dir).export({ format: 'jwk' }).n).toBe(second.jwks().keys[0].n);
  });

  it('takes AUTH_PRIVATE_KEY (with \\n escapes already undone) over the folder and writes nothing', () => {
    const dir = path.join(tempDir(), 'unused');
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const a = new KeyStore(config({ AUTH_PRIVATE_KEY: pem, AUTH_KEYS_DIR: dir }));
    const b = new KeyStore(config({ AUTH_PRIVATE_KEY: pem, AUTH_KEYS_DIR: dir }));
    expect(a.kid).toBe(b.kid);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('refuses a key that cannot sign RS256', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    expect(() => new KeyStore(config({ AUTH_PRIVATE_KEY: ec }))).toThrow(/RSA private key/);
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    expect(() => new KeyStore(config({ AUTH_PRIVATE_KEY: small }))).toThrow(/2048/);
  });

  it('signs tokens its JWKS verifies and knows only its own key id', async () => {
    const keys = new KeyStore(config({ AUTH_KEYS_DIR: path.join(tempDir(), 'k') }));
    const { token, expiresAt } = await keys.signAccessToken({ sub: 'u1', email: 'a@b.co', tier: 'practice', sid: 's1' }, 600);
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(keys.jwks()), {
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: keys.kid });
    expect(payload).toMatchObject({ sub: 'u1', email: 'a@b.co', tier: 'practice', sid: 's1', exp: expiresAt });
    await expect(keys.publicKey(keys.kid)).resolves.toBeDefined();
    await expect(keys.publicKey('someone-else')).rejects.toThrow(/Unknown key id/);
    await expect(keys.publicKey(undefined)).rejects.toThrow(/Unknown key id/);
  });
});

describe('KeyStore with the next and previous keys (rotation)', () => {
  const pemPair = () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      publicPem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
    };
  };
  const claims = { sub: 'u1', email: 'a@b.co', tier: 'free' as const, sid: 's1' };
  const kidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).kid;

  it('signs with the current key only, and publishes and accepts the next and previous ones too', async () => {
    const [current, next, previous] = [pemPair(), pemPair(), pemPair()];
    const keys = new KeyStore(
      config({
        AUTH_PRIVATE_KEY: current.privatePem,
        AUTH_NEXT_KEY: next.publicPem,
        AUTH_PREVIOUS_KEY: previous.privatePem,
        AUTH_KEYS_DIR: tempDir(),
      }),
    );
    const published = keys.jwks().keys;
    expect(published.map((k) => k.kid)).toEqual(keys.kids);
    expect(published).toHaveLength(3);
    expect(published[0].kid).toBe(keys.kid);
    // Only public halves are published, whatever form the verify-only key was given in.
    for (const jwk of published) expect(Object.keys(jwk).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);

    const { token } = await keys.signAccessToken(claims, 600);
    expect(kidOf(token)).toBe(keys.kid);
    // A token signed elsewhere with the next or the previous key (another auth pod mid-rollout) verifies here.
    const alsoSigned = new KeyStore(config({ AUTH_PRIVATE_KEY: previous.privatePem, AUTH_KEYS_DIR: tempDir() }));
    const old = (await alsoSigned.signAccessToken(claims, 600)).token;
    await expect(jwtVerify(old, createLocalJWKSet(keys.jwks()))).resolves.toBeDefined();
    await expect(keys.publicKey(kidOf(old))).resolves.toBeDefined();
    const stranger = new KeyStore(config({ AUTH_PRIVATE_KEY: pemPair().privatePem, AUTH_KEYS_DIR: tempDir() }));
    await expect(keys.publicKey(stranger.kid)).rejects.toThrow(/Unknown key id/);
  });

  it('reads next.pem and previous.pem from AUTH_KEYS_DIR, and the variables win over the files', () => {
    const dir = path.join(tempDir(), 'keys');
    const current = new KeyStore(config({ AUTH_KEYS_DIR: dir }));
    const [next, previous, other] = [pemPair(), pemPair(), pemPair()];
    fs.writeFileSync(path.join(dir, 'next.pem'), next.publicPem);
    fs.writeFileSync(path.join(dir, 'previous.pem'), previous.publicPem);
    const fromFiles = new KeyStore(config({ AUTH_KEYS_DIR: dir }));
    expect(fromFiles.kid).toBe(current.kid);
    expect(fromFiles.kids).toHaveLength(3);
    const fromEnv = new KeyStore(config({ AUTH_KEYS_DIR: dir, AUTH_NEXT_KEY: other.publicPem }));
    const nextKid = (store: KeyStore) => store.kids[1];
    expect(nextKid(fromEnv)).not.toBe(nextKid(fromFiles));
    expect(fromEnv.kids).toHaveLength(3);
  });

  it('publishes a key given twice once, and refuses a verify-only key that is not RSA 2048+ or not a key', () => {
    const current = pemPair();
    const keys = new KeyStore(
      config({ AUTH_PRIVATE_KEY: current.privatePem, AUTH_PREVIOUS_KEY: current.publicPem, AUTH_KEYS_DIR: tempDir() }),
    );
    expect(keys.jwks().keys).toHaveLength(1);
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }) as string;
    expect(() => new KeyStore(config({ AUTH_PRIVATE_KEY: current.privatePem, AUTH_NEXT_KEY: small, AUTH_KEYS_DIR: tempDir() }))).toThrow(
      /AUTH_NEXT_KEY must hold an RSA public key of at least 2048 bits/,
    );
    expect(
      () => new KeyStore(config({ AUTH_PRIVATE_KEY: current.privatePem, AUTH_PREVIOUS_KEY: 'not a key', AUTH_KEYS_DIR: tempDir() })),
    ).toThrow(/AUTH_PREVIOUS_KEY is not a PEM public or private key/);
  });
});
