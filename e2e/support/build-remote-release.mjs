#!/usr/bin/env node
// Builds a new "release" of a remote for the independent-deploy test: a copy of the remote's folder with
// one text changed in one source file, built by its own rspack config into another folder. The copy
// sits inside the repository (under .tmp/, git-ignored) so it resolves the same packages; nothing else
// is rebuilt.
//   node support/build-remote-release.mjs <remote folder> <out dir> <source file> <search> <replace>
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';

const [remote, out, file, search, replace] = process.argv.slice(2);
if (!replace) {
  console.error('usage: build-remote-release.mjs <remote folder> <out dir> <source file> <search> <replace>');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..', '..');
const copy = join(root, '.tmp', `release-${remote}-${process.pid}`);
mkdirSync(join(root, '.tmp'), { recursive: true });
cpSync(join(root, remote), copy, {
  recursive: true,
  filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
});

try {
  const source = join(copy, file);
  const text = readFileSync(source, 'utf8');
  if (!text.includes(search)) throw new Error(`"${search}" is not in ${remote}/${file}`);
  writeFileSync(source, text.split(search).join(replace));

  const { default: makeConfig } = await import(pathToFileURL(join(copy, 'rspack.config.mjs')).href);
  const config = typeof makeConfig === 'function' ? makeConfig({}, { mode: 'production' }) : makeConfig;
  config.output.path = resolve(out);
  const stats = await new Promise((done, fail) => rspack(config).run((error, result) => (error ? fail(error) : done(result))));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  console.log(`built ${remote} into ${config.output.path}`);
} catch (error) {
  console.error(error.message ?? error);
  process.exitCode = 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
