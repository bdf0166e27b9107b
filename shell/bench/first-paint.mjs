#!/usr/bin/env node
// First-paint bench (docs/frontend.md, First paint): Lighthouse 12 with its default mobile settings
// (a Moto G Power screen, simulated slow 4G: 150 ms RTT, 1.6 Mbps down, 4x CPU slowdown), median of
// RUNS runs, in Debian's Chromium, of
//   - the landing page's LCP (a visitor);
//   - the signed-in dashboard's LCP for a returning user (onboarding done, the session put in localStorage,
//     and one visit to the dashboard before the measured ones, as a user has had);
//   - the gzip size (-9) of every script the dashboard fetched;
//   - the Content-Security-Policy violations on the landing page, the dashboard and the roleplay arena.
// Against the stack `npm run bench` starts (GATEWAY_URL). With FIRST_PAINT_BEFORE=<web root> (a folder laid
// out like the repository: shell/dist, mfe-*/dist) a second gateway serves that build against the same
// services, and both are measured in the same run, runs interleaved, and printed side by side.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { root } from './lib/static-server.mjs';

const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TARGET_LCP_MS = 1200;
const TARGET_DASHBOARD_JS_KB = 250;
const SESSION_STORAGE_KEY = 'blindspot-session';
const PASSWORD = 'correct-horse-42';
const ONBOARDING = { role: 'ae', industry: 'saas', yearsExperience: '3-5' };

if (!process.env.GATEWAY_URL) {
  console.log('  skipped: no running stack (run it through `npm run bench`, which starts one)');
  process.exit(0);
}
if (!existsSync(CHROMIUM)) {
  console.log(`  skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  process.exit(0);
}

async function api(base, method, urlPath, { token, body } = {}) {
  const response = await fetch(`${base}${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`);
  return response.json();
}

function freePort() {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** A second gateway serving the front ends under `webRoot`, in front of the stack's services. */
async function startGateway(webRoot) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'gateway', 'dist', 'main.js')], {
    cwd: path.join(root, 'gateway'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: webRoot, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the gateway for ${webRoot} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/health/live`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the gateway for ${webRoot} did not come up`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => bytes / 1024;

/** Lighthouse on a browser that playwright launched (so the test can put a session in its storage first). */
async function lighthouseRun(port, url, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  const { lhr } = result;
  // A trace Chromium failed to record (NO_NAVSTART and the like, on a busy machine) is taken again, once.
  if (lhr.runtimeError && attempt === 1) return lighthouseRun(port, url, 2);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const lcp = lhr.audits['largest-contentful-paint'].numericValue;
  const requests = lhr.audits['network-requests'].details.items;
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.statusCode === 200).map((r) => r.url);
  return { lcp, scripts, lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '' };
}

async function gzipSizeOf(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

async function withBrowser(fn) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    return await fn(context, port);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * A returning user: a session in storage, and the dashboard visited once, so the app has written what it
 * keeps between visits (the signed-in frame's record) and the browser has its files, for both builds.
 */
async function signedIn(context, base, email) {
  const { session } = await api(process.env.GATEWAY_URL, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  const page = await context.newPage();
  await page.goto(`${base}/remotes/manifest.json`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [SESSION_STORAGE_KEY, JSON.stringify({ state: { session }, version: 0 })],
  );
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 15_000 });
  await page.close();
}

/** CSP violations reported on the pages a signed-in user opens first (and the landing page before that). */
async function cspViolations(context, base, email) {
  const page = await context.newPage();
  const violations = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text().slice(0, 160));
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await signedIn(context, base, email);
  for (const route of ['/dashboard', '/roleplay', '/deal-analysis']) {
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  }
  await page.close();
  return violations;
}

async function measure(variant, email) {
  return withBrowser(async (context, port) => {
    const landing = await lighthouseRun(port, `${variant.url}/`);
    await signedIn(context, variant.url, email);
    const dashboard = await lighthouseRun(port, `${variant.url}/dashboard`);
    let jsBytes = 0;
    for (const url of new Set(dashboard.scripts)) jsBytes += await gzipSizeOf(url);
    const violations = await cspViolations(context, variant.url, email);
    return {
      landing: landing.lcp,
      dashboard: dashboard.lcp,
      dashboardElement: dashboard.lcpElement,
      landingElement: landing.lcpElement,
      jsBytes,
      scripts: new Set(dashboard.scripts).size,
      violations,
    };
  });
}

const variants = [{ name: 'now', url: process.env.GATEWAY_URL }];
const gateways = [];
if (process.env.FIRST_PAINT_BEFORE) {
  if (!process.env.AUTH_URL)
    throw new Error("FIRST_PAINT_BEFORE needs the services' addresses (AUTH_URL, ...), which `npm run bench` sets");
  const before = await startGateway(path.resolve(process.env.FIRST_PAINT_BEFORE));
  gateways.push(before);
  variants.unshift({ name: 'before', url: before.url });
}

try {
  const email = `bench-first-paint-${Date.now().toString(36)}@example.com`;
  const { session } = await api(process.env.GATEWAY_URL, 'POST', '/api/auth/signup', { body: { email, password: PASSWORD } });
  await api(process.env.GATEWAY_URL, 'PATCH', '/api/user/onboarding', { token: session.access_token, body: ONBOARDING });

  const results = Object.fromEntries(variants.map((v) => [v.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const variant of variants) results[variant.name].push(await measure(variant, email));
  }

  console.log(`First paint, Lighthouse ${lighthouse.version ?? '12'} mobile (simulated slow 4G, 4x CPU), median of ${RUNS}`);
  const row = (label, values, unit, target) => {
    const cells = values
      .map((v) => (unit === 's' ? `${(v / 1000).toFixed(2)} s` : unit === 'KiB' ? `${kb(v).toFixed(1)} KiB` : String(v)).padStart(12))
      .join('');
    console.log(`  ${label.padEnd(30)}${cells}   ${target}`);
  };
  console.log(`  ${''.padEnd(30)}${variants.map((v) => v.name.padStart(12)).join('')}`);
  const med = (key) => variants.map((v) => median(results[v.name].map((r) => r[key])));
  row('landing LCP', med('landing'), 's', `target <= ${TARGET_LCP_MS / 1000} s`);
  row('signed-in dashboard LCP', med('dashboard'), 's', `target <= ${TARGET_LCP_MS / 1000} s`);
  row('dashboard JS (gzip -9)', med('jsBytes'), 'KiB', `target <= ${TARGET_DASHBOARD_JS_KB} KiB`);
  row('dashboard scripts', med('scripts'), '', '');
  row(
    'CSP violations',
    variants.map((v) => Math.max(...results[v.name].map((r) => r.violations.length))),
    '',
    'target 0',
  );
  for (const v of variants) {
    const last = results[v.name].at(-1);
    console.log(`  ${v.name}: LCP element, landing ${last.landingElement.slice(0, 80)}; dashboard ${last.dashboardElement.slice(0, 80)}`);
    for (const text of new Set(results[v.name].flatMap((r) => r.violations))) console.log(`  ${v.name}: ${text}`);
  }
} finally {
  for (const gateway of gateways) gateway.stop();
}
