#!/usr/bin/env node
// `npm start`: builds what is missing or stale, starts PostgreSQL (embedded unless external databases are
// given), the four services and the gateway, and stops them all on Ctrl-C or SIGTERM.
// Settings (environment): PORT (gateway, 8080), PGPORT (embedded PostgreSQL, 54329), HOST (gateway
// address, 127.0.0.1), AUTH_/DEALS_/ROLEPLAY_/BILLING_DATABASE_URL, LOG_LEVEL; see docs/running.md.
//   --verbose   every log line, Nest's start-up included
import { join } from 'node:path';
import { build } from './lib/build.mjs';
import { SERVICES, startStack } from './lib/stack.mjs';
import { root } from './lib/workspaces.mjs';

const verbose = process.argv.includes('--verbose');
const started = Date.now();

function port(name, fallback) {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const gatewayPort = port('PORT', 8080);
const pgPort = port('PGPORT', 54329);

console.log('Building what changed...');
const { failed } = await build({ ifNeeded: true, log: (line) => console.log(line) });
const frontEnds = new Set(['shell', 'mfe-deals', 'mfe-roleplay', 'mfe-account']);
const brokenBackEnd = failed.filter((dir) => !frontEnds.has(dir));
if (brokenBackEnd.length) {
  console.error(`\nCannot start: ${brokenBackEnd.join(', ')} failed to build (output above).`);
  process.exit(1);
}
if (failed.length) console.warn(`\nWarning: ${failed.join(', ')} failed to build; the API works, those screens will not load.\n`);

let stack;
let exitCode = 0;
let stopping = false;
async function shutdown(code, reason) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (reason) console.log(`\n${reason}`);
  console.log('Stopping...');
  await stack?.stop();
  console.log('Stopped.');
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // A second Ctrl-C while stopping: leave now (the exit hook kills what is left).
    if (stopping) process.exit(130);
    void shutdown(0);
  });
}

try {
  // `ROLEPLAY_INSTANCES=3 npm start` runs three roleplay instances behind the gateway (any service works).
  const instances = Object.fromEntries(
    SERVICES.filter((s) => Number(process.env[`${s.toUpperCase()}_INSTANCES`]) > 1).map((s) => [
      s,
      Number(process.env[`${s.toUpperCase()}_INSTANCES`]),
    ]),
  );
  stack = await startStack({ port: gatewayPort, pgPort, dataDir: join(root, '.data'), verbose, instances });
} catch (error) {
  console.error(`\nBlindspot could not start: ${error.message}`);
  process.exit(1);
}
if (stopping) await new Promise(() => {}); // Ctrl-C during start-up: shutdown() finishes and exits.

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nBlindspot is running at ${stack.url} (started in ${seconds}s). Press Ctrl-C to stop.\n`);

const crash = await stack.exited;
await shutdown(1, `${crash.name} stopped unexpectedly (${crash.signal ? `signal ${crash.signal}` : `exit code ${crash.code}`}).`);
