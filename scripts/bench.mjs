#!/usr/bin/env node
// `npm run bench`: builds what is stale, starts one stack on free ports (temporary data), and runs every
// benchmark script it finds, one after another, each printing its own figures:
//   packages/*/bench/*.mjs, services/*/bench/*.mjs, gateway/bench/*.mjs, shell/bench/*.mjs, mfe-*/bench/*.mjs
// (only files directly in `bench/`; helpers live in `bench/lib/`). Benchmarks that need the running
// product read its addresses from GATEWAY_URL, AUTH_URL, DEALS_URL, ROLEPLAY_URL and BILLING_URL, and
// those that seed data their services' databases from DEALS_DATABASE_URL, ROLEPLAY_DATABASE_URL, ...
//   --only <text,...>   run the benchmarks whose path contains one of these
//   --no-stack          do not start a stack (benchmarks that need one start their own or skip)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from './lib/build.mjs';
import { root } from './lib/workspaces.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const withStack = !args.includes('--no-stack');

function benchFiles() {
  const folders = [];
  for (const parent of ['packages', 'services']) {
    const dir = join(root, parent);
    if (existsSync(dir)) for (const name of readdirSync(dir).sort()) folders.push(join(dir, name));
  }
  folders.push(join(root, 'gateway'), join(root, 'shell'));
  for (const name of readdirSync(root).sort()) if (name.startsWith('mfe-')) folders.push(join(root, name));
  const files = [];
  for (const folder of folders) {
    const bench = join(folder, 'bench');
    if (!existsSync(bench)) continue;
    for (const file of readdirSync(bench, { withFileTypes: true })) {
      if (file.isFile() && file.name.endsWith('.mjs')) files.push({ cwd: folder, file: join(bench, file.name) });
    }
  }
  return files.filter((f) => !only || only.some((o) => relative(root, f.file).includes(o)));
}

function run({ cwd, file }, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const benches = benchFiles();
if (benches.length === 0) {
  console.log('No benchmarks found.');
  process.exit(0);
}

const { failed } = await build({ ifNeeded: true, log: (line) => console.log(line) });
const frontEnds = new Set(['shell', 'mfe-deals', 'mfe-roleplay', 'mfe-account']);
if (failed.some((dir) => !frontEnds.has(dir))) {
  console.error(`Cannot run the benchmarks: ${failed.join(', ')} failed to build.`);
  process.exit(1);
}

let stack = null;
const env = { ...process.env };
if (withStack) {
  const { startStack } = await import('./lib/stack.mjs');
  console.log('Starting a stack on free ports...');
  // Per-request log lines would cost the services time and flood the output.
  stack = await startStack({ freePorts: true, quiet: true, env: { LOG_LEVEL: 'warn' } });
  Object.assign(env, {
    GATEWAY_URL: `http://127.0.0.1:${stack.ports.gateway}`,
    AUTH_URL: `http://127.0.0.1:${stack.ports.auth}`,
    DEALS_URL: `http://127.0.0.1:${stack.ports.deals}`,
    ROLEPLAY_URL: `http://127.0.0.1:${stack.ports.roleplay}`,
    BILLING_URL: `http://127.0.0.1:${stack.ports.billing}`,
    ...Object.fromEntries(Object.entries(stack.databaseUrls).map(([service, url]) => [`${service.toUpperCase()}_DATABASE_URL`, url])),
  });
}
const stop = async () => {
  await stack?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop().then(() => process.exit(130)));

const results = [];
try {
  for (const bench of benches) {
    const name = relative(root, bench.file);
    console.log(`\n== ${name}`);
    const started = Date.now();
    const code = await run(bench, env);
    results.push({ name, code, seconds: (Date.now() - started) / 1000 });
  }
} finally {
  await stop();
}

console.log('\n== summary');
for (const r of results) console.log(`${r.code === 0 ? 'ok    ' : 'FAILED'} ${r.name.padEnd(48)} ${r.seconds.toFixed(1)}s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
