import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { STATE_ENV } from './state.mjs';

export default async function globalTeardown() {
  const stack = globalThis.__BLINDSPOT_E2E_STACK__;
  if (stack) await stack.stop();
  const file = process.env[STATE_ENV];
  if (file) rmSync(dirname(file), { recursive: true, force: true });
}
