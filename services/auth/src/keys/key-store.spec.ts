import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@blindspot/contracts';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
