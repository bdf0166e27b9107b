import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { call, type RunningGateway, startGateway } from './helpers.js';

const INDEX = '<!doctype html><html><head><script defer src="/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>';
const TERMS_PAGE = INDEX.replace('<div id="root"></div>', '<div id="root"><h1>Terms of Service</h1></div>');
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(5000))});`;

let root: string;
let gateway: RunningGateway;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-web-'));
  write('shell/dist/index.html', INDEX);
  write('shell/dist/main.3f9a1c2b.js', MAIN_JS);
  write('shell/dist/pages/terms.html', TERMS_PAGE);
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('mfe-deals/dist/remoteEntry.js', 'var deals = "v1";');
  write('mfe-deals/dist/__federation_expose_Page.8d2e4f6a.js', 'export default 1;');
  write('secret.txt', 'not for the web');
  gateway = await startGateway({ WEB_ROOT: root });
});

afterAll(async () => {
  await gateway?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the shell', () => {
  it('serves index.html at / and revalidates it on every load', async () => {
    const answer = await call(`${gateway.url}/`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(INDEX);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/dashboard', '/deal-analysis', '/roleplay/abc-123', '/settings/profile'])(
    'falls back to index.html for the app route %s',
    async (route) => {
      const answer = await call(`${gateway.url}${route}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(INDEX);
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves a page prerendered at build time at its path, revalidated, and index.html below it', async () => {
    const page = await call(`${gateway.url}/terms`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toBe(TERMS_PAGE);
    expect(page.headers['cache-control']).toBe('no-cache');
    const below = await call(`${gateway.url}/terms/x`, { headers: { accept: 'text/html' } });
    expect(below.text).toBe(INDEX);
    const other = await call(`${gateway.url}/privacy`, { headers: { accept: 'text/html' } });
    expect(other.text).toBe(INDEX);
  });

  it('does not answer missing files or non-HTML requests with the index', async () => {
    const missingFile = await call(`${gateway.url}/missing.js`, { headers: { accept: 'text/html' } });
    expect(missingFile.status).toBe(404);
    expect(missingFile.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const json = await call(`${gateway.url}/dashboard`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    const post = await call(`${gateway.url}/dashboard`, { method: 'POST', headers: { accept: 'text/html' } });
    expect(post.status).toBe(404);
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await call(`${gateway.url}/main.3f9a1c2b.js`);
    expect(asset.status).toBe(200);
    expect(asset.text).toBe(MAIN_JS);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await call(`${gateway.url}/favicon.svg`);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation with 304', async () => {
    const first = await call(`${gateway.url}/`, { headers: { accept: 'text/html' } });
    const again = await call(`${gateway.url}/`, { headers: { accept: 'text/html', 'if-none-match': first.headers.etag as string } });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it('compresses text assets for clients that accept it', async () => {
    const br = await call(`${gateway.url}/main.3f9a1c2b.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(MAIN_JS);
    expect(br.body.length).toBeLessThan(MAIN_JS.length / 4);
    const gz = await call(`${gateway.url}/main.3f9a1c2b.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(MAIN_JS);
  });

  it('compresses revalidated files (remoteEntry.js) on the fly without a stale Content-Length', async () => {
    const big = `var deals = ${JSON.stringify('y'.repeat(5000))};`;
    write('mfe-deals/dist/remoteEntry.js', big);
    try {
      const gz = await call(`${gateway.url}/remotes/deals/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      // A length of the uncompressed file would make browsers wait for bytes that never come.
      expect(gz.headers['content-length']).toBeUndefined();
      expect(gz.headers['transfer-encoding']).toBe('chunked');
      expect(zlib.gunzipSync(gz.body).toString()).toBe(big);
    } finally {
      write('mfe-deals/dist/remoteEntry.js', 'var deals = "v1";');
    }
  });

  it('never serves files outside the build folder', async () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/remotes/deals/..%2f..%2fsecret.txt']) {
      const answer = await call(`${gateway.url}${attempt}`);
      expect(answer.text).not.toContain('not for the web');
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('the remotes', () => {
  it('publishes the manifest the shell reads at run time', async () => {
    const answer = await call(`${gateway.url}/remotes/manifest.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toEqual({
      deals: '/remotes/deals/remoteEntry.js',
      roleplay: '/remotes/roleplay/remoteEntry.js',
      account: '/remotes/account/remoteEntry.js',
    });
  });

  it('serves each remote under /remotes/<name>/, remoteEntry.js revalidated, chunks immutable', async () => {
    const entry = await call(`${gateway.url}/remotes/deals/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.text).toBe('var deals = "v1";');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await call(`${gateway.url}/remotes/deals/__federation_expose_Page.8d2e4f6a.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a redeployed remote on the next load (nothing cached in memory)', async () => {
    write('mfe-deals/dist/remoteEntry.js', 'var deals = "v2, redeployed";');
    const entry = await call(`${gateway.url}/remotes/deals/remoteEntry.js`);
    expect(entry.text).toBe('var deals = "v2, redeployed";');
  });

  it('answers 404 JSON for a remote that is not built or not known', async () => {
    const unbuilt = await call(`${gateway.url}/remotes/account/remoteEntry.js`);
    expect(unbuilt.status).toBe(404);
    expect(unbuilt.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const unknown = await call(`${gateway.url}/remotes/evil/remoteEntry.js`, { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(404);
  });

  it('lets a team point a remote at its own deploy, allowed by the CSP', async () => {
    const custom = await startGateway({ WEB_ROOT: root, REMOTE_DEALS_URL: 'https://deals.cdn.example.com/v42/remoteEntry.js' });
    try {
      const answer = await call(`${custom.url}/remotes/manifest.json`);
      expect(answer.json().deals).toBe('https://deals.cdn.example.com/v42/remoteEntry.js');
      expect(answer.json().roleplay).toBe('/remotes/roleplay/remoteEntry.js');
      expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/deals\.cdn\.example\.com 'wasm-unsafe-eval';/);
    } finally {
      await custom.close();
    }
  });
});

describe('before the front end is built', () => {
  it('still starts, says so at /, and answers the API', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-empty-'));
    const bare = await startGateway({ WEB_ROOT: empty, AUTH_URL: 'http://127.0.0.1:9' });
    try {
      const home = await call(`${bare.url}/`, { headers: { accept: 'text/html' } });
      expect(home.status).toBe(503);
      expect(home.headers['content-type']).toMatch(/^text\/html/);
      expect(home.text).toContain('The front end is not built yet');
      const deep = await call(`${bare.url}/dashboard`, { headers: { accept: 'text/html' } });
      expect(deep.text).toContain('npm run build');
      expect((await call(`${bare.url}/remotes/manifest.json`)).status).toBe(200);
      expect((await call(`${bare.url}/api/auth/user`)).json()).toMatchObject({ statusCode: 503 });
    } finally {
      await bare.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
