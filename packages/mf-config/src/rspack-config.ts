// The rspack configs of the shell (host) and the remotes, made from one base.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, type RuleSetUseItem, rspack } from '@rspack/core';
import { devServer, hostDevServer } from './dev-server.js';
import { PACKAGE_ROOT } from './package-root.js';
import { PaintFirstPlugin } from './paint-first.js';
import { PrerenderPagesPlugin } from './prerender.js';
import { REMOTE_STYLESHEET, scopeRemoteStylesheet, writeRemoteStylesheet } from './remote-stylesheet.js';
import { REMOTES, type RemoteId } from './remotes.js';
import { sharedConfig } from './singletons.js';
import { writeStandaloneEntry } from './standalone-page.js';

const require = createRequire(import.meta.url);

type Mode = 'development' | 'production';
/** What the rspack CLI passes a config function. */
type Env = { RSPACK_SERVE?: boolean } & Record<string, unknown>;
type Argv = { mode?: Mode } & Record<string, unknown>;
export type ConfigFunction = (env?: Env, argv?: Argv) => Configuration | Configuration[];

const ROUTER_FACADE = path.join(PACKAGE_ROOT, 'router.js');
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));

/** Browsers the production build targets (ES2022 everywhere modern). */
const TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 115', 'safari >= 16.4'];

function modeOf(env: Env, argv: Argv): Mode {
  if (argv.mode) return argv.mode;
  if (env.RSPACK_SERVE) return 'development';
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

/**
 * rspack's federation plugin points the bundled runtime at the CommonJS builds of
 * `@module-federation/webpack-bundler-runtime` and `@module-federation/runtime`, which cannot be tree
 * shaken; their ES module builds can, and drop the code the `experiments.optimization` switches turn
 * off (remote loading in a remote, snapshots): about 3 KB gzipped off every remoteEntry.js.
 */
function federationRuntimeAsModules(): Record<string, string> {
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const commonJs = (name: string) => require.resolve(name, { paths: [runtimeTools] });
  const esModule = (file: string) => file.replace(/\.cjs$/, '.js');
  const bundlerRuntime = commonJs('@module-federation/webpack-bundler-runtime');
  const runtime = commonJs('@module-federation/runtime');
  return { [bundlerRuntime]: esModule(bundlerRuntime), '@module-federation/runtime': esModule(runtime) };
}

const postcss = (plugins: unknown[]): RuleSetUseItem => ({
  loader: require.resolve('postcss-loader'),
  options: { postcssOptions: { plugins } },
});
const tailwind = (base: string): unknown => (require('@tailwindcss/postcss') as (options: { base: string }) => unknown)({ base });

/** What the shell and every remote have in common; `name` is the app's (`shell`, `deals`, ...). */
function baseConfig({
  name,
  dirname,
  mode,
  publicPath,
  node = false,
}: {
  name: string;
  dirname: string;
  mode: Mode;
  publicPath: string;
  node?: boolean;
}) {
  const production = mode === 'production';
  return {
    mode,
    context: dirname,
    target: node ? 'node' : 'web',
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      // Workspace packages compile from their TypeScript sources.
      conditionNames: node ? ['source', 'node', 'import', 'module', 'default'] : ['source', 'browser', 'import', 'module', 'default'],
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
        // The prerender build renders markup only: the browser build has the styles.
        ...(node
          ? [{ test: /\.css$/, loader: path.join(PACKAGE_ROOT, 'empty-module-loader.cjs'), type: 'javascript/auto' }]
          : [
              { test: /\.css$/, exclude: REMOTE_STYLESHEET, use: [postcss([tailwind(dirname)])], type: 'css/auto' },
              { test: REMOTE_STYLESHEET, use: [postcss([tailwind(dirname), scopeRemoteStylesheet(name)])], type: 'css/auto' },
            ]),
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
    optimization: { minimize: production } as NonNullable<Configuration['optimization']>,
    performance: { hints: false },
    // Off: with live reload, every lazily compiled import (axios on the first API call) reloaded the page.
    lazyCompilation: false,
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) })] as NonNullable<Configuration['plugins']>,
    stats: 'errors-warnings',
  } satisfies Configuration;
}

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/**
 * `host`: the shell provides the federation runtime to the page (`provideExternalRuntime`); a remote
 * (`disableRemote`, it never loads other remotes) uses that one (`externalRuntime`) instead of bundling
 * its own copy, about 17 KB gzipped off each remoteEntry.js. A remote release therefore needs a runtime
 * compatible with the shell's: the same major version of @module-federation/enhanced (one lockfile here).
 */
function federation(options: FederationOptions & { disableRemote?: boolean; host?: boolean }) {
  const { disableRemote, host, ...rest } = options;
  return new ModuleFederationPlugin({
    dts: false,
    shared: sharedConfig(),
    ...rest,
    experiments: {
      ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
      // Drops the manifest/snapshot and Node code paths from the runtime: the shell loads remoteEntry.js.
      optimization: { disableSnapshot: true, target: 'web', ...(disableRemote ? { disableRemote } : {}) },
    },
    manifest: false,
  });
}

/**
 * The rspack config of remote `remote`: `remoteEntry.js` plus content-hashed chunks under `dist/`, served
 * from any path (`publicPath: 'auto'`), exposing what the table of remotes lists. `npm run dev` serves it
 * alone on its dev port, pages in a standalone wrapper, `/api` proxied to the gateway.
 */
export function createRemoteConfig({ remote, dirname }: { remote: RemoteId; dirname: string }): ConfigFunction {
  const definition = REMOTES[remote];
  if (!definition) throw new Error(`No remote named "${String(remote)}" in mf-config's table of remotes.`);
  return (env = {}, argv = {}) => {
    const mode = modeOf(env, argv);
    const config: Configuration = baseConfig({ name: remote, dirname, mode, publicPath: 'auto' });
    config.entry = {};
    // Every exposed module brings the remote's stylesheet, loaded with it.
    const stylesheet = writeRemoteStylesheet(dirname);
    const exposes = Object.fromEntries(
      Object.entries(definition.exposes).map(([name, module]) => [`./${name}`, [stylesheet, module.file]]),
    );
    // One file for it, however many exposed modules a page loads.
    config.optimization!.splitChunks = {
      cacheGroups: { remoteStyles: { test: REMOTE_STYLESHEET, name: 'remote-styles', chunks: 'all', enforce: true } },
    };
    // A remote never loads other remotes.
    config.plugins!.push(federation({ name: remote, filename: 'remoteEntry.js', exposes, disableRemote: true }));
    if (env.RSPACK_SERVE) {
      const dir = writeStandaloneEntry(remote, dirname);
      config.entry = { main: path.join(dir, 'index.js') };
      // Only the page's own entry (remoteEntry.js is for hosts), from the root so deep links work.
      config.plugins!.push(new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), chunks: ['main'], publicPath: '/' }));
      config.devServer = devServer(definition.devPort);
    }
    return config;
  };
}

/**
 * The rspack config of the shell (host): `publicPath: '/'` (deep links), no remotes at build time
 * (they come from `/remotes/manifest.json` at run time), `index.html` from `template`. A production or
 * development build (not the dev server) also prerenders the public pages: `prerender` is a module
 * exporting `PRERENDERED_PATHS` and `renderPage(path)` (see prerender.ts).
 */
export function createHostConfig({
  dirname,
  entry = './src/index.ts',
  template = './index.html',
  prerender,
  themeStorageKey,
  frameStorageKey,
}: {
  dirname: string;
  entry?: string;
  template?: string;
  prerender?: string;
  /** The localStorage key of the theme: the page is made dark before its first paint (paint-first.ts). */
  themeStorageKey?: string;
  /** The localStorage key of the record a signed-in page's prerendered frame is filled from (paint-first.ts). */
  frameStorageKey?: string;
}): ConfigFunction {
  return (env = {}, argv = {}) => {
    const mode = modeOf(env, argv);
    const config: Configuration = baseConfig({ name: 'shell', dirname, mode, publicPath: '/' });
    config.name = 'shell';
    config.entry = { main: entry };
    config.plugins!.push(
      federation({ name: 'shell', remotes: {}, host: true }),
      new rspack.HtmlRspackPlugin({ template: path.resolve(dirname, template), minify: mode === 'production' }),
    );
    // The entry script after the first paint (paint-first.ts); the dev server keeps the plain script tag.
    if (!env.RSPACK_SERVE) config.plugins!.push(new PaintFirstPlugin({ themeStorageKey, frameStorageKey }));
    const publicDir = path.join(dirname, 'public');
    if (existsSync(publicDir)) config.plugins!.push(new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.' }] }));
    config.devServer = hostDevServer();
    if (env.RSPACK_SERVE || !prerender) return config;
    return [config, prerenderConfig({ dirname, mode, entry: prerender, into: config.output!.path! })];
  };
}

/** The shell's prerender entry for Node, built after the browser build (it writes into it), then run. */
function prerenderConfig({ dirname, mode, entry, into }: { dirname: string; mode: Mode; entry: string; into: string }): Configuration {
  const config: Configuration = baseConfig({ name: 'shell-prerender', dirname, mode, publicPath: '/', node: true });
  const outDir = path.join(dirname, 'node_modules', '.cache', 'prerender');
  config.name = 'shell-prerender';
  config.dependencies = ['shell'];
  config.devtool = false;
  config.entry = { prerender: entry };
  // One file with every lazy page in it: nothing to fetch while rendering.
  config.output = {
    ...config.output,
    path: outDir,
    filename: '[name].cjs',
    chunkFilename: '[name].cjs',
    asyncChunks: false,
    library: { type: 'commonjs2' },
    clean: true,
  };
  config.optimization = { minimize: false, splitChunks: false };
  config.plugins!.push(new PrerenderPagesPlugin({ bundle: path.join(outDir, 'prerender.cjs'), into }));
  return config;
}
