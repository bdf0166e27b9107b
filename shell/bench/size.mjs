#!/usr/bin/env node
// Size bench: gzip size of the JavaScript the landing page loads before it is shown, and of each
// remote's remoteEntry.js, against the targets (landing <= 130 KB, remote entry <= 20 KB).
// Uses the built front ends (builds the missing ones); the landing page is opened in Chromium when it
// is installed, so "initial" means the scripts the browser actually fetched. KB = 1024 bytes, gzip -9.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES, root, startStaticServer } from './lib/static-server.mjs';

const TARGET_LANDING_KB = 130;
const TARGET_REMOTE_ENTRY_KB = 20;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const verdict = (bytes, targetKb) => (bytes <= targetKb * 1024 ? 'ok' : `over by ${kb(bytes - targetKb * 1024)} KB`);

const apps = [
  { name: '@blindspot/shell', dir: path.join(root, 'shell') },
  ...REMOTES.map((r) => ({ name: `@blindspot/mfe-${r}`, dir: path.join(root, `mfe-${r}`) })),
];
for (const app of apps) {
  if (existsSync(path.join(app.dir, 'dist')) || !existsSync(path.join(app.dir, 'src'))) continue;
  console.log(`building ${app.name}...`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app.name], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) console.log(`  ${app.name} did not build; its figures are missing below`);
}

console.log('\nFront-end size (gzip -9)');

async function landingScripts() {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return null;
  }
  if (!existsSync(CHROMIUM)) return null;
  const server = await startStaticServer({});
  const profile = mkdtempSync(path.join(os.tmpdir(), 'size-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await context.newPage();
    const scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
    return scripts;
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const shellDist = path.join(root, 'shell', 'dist');
if (existsSync(shellDist)) {
  const scripts = await landingScripts();
  if (scripts) {
    const rows = scripts.map((p) => {
      const file = p.startsWith('/remotes/')
        ? path.join(root, `mfe-${p.split('/')[2]}`, 'dist', ...p.split('/').slice(3))
        : path.join(shellDist, p);
      return { path: p, bytes: existsSync(file) ? gzipSize(file) : 0 };
    });
    const total = rows.reduce((sum, row) => sum + row.bytes, 0);
    const remotes = rows.filter((row) => row.path.startsWith('/remotes/'));
    console.log(
      `  landing page initial JS   ${kb(total).padStart(7)} KB  target <= ${TARGET_LANDING_KB} KB  ${verdict(total, TARGET_LANDING_KB)}  (${rows.length} scripts)`,
    );
    for (const row of rows.sort((a, b) => b.bytes - a.bytes).slice(0, 6)) console.log(`      ${kb(row.bytes).padStart(7)} KB  ${row.path}`);
    console.log(
      `  remotes fetched by the landing page: ${remotes.length === 0 ? 'none (they load with their routes)' : remotes.map((r) => r.path).join(', ')}`,
    );
  } else {
    // No browser: the entry script alone (a lower bound).
    const main = readdirSync(shellDist).find((f) => /^main\..*\.js$/.test(f));
    console.log(
      `  landing page initial JS   (Chromium not found; entry script only) ${main ? kb(gzipSize(path.join(shellDist, main))) : '?'} KB`,
    );
  }
} else {
  console.log('  landing page initial JS   shell not built');
}

for (const remote of REMOTES) {
  const entry = path.join(root, `mfe-${remote}`, 'dist', 'remoteEntry.js');
  if (!existsSync(entry)) {
    console.log(`  ${`${remote} remoteEntry.js`.padEnd(26)} not built`);
    continue;
  }
  const bytes = gzipSize(entry);
  console.log(
    `  ${`${remote} remoteEntry.js`.padEnd(26)}${kb(bytes).padStart(7)} KB  target <= ${TARGET_REMOTE_ENTRY_KB} KB  ${verdict(bytes, TARGET_REMOTE_ENTRY_KB)}`,
  );
}
