#!/usr/bin/env node
// `npm test` step "dependency rules": the import rules of .dependency-cruiser.cjs (layers, browser vs
// server code, deployables, cycles, undeclared npm packages), checked by dependency-cruiser, and three
// checks it has no rule for, made from its result:
//   - a workspace package (@blindspot/...) imported but not declared by the importing workspace;
//   - a declared dependency that nothing imports, runs or needs;
//   - an import() or require() whose argument is computed (a template string with ${...}, a variable):
//     no tool can see what it loads, so each one is listed below with the reason it is allowed.
// Usage: node scripts/check-dependencies.mjs [root]   (prints every problem, exits 1 if any)
// docs/dependencies-and-layers.md explains the layers and how to read a failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import swc from '@swc/core';
import { cruise } from 'dependency-cruiser';
import config from '../.dependency-cruiser.cjs';

/** Computed imports that are allowed, by file and argument: each loads something no import names. */
export const COMPUTED_IMPORTS = [
  {
    file: 'gateway/bench/proxy-overhead.mjs',
    argument: "join(root, 'scripts', 'lib', 'build.mjs')",
    why: 'the benchmark starts the whole stack with the root scripts, as e2e/ does',
  },
  {
    file: 'gateway/bench/proxy-overhead.mjs',
    argument: "join(root, 'scripts', 'lib', 'stack.mjs')",
    why: 'the benchmark starts the whole stack with the root scripts, as e2e/ does',
  },
  {
    file: 'packages/coach/tools/cross-validate.mjs',
    argument: "new URL('deal/coverage.js', dist)",
    why: 'cross-validation runs on a build named by COACH_DIST (by default dist/), to compare two builds side by side',
  },
  {
    file: 'packages/coach/tools/cross-validate.mjs',
    argument: "new URL('deal/evidence-model.js', dist)",
    why: 'cross-validation runs on a build named by COACH_DIST (by default dist/), to compare two builds side by side',
  },
  {
    file: 'packages/coach/tools/cross-validate.mjs',
    argument: "new URL('deal/notes.js', dist)",
    why: 'cross-validation runs on a build named by COACH_DIST (by default dist/), to compare two builds side by side',
  },
  {
    file: 'packages/coach/bench/quality.mjs',
    argument: "process.env.COACH_DIST ?? '../dist/index.js'",
    why: "the quality benchmark runs on a build named by COACH_DIST, by default the package's own dist/",
  },
  {
    file: 'packages/coach/bench/roleplay-questions.mjs',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of an import, matched as written
    argument: "new URL(`file://${process.env.OLD_COACH_DIST.replace(/\\/$/, '')}/roleplay/classify.js`).href",
    why: 'the question bench also measures an older build of the reader when OLD_COACH_DIST names one',
  },
  {
    file: 'packages/mf-config/src/prerender.ts',
    argument: 'bundle',
    why: "the shell's prerender build is run once emitted, from the file that build wrote",
  },
  {
    file: 'e2e/support/build-remote-release.mjs',
    argument: "pathToFileURL(join(copy, 'rspack.config.mjs')).href",
    why: "the deploy test builds a copy of a remote with that copy's own config",
  },
];

/**
 * Declared packages that no file imports but that are used all the same. A package also counts as used
 * when a workspace script runs its command, when a tsconfig names it in `types`, when it is `@types/x`
 * for an imported `x`, or when it is a peer dependency of a used package (npm needs it declared).
 */
const USED_WITHOUT_IMPORT = [
  { name: '@nestjs/platform-express', where: /^services\//, why: 'NestFactory loads the HTTP adapter by name' },
  { name: 'tailwindcss', where: /^(shell|mfe-[^/]+|packages\/mf-config)$/, why: 'stylesheets @import it; CSS is not cruised' },
  { name: '@rspack/dev-server', where: /^packages\/mf-config$/, why: "`rspack serve` (the apps' dev servers, configured here) loads it" },
  { name: 'jest-environment-jsdom', where: /^\.$/, why: "jest loads it by name (testEnvironment: 'jsdom' in jest.base.mjs)" },
  { name: '@swc/jest', where: /^\.$/, why: 'jest loads the transform by name (jest.base.mjs)' },
  { name: '@swc/core', where: /^\.$/, why: '@swc/jest and @swc/cli compile with it; dependency-cruiser parses with it' },
];

// Which files' imports count for the root package: all of them, since its devDependencies are the
// tooling every workspace's tests and builds run on (jest, swc, TypeScript, dependency-cruiser).
const ROOT = '.';

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Workspace folders (relative, forward slashes) from the root package.json, the root itself first. */
export function workspacesOf(root) {
  const { workspaces = [] } = readJson(join(root, 'package.json'));
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    if (!existsSync(join(root, parent))) return [];
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `${parent}/${d.name}`);
  });
  return [ROOT, ...dirs.filter((dir) => existsSync(join(root, dir, 'package.json'))).sort()];
}

const packageOf = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
const isBare = (specifier) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:');
const declaredIn = (manifest) => ({
  ...manifest.optionalDependencies,
  ...manifest.peerDependencies,
  ...manifest.devDependencies,
  ...manifest.dependencies,
});

/** The files and folders dependency-cruiser reads: every workspace, the root scripts and root config files. */
function sourcesOf(root, workspaces) {
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isFile() && /\.(?:mjs|cjs|js|ts)$/.test(d.name))
    .map((d) => d.name);
  return [...workspaces.filter((w) => w !== ROOT), ...(existsSync(join(root, 'scripts')) ? ['scripts'] : []), ...rootFiles];
}

export async function checkDependencies(root) {
  root = resolve(root);
  const { forbidden, options } = config.rulesFor(root);
  const workspaces = workspacesOf(root);
  const manifests = new Map(workspaces.map((w) => [w, readJson(join(root, w, 'package.json'))]));
  const ownerOf = (file) => workspaces.filter((w) => w === ROOT || file.startsWith(`${w}/`)).sort((a, b) => b.length - a.length)[0];

  const { output } = await cruise(sourcesOf(root, workspaces), {
    ...options,
    baseDir: root,
    ruleSet: { forbidden },
    validate: true,
    outputType: 'json',
  });
  const result = typeof output === 'string' ? JSON.parse(output) : output;
  const modules = result.modules.filter((m) => !/(^|\/)node_modules\//.test(m.source) && !m.coreModule && !m.couldNotResolve);
  const bySource = new Map(result.modules.map((m) => [m.source, m]));
  const problems = [];

  // 1. dependency-cruiser's own verdicts, each with the import as written.
  const comments = new Map(forbidden.map((rule) => [rule.name, rule.comment]));
  for (const v of result.summary.violations) {
    const dependency = bySource.get(v.from)?.dependencies.find((d) => d.resolved === v.to);
    const specifier = dependency?.module ?? v.to;
    const target = specifier === v.to ? '' : ` (${v.to})`;
    const cycle = v.cycle?.length ? `; the cycle: ${[v.from, ...v.cycle.map((c) => c.name ?? c)].join(' → ')}` : '';
    problems.push({
      rule: v.rule.name,
      file: v.from,
      specifier,
      message: `${v.from} imports '${specifier}'${target}${cycle}\n    ${comments.get(v.rule.name)}`,
    });
  }

  // 2. Workspace packages resolve to files in the repository, so dependency-cruiser cannot tell whether
  //    the importing workspace declares them: check here. The root's scripts reach everything.
  const workspaceDirs = workspaces.filter((w) => w !== ROOT);
  for (const m of modules) {
    const owner = ownerOf(m.source);
    if (owner === ROOT) continue;
    const declared = declaredIn(manifests.get(owner));
    for (const d of m.dependencies) {
      if (!isBare(d.module) || d.coreModule || d.couldNotResolve) continue;
      const target = workspaceDirs.find((w) => d.resolved.startsWith(`${w}/`));
      if (!target || target === owner) continue;
      const name = packageOf(d.module);
      if (!(name in declared)) {
        problems.push({
          rule: 'undeclared-dependency',
          file: m.source,
          specifier: d.module,
          message: `${m.source} imports '${d.module}' (${target}) but ${owner}/package.json does not declare '${name}'`,
        });
      }
    }
  }

  // 3. Declared but unused.
  problems.push(...unusedDependencies(root, workspaces, manifests, modules, ownerOf));

  // 4. Imports whose argument is computed.
  for (const m of modules) problems.push(...computedImports(root, m.source));

  return { problems, modules: modules.length, dependencies: result.summary.totalDependenciesCruised, workspaces: workspaces.length };
}

function packageManifest(root, workspace, name) {
  for (const dir of [join(root, workspace, 'node_modules', name), join(root, 'node_modules', name)]) {
    if (existsSync(join(dir, 'package.json'))) return readJson(join(dir, 'package.json'));
  }
  return null;
}

function tsconfigTypes(root, workspace) {
  const types = [];
  for (let file = join(root, workspace, 'tsconfig.json'); file && existsSync(file); ) {
    // tsconfig allows whole-line // comments (e2e's has one).
    const tsconfig = JSON.parse(readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, ''));
    types.push(...(tsconfig.compilerOptions?.types ?? []));
    file = tsconfig.extends ? resolve(dirname(file), tsconfig.extends) : null;
  }
  return types;
}

function unusedDependencies(root, workspaces, manifests, modules, ownerOf) {
  const problems = [];
  const appSingletons = singletonsOf(root);
  const allScripts = [...manifests.values()].flatMap((m) => Object.values(m.scripts ?? {}));
  for (const workspace of workspaces) {
    const manifest = manifests.get(workspace);
    const declared = { ...manifest.devDependencies, ...manifest.dependencies };
    const mine = workspace === ROOT ? modules : modules.filter((m) => ownerOf(m.source) === workspace);
    const used = new Set();
    for (const m of mine) for (const d of m.dependencies) if (isBare(d.module) && !d.coreModule) used.add(packageOf(d.module));
    for (const name of [...used]) used.add(`@types/${name.replace(/^@(.*)\/(.*)$/, '$1__$2')}`);
    const scripts = workspace === ROOT ? allScripts : Object.values(manifest.scripts ?? {});
    const types = workspace === ROOT ? workspaces.flatMap((w) => tsconfigTypes(root, w)) : tsconfigTypes(root, workspace);
    for (const type of types) used.add(type).add(`@types/${type}`);
    for (const name of Object.keys(declared)) {
      const bin = packageManifest(root, workspace, name)?.bin;
      const commands = typeof bin === 'string' ? [name.split('/').pop()] : Object.keys(bin ?? {});
      const runs = scripts.some(
        (script) =>
          script.includes(`node_modules/${name}/`) ||
          commands.some((c) => new RegExp(`(^|[\\s;&|(/])${c.replace(/[.]/g, '\\.')}(\\s|$)`).test(script)),
      );
      if (runs) used.add(name);
      if (USED_WITHOUT_IMPORT.some((u) => u.name === name && u.where.test(workspace))) used.add(name);
      if (/^(shell|mfe-[^/]+)$/.test(workspace) && appSingletons.includes(name)) used.add(name);
    }
    // Peers of what is used must be declared beside it (npm resolves them from the same place).
    for (let grew = true; grew; ) {
      grew = false;
      for (const name of Object.keys(declared).filter((n) => used.has(n))) {
        const peers = packageManifest(root, workspace, name)?.peerDependencies ?? {};
        for (const peer of Object.keys(peers))
          if (peer in declared && !used.has(peer)) {
            used.add(peer);
            grew = true;
          }
      }
    }
    for (const name of Object.keys(declared)) {
      if (used.has(name)) continue;
      const kind = name in (manifest.dependencies ?? {}) ? 'dependencies' : 'devDependencies';
      const file = `${workspace === ROOT ? '' : `${workspace}/`}package.json`;
      const where = workspace === ROOT ? 'the repository' : workspace;
      problems.push({
        rule: 'unused-dependency',
        file,
        specifier: name,
        message: `${file} declares '${name}' in ${kind}, but nothing in ${where} imports it, runs its command or needs it as a peer`,
      });
    }
    // The root is never installed as a package: everything it declares is tooling.
    if (workspace === ROOT) {
      for (const name of Object.keys(manifest.dependencies ?? {})) {
        problems.push({
          rule: 'root-dependency',
          file: 'package.json',
          specifier: name,
          message:
            `package.json declares '${name}' in dependencies: the root holds the repository's tooling, so it ` +
            `belongs in devDependencies (or in the workspace that uses it)`,
        });
      }
    }
  }
  return problems;
}

/** The apps declare each Module Federation singleton: the build takes its version range from there. */
function singletonsOf(root) {
  const file = join(root, 'packages', 'mf-config', 'src', 'singletons.ts');
  if (!existsSync(file)) return [];
  const list = /export const SINGLETONS = \[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map(([, name]) => name);
}

const PARSE = { syntax: 'typescript', target: 'es2022', decorators: true, dynamicImport: true };

function computedImports(root, file) {
  if (!/\.(?:[cm]?[jt]sx?)$/.test(file)) return [];
  const source = readFileSync(join(root, file));
  const ast = swc.parseSync(source.toString('utf8'), { ...PARSE, tsx: /\.[jt]sx$/.test(file) });
  const problems = [];
  walk(ast, (node) => {
    if (node.type !== 'CallExpression') return;
    const { callee } = node;
    const kind = callee.type === 'Import' ? 'import()' : callee.type === 'Identifier' && callee.value === 'require' ? 'require()' : null;
    const argument = node.arguments[0]?.expression;
    if (!kind || !argument) return;
    if (argument.type === 'StringLiteral' || (argument.type === 'TemplateLiteral' && argument.expressions.length === 0)) return;
    // swc spans are 1-based byte offsets into this file.
    const text = source.subarray(argument.span.start - 1, argument.span.end - 1).toString('utf8');
    if (COMPUTED_IMPORTS.some((allowed) => allowed.file === file && allowed.argument === text)) return;
    const line = source
      .subarray(0, argument.span.start - 1)
      .toString('utf8')
      .split('\n').length;
    problems.push({
      rule: 'computed-import',
      file,
      specifier: text,
      message:
        `${file}:${line} ${kind} of a computed path: ${text}\n    No check can see what it loads; import a ` +
        `literal path, or list it with its reason in COMPUTED_IMPORTS (scripts/check-dependencies.mjs).`,
    });
  });
  return problems;
}

function walk(node, visit) {
  if (Array.isArray(node)) for (const child of node) walk(child, visit);
  else if (node && typeof node === 'object') {
    if (typeof node.type === 'string') visit(node);
    for (const key in node) if (key !== 'span') walk(node[key], visit);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
  const { problems, modules, dependencies, workspaces } = await checkDependencies(root);
  if (problems.length) {
    console.log(`Dependency rules broken (${problems.length}):`);
    for (const p of problems) console.log(`  ${p.rule}: ${p.message}`);
    console.log('\nThe rules and how to read them: docs/dependencies-and-layers.md');
    process.exit(1);
  }
  console.log(`dependency rules ok: ${modules} modules, ${dependencies} imports, ${workspaces} package.json files`);
}
