// Builds a remote with some of its exposed modules replaced (a "release" for the independent-deploy
// test). Run as a child process: rspack does not run inside jest's module system.
//   node build-remote.mjs <name> <remote dir> <out dir> <exposes as JSON>
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@blindspot/mf-config';
import { rspack } from '@rspack/core';

const [name, dirname, outDir, exposesJson] = process.argv.slice(2);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = createRemoteConfig({ name, dirname, port: 0, exposes: JSON.parse(exposesJson) })({}, { mode: 'production' });
config.output.path = outDir;
// Replacement modules may live outside the repository: resolve packages from its node_modules too.
config.resolve.modules = ['node_modules', path.join(root, 'node_modules')];
rspack(config).run((error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
});
