// Remotes are deployed on their own: a gateway serving a copy of the built front ends
// gets a rebuilt mfe-deals with one visible change (a new text, styled by classes nothing else in the
// product uses); a signed-in user sees it after a reload, and not one file of the shell changed. Also:
// what the gateway sends for each remote entry is whole.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { join, resolve } from 'node:path';
import zlib from 'node:zlib';
import { openSignedIn, signUp } from '../support/api.js';
import { baseUrl, expectText, useBrowser } from '../support/browser.js';
import { readState } from '../support/state.mjs';

const t = useBrowser();

const ROOT = resolve(import.meta.dirname, '..', '..');
const SUBTITLE = 'Analyze your deals with a sales methodology and chat with your coach about them.';
const RELEASE_2 = 'Analyze your deals with a sales methodology and chat with your coach about them (release 2).';
// Utilities that appear nowhere in the shell, the design system or the remotes: only release 2's own
// stylesheet can style them.
const NEW_CLASSES = 'underline decoration-wavy';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** Runs a Node script to its end; rejects with its output when it fails. */
function runNode(args: string[], cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? done(output) : fail(new Error(`node ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes[path.slice(dir.length)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return hashes;
}

async function waitForLive(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the second gateway exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/health/live`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the second gateway did not come up:\n${log()}`);
}

const { ports } = readState();
// The test needs the services' ports, which only a stack started by the tests (or serve-stack) records.
// Against a stack started elsewhere (E2E_BASE_URL) it is skipped, and says so; anywhere else a missing
// port is a broken harness, and the test fails rather than vanish from `npm test`.
const SKIP_REASON = process.env.E2E_BASE_URL ? 'E2E_BASE_URL names a stack started elsewhere, whose service ports are unknown' : null;
if (SKIP_REASON) console.warn(`deploy.e2e.ts: the independent-deploy test is skipped: ${SKIP_REASON}.`);

describe('independent deploys', () => {
  let web: string;
  let gateway: ChildProcess | null = null;
  let gatewayUrl: string;

  afterEach(async () => {
    if (gateway && gateway.exitCode === null) {
      const exited = new Promise((r) => gateway!.once('exit', r));
      gateway.kill('SIGTERM');
      await exited;
    }
    gateway = null;
    if (web) rmSync(web, { recursive: true, force: true });
  });

  (SKIP_REASON ? it.skip : it)(
    `shows a rebuilt remote after a reload without rebuilding the shell${SKIP_REASON ? ` (skipped: ${SKIP_REASON})` : ''}`,
    async () => {
      if (!ports) throw new Error('The stack state records no service ports: the test stack (support/global-setup.mjs) must write them.');
      // A web root like the repository's: the built shell and remotes, copied.
      web = mkdtempSync(join(os.tmpdir(), 'blindspot-deploy-'));
      for (const app of ['shell', 'mfe-deals', 'mfe-roleplay', 'mfe-account'])
        cpSync(join(ROOT, app, 'dist'), join(web, app, 'dist'), { recursive: true });
      const shellBefore = hashTree(join(web, 'shell', 'dist'));

      // Release 2 of mfe-deals: its own rspack config, one text changed, built next to the live copy.
      const release = join(web, 'mfe-deals', 'release-2');
      await runNode(
        [
          join('support', 'build-remote-release.mjs'),
          'mfe-deals',
          release,
          'src/pages/deal-analysis-page.tsx',
          `<p className="text-muted-foreground">${SUBTITLE}`,
          `<p className="text-muted-foreground ${NEW_CLASSES}">${RELEASE_2}`,
        ],
        join(ROOT, 'e2e'),
      );
      const shellCss = readdirSync(join(web, 'shell', 'dist'))
        .filter((f) => f.endsWith('.css'))
        .map((f) => readFileSync(join(web, 'shell', 'dist', f), 'utf8'))
        .join('');
      expect(shellCss).not.toContain('decoration-wavy');

      const port = await freePort();
      gatewayUrl = `http://localhost:${port}`;
      let log = '';
      gateway = spawn(process.execPath, [join(ROOT, 'gateway', 'dist', 'main.js')], {
        cwd: join(ROOT, 'gateway'),
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          WEB_ROOT: web,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          AUTH_URL: `http://127.0.0.1:${ports.auth}`,
          DEALS_URL: `http://127.0.0.1:${ports.deals}`,
          ROLEPLAY_URL: `http://127.0.0.1:${ports.roleplay}`,
          BILLING_URL: `http://127.0.0.1:${ports.billing}`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      gateway.stdout!.on('data', (chunk) => (log += chunk));
      gateway.stderr!.on('data', (chunk) => (log += chunk));
      await waitForLive(gatewayUrl, gateway, () => log);

      const user = await signUp('deploy', { base: gatewayUrl });
      const { page } = await t.newContext({ baseURL: gatewayUrl });
      await openSignedIn(page, user, '/deal-analysis');
      await expectText(page.getByRole('heading', { name: 'Deal Analysis', level: 1 }).locator('xpath=following-sibling::p'), SUBTITLE);
      const shellScripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));

      // Deploy: the new files replace the old ones on the gateway, while the user is on the page.
      renameSync(join(web, 'mfe-deals', 'dist'), join(web, 'mfe-deals', 'release-1'));
      renameSync(release, join(web, 'mfe-deals', 'dist'));

      const subtitle = page.getByRole('heading', { name: 'Deal Analysis', level: 1 }).locator('xpath=following-sibling::p');
      const decoration = () =>
        subtitle.evaluate((el) => [getComputedStyle(el).textDecorationLine, getComputedStyle(el).textDecorationStyle]);
      expect(await decoration()).toEqual(['none', 'solid']);
      await page.reload();
      await expectText(subtitle, RELEASE_2);
      // Styled by the classes only the new release knows.
      expect(await decoration()).toEqual(['underline', 'wavy']);
      // Still the same remote working against the same API.
      await page.getByRole('button', { name: 'Analyze Deal' }).waitFor();
      // The shell was neither rebuilt nor redeployed: the same files, the same entry scripts.
      expect(hashTree(join(web, 'shell', 'dist'))).toEqual(shellBefore);
      expect(await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean))).toEqual(shellScripts);
    },
  );
});

interface Fetched {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  complete: boolean;
}

/** A GET that reports what actually arrived, even when the connection ends before the promised length. */
function rawGet(url: string, encoding: string): Promise<Fetched> {
  return new Promise((done, fail) => {
    const request = http.get(url, { headers: { 'accept-encoding': encoding, connection: 'close' }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      const finish = () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), complete: response.complete });
      response.on('end', finish);
      response.on('aborted', finish);
      response.on('error', finish);
    });
    request.on('error', fail);
  });
}

describe('remote entries', () => {
  it('are served whole, compressed or not', async () => {
    const manifest = (await (await fetch(`${baseUrl()}/remotes/manifest.json`)).json()) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(['account', 'deals', 'roleplay']);
    for (const [name, entry] of Object.entries(manifest)) {
      const plain = await rawGet(`${baseUrl()}${entry}`, 'identity');
      expect(plain.status).toBe(200);
      expect(plain.headers['cache-control']).toBe('no-cache');
      for (const encoding of ['br', 'gzip']) {
        const packed = await rawGet(`${baseUrl()}${entry}`, encoding);
        const where = `${name} ${entry} (${encoding}, content-encoding ${packed.headers['content-encoding'] ?? 'none'})`;
        // A declared length must be the length sent; otherwise the browser waits for bytes that never come.
        if (packed.headers['content-length'] !== undefined) {
          expect(`${where}: content-length ${packed.headers['content-length']}`).toBe(`${where}: content-length ${packed.body.length}`);
        }
        expect(`${where}: complete ${packed.complete}`).toBe(`${where}: complete true`);
        const body =
          packed.headers['content-encoding'] === 'br'
            ? zlib.brotliDecompressSync(packed.body)
            : packed.headers['content-encoding'] === 'gzip'
              ? zlib.gunzipSync(packed.body)
              : packed.body;
        expect(body.equals(plain.body)).toBe(true);
      }
    }
  });
});
