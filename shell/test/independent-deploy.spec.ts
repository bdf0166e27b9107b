/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// Independent deploys: a remote rebuilt with a change and copied over its files on the gateway changes
// what a signed-in user sees after a reload, while the shell's files stay as they were.
import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const REMOTES = ['deals', 'roleplay', 'account'];
const haveChromium = existsSync(CHROMIUM);

jest.setTimeout(240_000);

(haveChromium ? describe : describe.skip)('independent deploy of a remote', () => {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'deploy-web-'));
  const work = mkdtempSync(path.join(os.tmpdir(), 'deploy-src-'));
  let stack: { url: string; stop: () => Promise<void> };
  let context: import('playwright-core').BrowserContext;
  let profile: string;

  beforeAll(async () => {
    // The front ends as built now, copied where the gateway serves them from (WEB_ROOT).
    const { build } = await import(path.join(root, 'scripts/lib/build.mjs'));
    // Everything it runs: the front ends, and auth and the gateway behind them (a fresh clone has none built).
    const result = await build({ ifNeeded: true, log: () => {} });
    expect(result.failed).toEqual([]);
    for (const app of ['shell', ...REMOTES.map((r) => `mfe-${r}`)]) cpSync(path.join(root, app, 'dist'), path.join(webRoot, app, 'dist'), { recursive: true });

    const { startStack } = await import(path.join(root, 'scripts/lib/stack.mjs'));
    stack = await startStack({ freePorts: true, quiet: true, services: ['auth'], env: { WEB_ROOT: webRoot } });

    const { chromium } = await import('playwright-core');
    profile = mkdtempSync(path.join(os.tmpdir(), 'deploy-browser-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });

  afterAll(async () => {
    await context?.close();
    await stack?.stop();
    for (const dir of [webRoot, work, profile]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function signedInUser() {
    const call = async (method: string, url: string, body: unknown, token?: string) => {
      const response = await fetch(`${stack.url}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      expect(response.ok).toBe(true);
      return response.status === 204 ? null : response.json();
    };
    const { session } = await call('POST', '/api/auth/signup', { email: `deploy-${Date.now()}@example.com`, password: 'secret123' });
    await call('PATCH', '/api/user/onboarding', { role: 'ae', industry: 'saas', yearsExperience: '3-5' }, session.access_token);
    return session;
  }

  /** Builds the roleplay remote with its methodology page wrapped in a release banner. */
  async function buildChangedRoleplay(outDir: string) {
    const wrapper = path.join(work, 'methodologies-release-2.tsx');
    const original = path.join(root, 'mfe-roleplay/src/pages/methodologies-page.tsx');
    writeFileSync(
      wrapper,
      `import Original from ${JSON.stringify(original)};\n` +
        `export default function MethodologiesRelease2() {\n` +
        `  return (<><p data-testid="release-marker">Methodology library, release 2</p><Original /></>);\n}\n`,
    );
    const exposes = {
      './RoleplayArenaPage': './src/pages/roleplay-arena-page.tsx',
      './MethodologiesPage': wrapper,
      './RecentSessionsWidget': './src/pages/recent-sessions-widget.tsx',
    };
    const result = spawnSync(
      process.execPath,
      [path.join(import.meta.dirname, 'lib/build-remote.mjs'), 'roleplay', path.join(root, 'mfe-roleplay'), outDir, JSON.stringify(exposes)],
      { cwd: path.join(root, 'shell'), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }

  it('shows the new release of a remote after a reload, without rebuilding the shell', async () => {
    const session = await signedInUser();
    const page = await context.newPage();
    await page.goto(`${stack.url}/`);
    await page.evaluate((value) => localStorage.setItem('blindspot-session', JSON.stringify({ state: { session: value }, version: 0 })), session);

    await page.goto(`${stack.url}/methodologies`);
    await page.getByRole('heading', { name: 'Sales Methodologies' }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('release-marker').count()).toBe(0);

    const shellFiles = () => Object.fromEntries(readdirSync(path.join(webRoot, 'shell/dist')).map((f) => [f, readFileSync(path.join(webRoot, 'shell/dist', f)).length]));
    const shellBefore = shellFiles();

    // The release: a new build of the roleplay remote replaces its files on the gateway.
    const built = path.join(work, 'roleplay-dist');
    await buildChangedRoleplay(built);
    rmSync(path.join(webRoot, 'mfe-roleplay/dist'), { recursive: true, force: true });
    cpSync(built, path.join(webRoot, 'mfe-roleplay/dist'), { recursive: true });

    await page.reload();
    await page.getByTestId('release-marker').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('release-marker').textContent()).toBe('Methodology library, release 2');
    expect(await page.getByRole('heading', { name: 'Sales Methodologies' }).count()).toBe(1);
    expect(shellFiles()).toEqual(shellBefore);
  });
});
