// docker-compose.yml and the Dockerfiles, checked without a Docker engine: Debian's `docker-compose config`
// validates and resolves the file; the rest checks that what it names exists in the repository and that
// each image carries every workspace package its service needs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..', '..');
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
if (!hasCompose)
  console.warn('compose.spec: docker-compose is not installed (apt-get install docker-compose); skipping the docker-compose config checks');
const describeCompose = hasCompose ? describe : describe.skip;

const SECRETS = {
  INTERNAL_TOKEN: 'test-internal-token-0123456789',
  GATEWAY_TOKEN: 'test-gateway-token-0123456789',
  POSTGRES_PASSWORD: 'test-password',
};

function composeConfig(env: Record<string, string>) {
  return spawnSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), 'config'], {
    cwd: root,
    encoding: 'utf8',
    // Only what the file needs: nothing from the caller's environment may satisfy a required secret.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
  });
}

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: unknown[];
  container_name?: string;
  environment?: Record<string, string>;
}

/** A workspace's @blindspot dependencies, followed through the packages they depend on. */
function workspaceDependencies(dir: string, seen = new Set<string>()): Set<string> {
  const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (!name.startsWith('@blindspot/')) continue;
    const folder = `packages/${name.slice('@blindspot/'.length)}`;
    if (seen.has(folder)) continue;
    seen.add(folder);
    workspaceDependencies(folder, seen);
  }
  return seen;
}

describeCompose('docker-compose.yml', () => {
  let services: Record<string, ComposeService>;

  beforeAll(() => {
    const result = composeConfig(SECRETS);
    if (result.status !== 0) throw new Error(`docker-compose config failed:\n${result.stderr}`);
    services = parse(result.stdout).services;
  });

  it('is valid and names PostgreSQL, the four services and the gateway', () => {
    expect(Object.keys(services).sort()).toEqual(['auth', 'billing', 'deals', 'gateway', 'postgres', 'roleplay']);
    expect(services.postgres.image).toMatch(/^postgres:16/);
  });

  it('builds every service from a Dockerfile and a context that exist in the repository', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.image) continue;
      expect(service.build).toBeDefined();
      const context = service.build!.context;
      expect(path.relative(root, context)).toBe('');
      expect(existsSync(path.join(context, service.build!.dockerfile))).toBe(true);
      const workspace = path.dirname(service.build!.dockerfile);
      expect(existsSync(path.join(root, workspace, 'package.json'))).toBe(true);
      expect(`${name}:${workspace}`).toBe(`${name}:${name === 'gateway' ? 'gateway' : `services/${name}`}`);
    }
  });

  it('lets roleplay scale: no fixed name or host port, reached by its service name', () => {
    expect(services.roleplay.container_name).toBeUndefined();
    expect(services.roleplay.ports).toBeUndefined();
    expect(services.gateway.environment!.ROLEPLAY_URL).toBe('http://roleplay:3003');
  });

  it('gives each service its own database, and the init script creates them all', () => {
    const init = readFileSync(path.join(root, 'deploy', 'postgres-init', '01-databases.sql'), 'utf8');
    for (const name of ['auth', 'deals', 'roleplay', 'billing']) {
      expect(services[name].environment!.DATABASE_URL).toBe(`postgres://blindspot:test-password@postgres:5432/${name}`);
      expect(init).toContain(`CREATE DATABASE ${name};`);
      expect(services[name].environment!.HOST).toBe('0.0.0.0');
      expect(services[name].environment!.INTERNAL_TOKEN).toBe(SECRETS.INTERNAL_TOKEN);
      expect(services[name].environment!.GATEWAY_TOKEN).toBe(SECRETS.GATEWAY_TOKEN);
    }
    // The services believe the client address the gateway passes on only with this token.
    expect(services.gateway.environment!.GATEWAY_TOKEN).toBe(SECRETS.GATEWAY_TOKEN);
  });

  it('has no built-in secrets: without them, config refuses to resolve', () => {
    const result = composeConfig({});
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/INTERNAL_TOKEN|GATEWAY_TOKEN|POSTGRES_PASSWORD/);
  });
});

describe('Dockerfiles', () => {
  it.each(['auth', 'deals', 'roleplay', 'billing'])(
    'services/%s/Dockerfile builds and ships every workspace package the service uses',
    (name) => {
      const dockerfile = readFileSync(path.join(root, 'services', name, 'Dockerfile'), 'utf8');
      const needed = [...workspaceDependencies(`services/${name}`)].sort();
      const built = /--only ([^\s]+)/.exec(dockerfile)![1].split(',');
      const shipped = /for dir in ([^;]+);/.exec(dockerfile)![1].trim().split(/\s+/);
      expect(built.filter((d) => d.startsWith('packages/')).sort()).toEqual(needed);
      expect(shipped.filter((d) => d.startsWith('packages/')).sort()).toEqual(needed);
      expect(built).toContain(`services/${name}`);
      expect(dockerfile).toContain(`CMD ["node", "services/${name}/dist/main.js"]`);
      for (const dir of shipped) expect(existsSync(path.join(root, dir, 'package.json'))).toBe(true);
    },
  );

  it('gateway/Dockerfile builds the gateway, the workspace packages it uses and every front end it serves', () => {
    const dockerfile = readFileSync(path.join(root, 'gateway', 'Dockerfile'), 'utf8');
    const built = /--only ([^\s]+)/.exec(dockerfile)![1].split(',');
    const needed = [...workspaceDependencies('gateway')].sort();
    expect(built.filter((d) => !d.startsWith('packages/')).sort()).toEqual([
      'gateway',
      'mfe-account',
      'mfe-deals',
      'mfe-roleplay',
      'shell',
    ]);
    // The front ends are built in the image, so their build tooling (mf-config's rspack configs) is built too; only what the gateway runs is shipped.
    expect(built.filter((d) => d.startsWith('packages/')).sort()).toEqual([...needed, 'packages/mf-config'].sort());
    for (const dir of needed) expect(dockerfile).toContain(`cp -r ${dir}/package.json ${dir}/dist /out/${dir}/`);
    for (const dir of built) expect(existsSync(path.join(root, dir, 'package.json'))).toBe(true);
    expect(dockerfile).toContain('WEB_ROOT=/app/web');
  });

  it('keeps secrets, dependencies and build output out of the build context', () => {
    const ignore = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.data', '.env', '.git']) expect(ignore).toContain(entry);
  });
});
