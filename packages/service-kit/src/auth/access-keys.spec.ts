// The guard's view of auth's keys during a rotation: cached, fetched again at once for a key it has not seen
// (at most once per cooldown), and a key auth stopped publishing dropped once the cache ages out.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type { BaseConfig } from '../config.js';
import { JwksKeyProvider, UnknownKeyError } from './access-keys.js';

let server: Server;
let url: string;
let published: object[] = [];
let fetches = 0;
// The cache and the cooldown are measured with Date.now(): the tests move it forward rather than wait.
const realNow = Date.now;
let skewMs = 0;
const advance = (ms: number) => {
  skewMs += ms;
};

const jwk = async (kid: string) => ({ ...(await exportJWK((await generateKeyPair('RS256')).publicKey)), kid, alg: 'RS256', use: 'sig' });
const provider = (cacheSeconds: number) => new JwksKeyProvider({ AUTH_JWKS_URL: url, AUTH_JWKS_CACHE_SECONDS: cacheSeconds } as BaseConfig);

beforeAll(async () => {
  server = createServer((_request, response) => {
    fetches += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  fetches = 0;
  skewMs = 0;
  Date.now = () => realNow() + skewMs;
});
afterEach(() => {
  Date.now = realNow;
});

describe('JwksKeyProvider', () => {
  it('fetches once and answers known keys from its cache', async () => {
    published = [await jwk('a')];
    const keys = provider(600);
    for (let i = 0; i < 5; i++) await expect(keys.publicKey('a')).resolves.toBeDefined();
    expect(fetches).toBe(1);
  });

  it('fetches again at once for a key it has not seen, but no more than once per 10 s however many tokens name one', async () => {
    published = [await jwk('a')];
    const keys = provider(600);
    await keys.publicKey('a');
    advance(11_000);
    // Auth now publishes b beside a and starts signing with it: the first token under b is verified.
    published = [await jwk('b'), published[0]];
    await expect(keys.publicKey('b')).resolves.toBeDefined();
    expect(fetches).toBe(2);
    // Forged key ids right after: refused from the cache, auth is not asked again for 10 s.
    for (let i = 0; i < 20; i++) await expect(keys.publicKey(`forged-${i}`)).rejects.toBeInstanceOf(UnknownKeyError);
    advance(9_000);
    await expect(keys.publicKey('forged')).rejects.toBeInstanceOf(UnknownKeyError);
    expect(fetches).toBe(2);
    await expect(keys.publicKey('a')).resolves.toBeDefined();
    advance(1_500);
    await expect(keys.publicKey('forged')).rejects.toBeInstanceOf(UnknownKeyError);
    expect(fetches).toBe(3);
  });

  it('drops a key auth no longer publishes once its cache ages out', async () => {
    const [a, b] = [await jwk('a'), await jwk('b')];
    published = [b, a];
    const keys = provider(30);
    await expect(keys.publicKey('a')).resolves.toBeDefined();
    published = [b];
    advance(29_000);
    await expect(keys.publicKey('a')).resolves.toBeDefined();
    advance(1_100);
    await expect(keys.publicKey('a')).rejects.toBeInstanceOf(UnknownKeyError);
    await expect(keys.publicKey('b')).resolves.toBeDefined();
  });
});
