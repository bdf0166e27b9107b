#!/usr/bin/env node
// `npm test`: dependency, type, format and lint checks, every workspace's tests (unit and HTTP), then the browser tests; one summary at the end.
// A workspace whose tests all pass but that ran none fails: a test script that finds no tests is broken.
//   --unit   skip the browser tests (e2e)
//   --only <name,...>   run only these workspaces (names as in package.json, or folder names)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const unitOnly = args.includes('--unit');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;

function workspaces() {
  const { workspaces: patterns } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const found = [];
  for (const pattern of patterns) {
    const dirs = pattern.endsWith('/*') ? readdir(join(root, pattern.slice(0, -2))).map((d) => join(pattern.slice(0, -2), d)) : [pattern];
    for (const dir of dirs) {
      const file = join(root, dir, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.scripts?.test) found.push({ dir, name: pkg.name });
    }
  }
  return found;
}

function readdir(path) {
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

function run({ dir, name, command = ['npm', 'test', '--silent'], countsTests = true }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command[0], command.slice(1), { cwd: join(root, dir), env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      // jest prints "Tests: 1 failed, 2 skipped, 20 passed, 23 total"; node:test prints "# pass 3", "# fail 0", "# skipped 0".
      for (const match of output.matchAll(/Tests:\s+(.*) total/g)) {
        counts.passed += Number(/(\d+) passed/.exec(match[1])?.[1] ?? 0);
        counts.failed += Number(/(\d+) failed/.exec(match[1])?.[1] ?? 0);
        counts.skipped += Number(/(\d+) (?:skipped|todo)/.exec(match[1])?.[1] ?? 0);
      }
      for (const match of output.matchAll(/^# (pass|fail|skipped|todo) (\d+)$/gm)) {
        counts[{ pass: 'passed', fail: 'failed', skipped: 'skipped', todo: 'skipped' }[match[1]]] += Number(match[2]);
      }
      if (code === 0 && countsTests && counts.passed + counts.failed === 0) {
        code = 1;
        output += `\n${name} ran no tests: its test script exited 0 without running one (a missing or misnamed test file?).\n`;
      }
      resolve({ dir, name, code, output, counts, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const all = workspaces().filter((w) => (!unitOnly || w.dir !== 'e2e') && (!only || only.includes(w.name) || only.includes(w.dir)));
// Browser tests start their own stack: run them alone, after the rest.
const browser = all.filter((w) => w.dir === 'e2e');
const queue = all.filter((w) => w.dir !== 'e2e');
// Types, formatting and lint, and the import rules (layers, boundaries, declared dependencies) are part of
// the suite: breaking any fails `npm test`. The rules' own tests run beside them.
if (!only) {
  queue.unshift(
    { dir: '.', name: 'dependency rules', command: ['node', 'scripts/check-dependencies.mjs'], countsTests: false },
    // Files, not the folder: Node 22's --test takes files and globs only.
    {
      dir: '.',
      name: 'dependency rules (self-test)',
      command: [
        'node',
        '--test',
        ...readdirSync(join(root, 'scripts', 'test'))
          .filter((f) => f.endsWith('.test.mjs'))
          .map((f) => `scripts/test/${f}`),
      ],
    },
    { dir: '.', name: 'typecheck (every workspace)', command: ['node', 'scripts/typecheck.mjs'], countsTests: false },
    // Formatting, lint and import order (docs/lint-and-format.md): `npm run format` fixes most of it.
    {
      dir: '.',
      name: 'format and lint (biome)',
      command: [join(root, 'node_modules', '.bin', 'biome'), 'ci', '--colors=off', '--error-on-warnings', '.'],
      countsTests: false,
    },
  );
}
// Which Node ran the suite: CI runs it on more than one.
console.log(`Node ${process.version}`);
const results = [];
const parallel = Math.max(1, Math.min(2, cpus().length));

async function worker() {
  while (queue.length) {
    const result = await run(queue.shift());
    report(result);
  }
}

function report(result) {
  results.push(result);
  const status = result.code === 0 ? 'ok  ' : 'FAIL';
  const skipped = result.counts.skipped ? ` ${result.counts.skipped} skipped` : '';
  const passed = String(result.counts.passed).padStart(4);
  const failed = String(result.counts.failed).padStart(3);
  console.log(`${status} ${result.name.padEnd(32)} ${passed} passed ${failed} failed  ${result.seconds.toFixed(1)}s${skipped}`);
  if (result.code !== 0 || process.env.TEST_VERBOSE) console.log(result.output.replace(/^/gm, `  ${result.dir} | `));
}

await Promise.all(Array.from({ length: parallel }, worker));
for (const w of browser) report(await run(w));

const passed = results.reduce((n, r) => n + r.counts.passed, 0);
const failed = results.reduce((n, r) => n + r.counts.failed, 0);
const skipped = results.reduce((n, r) => n + r.counts.skipped, 0);
const broken = results.filter((r) => r.code !== 0);
console.log(`\n${results.length} suites, ${broken.length} failing${broken.length ? `: ${broken.map((r) => r.name).join(', ')}` : ''}`);
// A skipped test is named with its reason in its suite's output (TEST_VERBOSE=1 prints every suite's).
if (skipped)
  console.log(
    `skipped tests in: ${results
      .filter((r) => r.counts.skipped)
      .map((r) => `${r.name} (${r.counts.skipped})`)
      .join(', ')}`,
  );
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken.length ? 1 : 0);
