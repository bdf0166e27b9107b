// Builds what is missing or stale, then starts ONE stack (embedded PostgreSQL, four services, gateway) on
// free ports with a temporary data folder for the whole run. Global teardown stops it.
//   E2E_BASE_URL=http://localhost:8080   use a stack that is already running (no build, no start)
//   E2E_STACK_FILE=<file>                use the stack written by `node support/serve-stack.mjs`
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { build } from '../../scripts/lib/build.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { E2E_STACK_ENV } from './stack-env.mjs';
import { STATE_ENV, writeState } from './state.mjs';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL || process.env.E2E_STACK_FILE) return;
  const started = Date.now();
  const lines = [];
  const { failed } = await build({ ifNeeded: true, log: (line) => lines.push(line) });
  if (failed.length) throw new Error(`e2e: the build failed (${failed.join(', ')}):\n${lines.join('\n')}`);

  const stack = await startStack({ freePorts: true, quiet: true, env: E2E_STACK_ENV, log: (line) => console.error(line) });
  globalThis.__BLINDSPOT_E2E_STACK__ = stack;
  // A process that ends mid-run (a crash, or something else on the machine killing it) explains the
  // failures that follow: say so where the run's output is read.
  void stack.exited.then(({ name, code, signal }) => {
    console.error(
      `\ne2e: ${name} of the test stack exited (${signal ?? `code ${code}`}) during the run; later failures may come from that.`,
    );
  });
  const file = join(mkdtempSync(join(os.tmpdir(), 'blindspot-e2e-')), 'stack.json');
  writeState(file, { url: stack.url, ports: stack.ports, internalToken: stack.internalToken });
  process.env[STATE_ENV] = file;
  console.log(`\ne2e: stack at ${stack.url} ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
