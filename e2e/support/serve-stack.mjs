#!/usr/bin/env node
// Keeps a stack running for repeated test runs while writing tests:
//   node e2e/support/serve-stack.mjs            (prints the state file; Ctrl-C stops the stack)
//   E2E_STACK_FILE=<that file> npm test -w @blindspot/e2e -- tests/deals.e2e.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../scripts/lib/build.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { E2E_STACK_ENV } from './stack-env.mjs';
import { writeState } from './state.mjs';

const { failed } = await build({ ifNeeded: true });
if (failed.length) process.exit(1);
const stack = await startStack({ freePorts: true, quiet: true, env: E2E_STACK_ENV });
const dir = join(import.meta.dirname, '..', 'artifacts');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'stack.json');
writeState(file, { url: stack.url, ports: stack.ports, internalToken: stack.internalToken });
console.log(`stack at ${stack.url}\nE2E_STACK_FILE=${file}`);
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
stack.exited.then(async (e) => {
  console.error(`${e.name} exited (${e.code ?? e.signal}); stopping`);
  await stop();
});
