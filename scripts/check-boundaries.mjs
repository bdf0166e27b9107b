#!/usr/bin/env node
// The house's layer rules, checked rather than remembered: a deployable (shell, a remote, a service,
// the gateway) imports only its own files, the shared `packages/*` and npm dependencies — never another
// deployable's files; shared packages import no deployable. Only `e2e/` and `scripts/`, which start the
// whole product, may reach everywhere. The shell reaches the remotes at run time, never by import.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const DEPLOYABLES = ['shell', 'mfe-deals', 'mfe-roleplay', 'mfe-account', 'gateway', ...subdirs('services').map((d) => `services/${d}`)];
const SHARED = subdirs('packages').map((d) => `packages/${d}`);
const SOURCE = /\.(?:ts|tsx|mjs|js|cjs)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

function subdirs(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'coverage', 'artifacts'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

/** The area (deployable or shared package) a path lies in, or null. */
function areaOf(path) {
  const rel = relative(root, path).split(sep).join('/');
  return [...DEPLOYABLES, ...SHARED].find((area) => rel === area || rel.startsWith(`${area}/`)) ?? null;
}

// Workspace package names of the deployables, so a bare `@blindspot/deals-service` import is caught too.
const packageNames = new Map();
for (const area of [...DEPLOYABLES, ...SHARED]) {
  const file = join(root, area, 'package.json');
  if (existsSync(file)) packageNames.set(JSON.parse(readFileSync(file, 'utf8')).name, area);
}

const problems = [];
for (const area of [...DEPLOYABLES, ...SHARED]) {
  if (!existsSync(join(root, area)) || !statSync(join(root, area)).isDirectory()) continue;
  for (const file of sourceFiles(join(root, area))) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      let target = null;
      if (specifier.startsWith('.')) target = areaOf(resolve(dirname(file), specifier)) ?? 'outside any area';
      else {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
        target = packageNames.get(name) ?? null;
      }
      if (!target || target === area) continue;
      const allowed = SHARED.includes(target) && !(SHARED.includes(area) && DEPLOYABLES.includes(target));
      // A relative path into a shared package skips its public entry: use the package name.
      const viaName = !specifier.startsWith('.');
      // The root's shared build settings (jest.base.mjs, tsconfig) are outside every area on purpose.
      const rootConfig = target === 'outside any area' && /(?:^|\/)(?:jest\.base\.mjs|jest\.style-stub\.cjs)$/.test(specifier);
      if (rootConfig) continue;
      if (!allowed || !viaName) problems.push(`${relative(root, file)} imports '${specifier}' (${target})`);
    }
  }
}

if (problems.length) {
  console.log(`Imports that cross an area's boundary (${problems.length}):`);
  for (const p of problems) console.log(`  ${p}`);
  console.log('\nAreas talk over HTTP; shared code belongs in packages/ and is imported by its package name.');
  process.exit(1);
}
console.log(`boundaries ok: ${DEPLOYABLES.length} deployables and ${SHARED.length} shared packages import nothing of another area`);
