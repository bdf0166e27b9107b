// Where the running stack is: global setup writes it, the tests and the screenshot script read it.
import { readFileSync, writeFileSync } from 'node:fs';

export const STATE_ENV = 'BLINDSPOT_E2E_STATE';

/** @typedef {{ url: string, ports?: Record<string, number>, internalToken?: string }} StackState */

/** @param {string} file @param {StackState} state */
export function writeState(file, state) {
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/** @returns {StackState} */
export function readState() {
  if (process.env.E2E_BASE_URL) return { url: process.env.E2E_BASE_URL.replace(/\/+$/, '') };
  const file = process.env[STATE_ENV] || process.env.E2E_STACK_FILE;
  if (!file)
    throw new Error(`No stack: run the tests with npm test -w @blindspot/e2e (global setup sets ${STATE_ENV}), or set E2E_BASE_URL.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}
