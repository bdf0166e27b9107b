// Builds the workspaces that have a build script: libraries, services and the gateway with swc, then the
// shell and the remotes with rspack. With `ifNeeded`, a workspace is rebuilt only when its dist folder is
// missing or one of its files (or, for front ends, a shared package they compile from source) is newer
// than its last build.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listWorkspaces, root } from './workspaces.mjs';

const STAMP = '.build-stamp';
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'artifacts']);

/** Newest modification time of the files under `dir` (folders named in SKIP_DIRS and dot-folders left out). */
function newestMtime(dir) {
  let newest = 0;
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(join(path, entry.name));
      } else {
        newest = Math.max(newest, statSync(join(path, entry.name)).mtimeMs);
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return newest;
}

function kindOf(workspace) {
  const script = workspace.scripts.build ?? '';
  if (/\brspack\b/.test(script)) return 'rspack';
  if (/\bswc\b/.test(script)) return 'swc';
  return 'other';
}

/** A front end is buildable once its sources and its rspack config exist (they arrive with their issues). */
function isReady(workspace, kind) {
  if (!existsSync(join(workspace.path, 'src'))) return false;
  if (kind === 'rspack') return readdirSync(workspace.path).some((f) => /^rspack\.config\.[cm]?[jt]s$/.test(f));
  return true;
}

function isUpToDate(workspace, kind) {
  const stamp = join(workspace.path, 'dist', STAMP);
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  let newest = Math.max(newestMtime(workspace.path), statSync(join(root, '.swcrc')).mtimeMs);
  // Front ends compile the shared packages from source, so a change there needs a rebuild too.
  if (kind === 'rspack') newest = Math.max(newest, newestMtime(join(root, 'packages')));
  return newest <= built;
}

function run(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent'], {
      cwd: workspace.path,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', NODE_ENV: process.env.NODE_ENV ?? 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

/**
 * @param {{ ifNeeded?: boolean, log?: (line: string) => void, only?: string[] }} [options]
 * @returns {Promise<{ built: string[], skipped: string[], failed: string[] }>}
 */
export async function build({ ifNeeded = false, log = console.log, only } = {}) {
  const started = Date.now();
  const result = { built: [], skipped: [], failed: [] };
  const plan = { swc: [], other: [], rspack: [] };
  for (const workspace of listWorkspaces()) {
    if (!workspace.scripts.build) continue;
    if (only && !only.includes(workspace.name) && !only.includes(workspace.dir)) continue;
    const kind = kindOf(workspace);
    if (!isReady(workspace, kind)) {
      log(`  skip   ${workspace.dir.padEnd(22)} (no sources yet)`);
      result.skipped.push(workspace.dir);
      continue;
    }
    if (ifNeeded && isUpToDate(workspace, kind)) {
      result.skipped.push(workspace.dir);
      continue;
    }
    plan[kind].push(workspace);
  }

  const buildOne = async (workspace, kind) => {
    const t0 = Date.now();
    // swc writes file by file: start from an empty folder so a deleted source (a migration!) leaves nothing behind.
    if (kind === 'swc') rmSync(join(workspace.path, 'dist'), { recursive: true, force: true });
    const { code, output } = await run(workspace);
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    if (code === 0) {
      mkdirSync(join(workspace.path, 'dist'), { recursive: true });
      writeFileSync(join(workspace.path, 'dist', STAMP), `${new Date().toISOString()}\n`);
      log(`  built  ${workspace.dir.padEnd(22)} ${kind.padEnd(6)} ${seconds}s`);
      result.built.push(workspace.dir);
    } else {
      // The error, not every frame of its stack.
      const lines = output
        .trimEnd()
        .split('\n')
        .filter((line) => !/^\s+at /.test(line))
        .slice(-40);
      log(
        `  FAILED ${workspace.dir.padEnd(22)} ${kind.padEnd(6)} ${seconds}s\n${lines.map((l) => `    ${workspace.dir} | ${l}`).join('\n')}`,
      );
      result.failed.push(workspace.dir);
    }
  };

  // swc builds are independent of each other (types are not checked): two at a time.
  const queue = [...plan.swc, ...plan.other];
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length) {
        const workspace = queue.shift();
        await buildOne(workspace, kindOf(workspace));
      }
    }),
  );
  // rspack uses every core by itself: one at a time.
  for (const workspace of plan.rspack) await buildOne(workspace, 'rspack');

  const total = ((Date.now() - started) / 1000).toFixed(1);
  if (result.built.length || result.failed.length || !ifNeeded) {
    log(
      `build: ${result.built.length} built, ${result.skipped.length} skipped${result.failed.length ? `, ${result.failed.length} FAILED` : ''} in ${total}s`,
    );
  } else {
    log(`build: everything up to date (${total}s)`);
  }
  return result;
}

/** The shared libraries that the built services and the gateway run on (`node dist/main.js`). */
export const SERVER_LIBRARIES = [
  'packages/contracts',
  'packages/methodologies',
  'packages/coach',
  'packages/telemetry',
  'packages/service-kit',
];

/**
 * Builds, where stale, the server libraries and the given services and gateway, to run them as production
 * does; returns the workspaces that failed to build.
 */
export async function buildServers(deployables, { log = console.log } = {}) {
  const { failed } = await build({ ifNeeded: true, only: [...SERVER_LIBRARIES, ...deployables], log });
  return failed;
}
