// Child processes of the local stack: spawning with line-by-line output, stopping (SIGTERM, then SIGKILL),
// and a pid file so processes left behind by a killed run are stopped on the next start.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Spawns `node <script>`; each output line goes to `onLine(line, stream)` and the last lines are kept
 * for error reports.
 */
export function spawnNode({ name, script, cwd, env, onLine = () => {}, keep = 80 }) {
  const child = spawn(process.execPath, [script], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches only the parent, which stops the
    // children in order (gateway first, PostgreSQL last).
    detached: true,
  });
  const recent = [];
  for (const stream of ['stdout', 'stderr']) {
    let buffer = '';
    child[stream].setEncoding('utf8');
    child[stream].on('data', (chunk) => {
      buffer += chunk;
      for (let newline = buffer.indexOf('\n'); newline >= 0; newline = buffer.indexOf('\n')) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        recent.push(line);
        if (recent.length > keep) recent.shift();
        onLine(line, stream);
      }
    });
    child[stream].on('end', () => {
      if (buffer) {
        recent.push(buffer);
        onLine(buffer, stream);
      }
    });
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ name, code, signal })));
  return { name, child, script, recent, exited };
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGINT, then SIGKILL if it is still running after `timeoutMs`. Resolves once it has exited. SIGINT, not
 * SIGTERM: the whole stack stops together, so a service need not drain its connections (it does on SIGTERM).
 */
export async function stopProcess(handle, timeoutMs = 5000) {
  const { child } = handle;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await handle.exited;
  clearTimeout(timer);
}

/** Remembers which processes this stack started (pid and script), for `killStale`. */
export function writePidFile(file, handles) {
  writeFileSync(
    file,
    JSON.stringify(
      handles.map((h) => ({ name: h.name, pid: h.child.pid, script: h.script })),
      null,
      2,
    ),
  );
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/**
 * Stops processes a previous run left behind (its parent was killed with SIGKILL), but only those whose
 * command line still names the same script, so a recycled pid is never touched.
 * @returns {Promise<string[]>} the names of the processes stopped
 */
export async function killStale(file) {
  if (!existsSync(file)) return [];
  let entries = [];
  try {
    entries = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    /* unreadable: nothing to do */
  }
  const stopped = [];
  for (const { name, pid, script } of entries) {
    if (!pid || !isAlive(pid) || !commandLine(pid).includes(script)) continue;
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    stopped.push(name);
  }
  rmSync(file, { force: true });
  return stopped;
}

/** Polls `url` until it answers 2xx; fails early if the process exits first. */
export async function waitForHealth(url, handle, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  void handle.exited.then((e) => (exited = e));
  while (Date.now() < deadline) {
    if (exited) {
      const how = exited.signal ? `signal ${exited.signal}` : `code ${exited.code}`;
      throw Object.assign(new Error(`${handle.name} exited (${how}) before it was ready`), { handle });
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw Object.assign(new Error(`${handle.name} did not become healthy at ${url} within ${timeoutMs / 1000}s`), { handle });
}
