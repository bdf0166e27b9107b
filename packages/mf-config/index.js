// rspack + Module Federation settings shared by the shell (host) and every remote, written once.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The gateway every dev server proxies `/api` to (`npm start` runs it on 8080). */
export const GATEWAY_URL = process.env.GATEWAY_URL || 'http://localhost:8080';

/**
 * One instance per page of each of these, whoever loads first: React and the router hold context, zustand
 * and the workspace packages hold module state (session, query cache, toasts, theme).
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  '@blindspot/ui',
  '@blindspot/web-core',
  '@blindspot/web-core/query',
  '@blindspot/contracts',
  '@blindspot/methodologies',
];

const ROUTER_FACADE = path.join(here, 'router.js');
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
const REACT_ROUTER_VERSION = require('react-router/package.json').version;

/** The `shared` option: every singleton, with the version range each app declares. */
export function sharedConfig() {
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      // The router names resolve to the facade (router.js), so they carry react-router's version.
      name === 'react-router' || name === 'react-router-dom'
        ? { singleton: true, version: REACT_ROUTER_VERSION, requiredVersion: false }
        : { singleton: true },
    ]),
  );
}

/** The dev-server ports of the remotes (the shell's dev manifest points at them). */
export const REMOTE_DEV_PORTS = { deals: 4001, roleplay: 4002, account: 4003 };
export const SHELL_DEV_PORT = 4000;

function modeOf(env, argv) {
  if (argv?.mode) return argv.mode;
  if (env?.RSPACK_SERVE) return 'development';
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

/** Browsers the production build targets (ES2022 everywhere modern). */
const TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 115', 'safari >= 16.4'];

/**
 * rspack's federation plugin points the bundled runtime at the CommonJS builds of
 * `@module-federation/webpack-bundler-runtime` and `@module-federation/runtime`, which cannot be tree
 * shaken; their ES module builds can, and drop the code the `experiments.optimization` switches turn
 * off (remote loading in a remote, snapshots): about 3 KB gzipped off every remoteEntry.js.
 */
function federationRuntimeAsModules() {
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const commonJs = (name) => require.resolve(name, { paths: [runtimeTools] });
  const esModule = (file) => file.replace(/\.cjs$/, '.js');
  const bundlerRuntime = commonJs('@module-federation/webpack-bundler-runtime');
  const runtime = commonJs('@module-federation/runtime');
  return { [bundlerRuntime]: esModule(bundlerRuntime), '@module-federation/runtime': esModule(runtime) };
}

const postcss = (plugins) => ({ loader: require.resolve('postcss-loader'), options: { postcssOptions: { plugins } } });

/**
 * The attribute the shell sets, with the remote's name, on an element around everything a remote renders
 * (`<div data-area="deals" class="contents">`). The remote's own stylesheet is scoped to it.
 */
const AREA_ATTRIBUTE = 'data-area';

/** Each remote's generated stylesheet (see writeRemoteStylesheet). */
const REMOTE_STYLESHEET = /[\\/]mf-remote-css[\\/]remote\.css$/;

/**
 * A remote's stylesheet: the Tailwind utilities its sources and the design system use, and the theme
 * variables they need, each utility scoped to `[data-area="<name>"]`. The shell's stylesheet (preflight,
 * tokens, the shell's utilities) stays the page's base; inside a remote's element the remote's own rules
 * win (one more attribute in every selector), in Tailwind's order among themselves. So a remote release
 * can use classes the shell has never seen, and never changes how the shell's own elements look.
 */
export function scopeRemoteStylesheet(name) {
  const scope = `[${AREA_ATTRIBUTE}="${name}"]`;
  const KEPT_LAYERS = new Set(['properties', 'theme', 'utilities']);
  const scopeRules = (container) =>
    container.each((node) => {
      if (node.type === 'rule') node.selectors = node.selectors.map((selector) => `${scope} ${selector}`);
      else if (node.type === 'atrule' && node.nodes) scopeRules(node);
    });
  return {
    postcssPlugin: 'blindspot-scope-remote-stylesheet',
    OnceExit(root) {
      root.each((node) => {
        if (node.type === 'atrule' && node.name === 'layer') {
          if (!node.nodes) return; // the layer order statement
          if (!KEPT_LAYERS.has(node.params)) return void node.remove();
          if (node.params === 'utilities') scopeRules(node);
          return;
        }
        if (node.type === 'atrule' && (node.name === 'keyframes' || node.name === 'property')) return;
        // Preflight, the design tokens and the base layer come with the shell's stylesheet.
        node.remove();
      });
    },
  };
}
scopeRemoteStylesheet.postcss = true;

/**
 * A remote's stylesheet entry: Tailwind's theme and utilities, the design system, and `source`, the
 * `@source` directive naming what to scan for classes (the remote's sources).
 */
export function remoteStylesheetEntry(source) {
  return [
    '@layer theme, base, components, utilities;',
    '@import "tailwindcss/theme.css" layer(theme);',
    '@import "tailwindcss/utilities.css" layer(utilities);',
    '@import "@blindspot/ui/styles.css";',
    source,
    '',
  ].join('\n');
}

/** Writes the remote's stylesheet entry where its build finds it. */
function writeRemoteStylesheet({ dirname }) {
  const dir = path.join(dirname, 'node_modules', '.cache', 'mf-remote-css');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'remote.css');
  writeFileSync(file, remoteStylesheetEntry(`@source "${path.join(dirname, 'src').replaceAll('\\', '/')}";`));
  return file;
}

function baseConfig({ name, dirname, mode, publicPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: dirname,
    target: 'web',
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      // Workspace packages compile from their TypeScript sources.
      conditionNames: ['source', 'browser', 'import', 'module', 'default'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        'react-router-dom$': ROUTER_FACADE,
        'react-router$': ROUTER_FACADE,
        // react-router's package points bundlers at its development build; take the matching one.
        'react-router-real$': path.join(reactRouterDir, 'dist', production ? 'production' : 'development', 'index.mjs'),
        ...federationRuntimeAsModules(),
      },
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          // Generated standalone entries live under node_modules/.cache; everything else there is built already.
          exclude: /node_modules[\\/](?!\.cache[\\/]mf-standalone)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: TARGETS },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          exclude: REMOTE_STYLESHEET,
          use: [postcss([require('@tailwindcss/postcss')({ base: dirname })])],
          type: 'css/auto',
        },
        {
          test: REMOTE_STYLESHEET,
          use: [postcss([require('@tailwindcss/postcss')({ base: dirname }), scopeRemoteStylesheet(name)])],
          type: 'css/auto',
        },
      ],
    },
    output: {
      path: path.join(dirname, 'dist'),
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    optimization: { minimize: production },
    performance: { hints: false },
    // Off: with live reload, every lazily compiled import (axios on the first API call) reloaded the page.
    lazyCompilation: false,
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) })],
    stats: 'errors-warnings',
  };
}

function federation(options) {
  return new ModuleFederationPlugin({
    dts: false,
    shared: sharedConfig(),
    ...options,
    experiments: {
      // Drops the manifest/snapshot and Node code paths from the runtime: the shell loads remoteEntry.js.
      optimization: { disableSnapshot: true, target: 'web', ...(options.experiments?.optimization ?? {}) },
    },
    manifest: false,
  });
}

/** Where an exposed page shows when a remote runs alone (the shell's paths). */
const STANDALONE_PATHS = {
  RoleplayArenaPage: '/roleplay',
  RoleplayHistoryPage: '/roleplay/history',
  RoleplaySessionPage: '/roleplay/sessions/:id',
  // The form and list, and one review (optional segment).
  CallReviewPage: '/roleplay/call-review/:id?',
  DealHistoryPage: '/deal-analysis/history',
  SellerProfilePage: '/seller-setup',
  OnboardingWizard: '/onboarding',
};

function standalonePath(exposeName) {
  return STANDALONE_PATHS[exposeName] ?? `/${exposeName.replace(/Page$/, '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

/**
 * Writes the entry of a remote's standalone dev page: the remote's exposed pages and widgets in a
 * minimal wrapper with the providers the shell gives them (router, query client, toasts, sign-in).
 */
function writeStandaloneEntry({ name, exposes, dirname }) {
  const dir = path.join(dirname, 'node_modules', '.cache', 'mf-standalone');
  mkdirSync(dir, { recursive: true });
  const modules = Object.entries(exposes).map(([key, file]) => {
    const exposeName = key.replace(/^\.\//, '');
    const absolute = path.resolve(dirname, file).replaceAll('\\', '/');
    return { exposeName, absolute, widget: /Widget$/.test(exposeName) };
  });
  const list = modules
    .map(
      (m) =>
        `  { name: ${JSON.stringify(m.exposeName)}, path: ${JSON.stringify(m.widget ? '/' : standalonePath(m.exposeName))}, widget: ${m.widget}, load: () => import(${JSON.stringify(m.absolute)}) },`,
    )
    .join('\n');
  writeFileSync(
    path.join(dir, 'bootstrap.js'),
    `import './styles.css';\nimport { mountStandalone } from '@blindspot/mf-config/standalone/app.tsx';\n\nmountStandalone(${JSON.stringify(name)}, [\n${list}\n]);\n`,
  );
  writeFileSync(path.join(dir, 'index.js'), `// Async boundary: shared modules are negotiated before the app starts.\nimport('./bootstrap.js');\n`);
  writeFileSync(
    path.join(dir, 'styles.css'),
    `@import "tailwindcss";\n@import "@blindspot/ui/styles.css";\n@source "${path.join(dirname, 'src').replaceAll('\\', '/')}";\n@source "${path.join(here, 'standalone').replaceAll('\\', '/')}";\n`,
  );
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <title>${name} remote (standalone)</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`,
  );
  return dir;
}

/**
 * The rspack config of a remote: `remoteEntry.js` plus content-hashed chunks under `dist/`, served
 * from any path (`publicPath: 'auto'`). `npm run dev` serves it alone on `port`, pages in a standalone
 * wrapper, `/api` proxied to the gateway.
 */
export function createRemoteConfig({ name, exposes, dirname, port }) {
  return (env = {}, argv = {}) => {
    const mode = modeOf(env, argv);
    const serve = Boolean(env.RSPACK_SERVE);
    const config = baseConfig({ name, dirname, mode, publicPath: 'auto' });
    config.entry = {};
    // Every exposed module brings the remote's stylesheet, loaded with it.
    const stylesheet = writeRemoteStylesheet({ dirname });
    const exposesWithStyles = Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, [stylesheet, file]]));
    // One file for it, however many exposed modules a page loads.
    config.optimization.splitChunks = {
      cacheGroups: { remoteStyles: { test: REMOTE_STYLESHEET, name: 'remote-styles', chunks: 'all', enforce: true } },
    };
    config.plugins.push(
      federation(
        {
          name,
          filename: 'remoteEntry.js',
          exposes: exposesWithStyles,
          // A remote never loads other remotes.
          experiments: { optimization: { disableRemote: true } },
        },
      ),
    );
    if (serve) {
      const dir = writeStandaloneEntry({ name, exposes, dirname });
      config.entry = { main: path.join(dir, 'index.js') };
      // Only the page's own entry (remoteEntry.js is for hosts), from the root so deep links work.
      config.plugins.push(new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), chunks: ['main'], publicPath: '/' }));
      config.devServer = devServer(port);
    }
    return config;
  };
}

function devServer(port, extra = {}) {
  return {
    port,
    host: 'localhost',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    // The shell's dev server (another port) loads this remote's scripts.
    headers: { 'Access-Control-Allow-Origin': `http://localhost:${SHELL_DEV_PORT}` },
    proxy: [{ context: ['/api'], target: GATEWAY_URL, changeOrigin: false }],
    client: { overlay: { errors: true, warnings: false } },
    ...extra,
  };
}

/**
 * The remotes manifest the shell's dev server answers at `/remotes/manifest.json`: each remote's dev
 * server, unless `REMOTE_<NAME>_URL` points elsewhere (the gateway's built copy, say).
 */
export function devRemotesManifest(ports = REMOTE_DEV_PORTS) {
  return Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, process.env[`REMOTE_${name.toUpperCase()}_URL`] || `http://localhost:${port}/remoteEntry.js`]),
  );
}

/**
 * The rspack config of the shell (host): `publicPath: '/'` (deep links), no remotes at build time
 * (they come from `/remotes/manifest.json` at run time), `index.html` from `template`.
 */
export function createHostConfig({ name = 'shell', dirname, entry = './src/index.ts', template = './index.html', port = SHELL_DEV_PORT, remotePorts = REMOTE_DEV_PORTS }) {
  return (env = {}, argv = {}) => {
    const mode = modeOf(env, argv);
    const config = baseConfig({ name, dirname, mode, publicPath: '/' });
    config.entry = { main: entry };
    config.plugins.push(
      federation({ name, remotes: {} }),
      new rspack.HtmlRspackPlugin({ template: path.resolve(dirname, template), minify: mode === 'production' }),
    );
    const publicDir = path.join(dirname, 'public');
    if (existsSync(publicDir)) {
      config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.' }] }));
    }
    config.devServer = devServer(port, {
      headers: {},
      setupMiddlewares: (middlewares) => [
        {
          name: 'remotes-manifest',
          path: '/remotes/manifest.json',
          middleware: (_req, res) => {
            res.setHeader('content-type', 'application/json');
            res.setHeader('cache-control', 'no-cache');
            res.end(JSON.stringify(devRemotesManifest(remotePorts)));
          },
        },
        ...middlewares,
      ],
    });
    return config;
  };
}
