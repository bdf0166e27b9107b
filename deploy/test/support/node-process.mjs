// The built services and gateway run as they do in production (`node dist/main.js`, configured by their
// environment), for the deployment's tests that need real processes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

/**
 * `node <script>` (from the repository root) with only `env`; its stdout lines go to `lines`. Resolves with
 * the child once `health` answers 200; `output()` is everything it printed so far.
 */
export async function startNode(script, env, health, lines = []) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffer = '';
  let output = '';
  child.output = () => output;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      output += chunk;
      if (stream !== child.stdout) return;
      buffer += chunk;
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        lines.push(buffer.slice(0, i));
        buffer = buffer.slice(i + 1);
      }
    });
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer ${health}:\n${output}`);
    }
    try {
      if ((await fetch(health)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends `signal` (SIGTERM: the service drains first, as a pod told to stop does) and waits for the exit. */
export async function stopNode(child, signal = 'SIGINT') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
