// The dependency rules catch what they promise: each case below adds one violation to a small clean
// workspace (written to a temporary folder) and expects the check to name the file and the import.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { checkDependencies } from '../check-dependencies.mjs';

const script = join(import.meta.dirname, '..', 'check-dependencies.mjs');
const roots = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const PACKAGES = {
  'packages/contracts': [],
  'packages/methodologies': ['@blindspot/contracts'],
  'packages/coach': ['@blindspot/contracts', '@blindspot/methodologies'],
  'packages/service-kit': ['@blindspot/contracts'],
  'packages/ui': [],
  'packages/web-core': ['@blindspot/contracts'],
  'mfe-deals': ['@blindspot/ui', '@blindspot/web-core'],
  shell: ['@blindspot/ui'],
  'services/deals': ['@blindspot/coach', '@blindspot/service-kit'],
};

function write(root, file, text) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** A clean workspace: every package imports exactly what it declares. `change` adds the violation. */
function fixture(change = {}) {
  const root = mkdtempSync(join(tmpdir(), 'blindspot-deps-'));
  roots.push(root);
  const json = (value) => JSON.stringify(value, null, 2);
  write(
    root,
    'package.json',
    json({ name: 'fixture', private: true, type: 'module', workspaces: ['packages/*', 'services/*', 'shell', 'mfe-deals'] }),
  );
  write(root, 'node_modules/left-pad/package.json', json({ name: 'left-pad', version: '1.0.0', main: 'index.js' }));
  write(root, 'node_modules/left-pad/index.js', 'module.exports = (s) => s;\n');
  for (const [dir, deps] of Object.entries(PACKAGES)) {
    const name = dir.startsWith('packages/') ? `@blindspot/${dir.slice('packages/'.length)}` : `@blindspot/${dir.replace('/', '-')}`;
    const manifest = {
      name,
      version: '0.1.0',
      type: 'module',
      exports: { '.': { source: './src/index.ts', default: './dist/index.js' } },
      dependencies: Object.fromEntries(deps.map((d) => [d, '0.1.0'])),
      ...change.manifests?.[dir],
    };
    write(root, `${dir}/package.json`, json(manifest));
    const imports = deps.map((d, i) => `import * as dep${i} from '${d}';\nexport { dep${i} };\n`).join('');
    write(root, `${dir}/src/index.ts`, `${imports}export const name = '${name}';\n`);
    mkdirSync(join(root, 'node_modules', '@blindspot'), { recursive: true });
    symlinkSync(join(root, dir), join(root, 'node_modules', name), 'dir');
  }
  for (const [file, text] of Object.entries(change.files ?? {})) write(root, file, text);
  return root;
}

async function problemsOf(change) {
  return (await checkDependencies(fixture(change))).problems;
}

function assertNamed(problems, rule, file, specifier) {
  const found = problems.find((p) => p.rule === rule && p.file === file && p.specifier === specifier);
  assert.ok(found, `expected ${rule} for ${file} -> ${specifier}; got:\n${problems.map((p) => `${p.rule}: ${p.message}`).join('\n')}`);
  assert.match(found.message, new RegExp(file.replace(/[.]/g, '\\.')));
}

describe('dependency rules', () => {
  test('a clean workspace passes', async () => {
    assert.deepEqual(await problemsOf(), []);
  });

  test('packages/ui importing @blindspot/service-kit fails: server code in the design system', async () => {
    const problems = await problemsOf({
      files: { 'packages/ui/src/bad.ts': "import { name } from '@blindspot/service-kit';\nexport const n = name;\n" },
      manifests: { 'packages/ui': { dependencies: { '@blindspot/service-kit': '0.1.0' } } },
    });
    assertNamed(problems, 'browser-imports-server-code', 'packages/ui/src/bad.ts', '@blindspot/service-kit');
    assertNamed(problems, 'layer-browser-packages', 'packages/ui/src/bad.ts', '@blindspot/service-kit');
  });

  test('a type-only import of a server package in browser code fails too', async () => {
    const problems = await problemsOf({
      files: { 'packages/ui/src/bad.ts': "import type { name } from '@blindspot/service-kit';\nexport type N = typeof name;\n" },
      manifests: { 'packages/ui': { dependencies: { '@blindspot/service-kit': '0.1.0' } } },
    });
    assertNamed(problems, 'browser-imports-server-code', 'packages/ui/src/bad.ts', '@blindspot/service-kit');
  });

  test('mfe-deals importing @blindspot/coach fails, and so does not declaring it', async () => {
    const problems = await problemsOf({ files: { 'mfe-deals/src/bad.ts': "export { name } from '@blindspot/coach';\n" } });
    assertNamed(problems, 'browser-imports-server-code', 'mfe-deals/src/bad.ts', '@blindspot/coach');
    assertNamed(problems, 'undeclared-dependency', 'mfe-deals/src/bad.ts', '@blindspot/coach');
  });

  test('a dynamic import written as a template string does not slip through', async () => {
    const plain = await problemsOf({ files: { 'mfe-deals/src/bad.ts': 'export const load = () => import(`@blindspot/coach`);\n' } });
    assertNamed(plain, 'browser-imports-server-code', 'mfe-deals/src/bad.ts', '@blindspot/coach');
    const computed = await problemsOf({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a source file's text, with its template literal
      files: { 'mfe-deals/src/bad.ts': "const which = 'coach';\nexport const load = () => import(`@blindspot/${which}`);\n" },
    });
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the import as the report quotes it
    assertNamed(computed, 'computed-import', 'mfe-deals/src/bad.ts', '`@blindspot/${which}`');
  });

  test('an import cycle fails, naming the modules in it', async () => {
    const problems = await problemsOf({
      files: {
        'packages/contracts/src/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
        'packages/contracts/src/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
      },
    });
    const cycle = problems.find((p) => p.rule === 'no-cycles');
    assert.ok(cycle, problems.map((p) => p.message).join('\n'));
    assert.match(cycle.message, /packages\/contracts\/src\/a\.ts/);
    assert.match(cycle.message, /packages\/contracts\/src\/b\.ts/);
  });

  test('an npm package the workspace does not declare fails', async () => {
    const problems = await problemsOf({ files: { 'shell/src/bad.ts': "import pad from 'left-pad';\nexport const p = pad;\n" } });
    assertNamed(problems, 'undeclared-dependency', 'shell/src/bad.ts', 'left-pad');
  });

  test('a declared dependency that nothing uses fails', async () => {
    const problems = await problemsOf({ manifests: { 'packages/contracts': { dependencies: { 'left-pad': '^1.0.0' } } } });
    assertNamed(problems, 'unused-dependency', 'packages/contracts/package.json', 'left-pad');
  });

  test('a lower layer importing a higher one fails', async () => {
    const problems = await problemsOf({
      files: { 'packages/contracts/src/bad.ts': "export { name } from '@blindspot/methodologies';\n" },
      manifests: { 'packages/contracts': { dependencies: { '@blindspot/methodologies': '0.1.0' } } },
    });
    assertNamed(problems, 'layer-contracts', 'packages/contracts/src/bad.ts', '@blindspot/methodologies');
  });

  test("a deployable importing another deployable's files fails", async () => {
    const problems = await problemsOf({ files: { 'mfe-deals/src/bad.ts': "export { name } from '../../shell/src/index.js';\n" } });
    assertNamed(problems, 'deployable-imports-another-deployable', 'mfe-deals/src/bad.ts', '../../shell/src/index.js');
  });

  test('the command exits 1 and prints the offending import', () => {
    const root = fixture({ files: { 'mfe-deals/src/bad.ts': "export { name } from '@blindspot/coach';\n" } });
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /browser-imports-server-code: mfe-deals\/src\/bad\.ts imports '@blindspot\/coach'/);
  });
});
