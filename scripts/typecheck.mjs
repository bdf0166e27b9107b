#!/usr/bin/env node
// `npm run typecheck`: `tsc -p tsconfig.json --noEmit` in every workspace that has a tsconfig.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dirs = workspaces.flatMap((pattern) =>
  pattern.endsWith('/*') ? readdirSync(join(root, pattern.slice(0, -2))).map((d) => join(pattern.slice(0, -2), d)) : [pattern],
);
let failed = 0;
for (const dir of dirs) {
  if (!existsSync(join(root, dir, 'tsconfig.json'))) continue;
  const result = spawnSync(tsc, ['-p', 'tsconfig.json', '--noEmit'], { cwd: join(root, dir), encoding: 'utf8' });
  const ok = result.status === 0;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${dir}`);
  if (!ok) console.log((result.stdout + result.stderr).replace(/^/gm, `  ${dir} | `));
}
process.exit(failed ? 1 : 0);
