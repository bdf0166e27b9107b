#!/usr/bin/env node
// Builds a remote as its own rspack config does, into another folder, with one text changed in one
// source file: a new "release" of that remote for the independent-deploy test. Nothing else is rebuilt.
//   node support/build-remote-release.mjs <remote folder> <out dir> <file pattern> <search> <replace>
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';

const [remote, out, file, search, replace] = process.argv.slice(2);
if (!replace) {
  console.error('usage: build-remote-release.mjs <remote folder> <out dir> <file pattern> <search> <replace>');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..', '..');
const { default: makeConfig } = await import(pathToFileURL(join(root, remote, 'rspack.config.mjs')).href);
const config = typeof makeConfig === 'function' ? makeConfig({}, { mode: 'production' }) : makeConfig;
config.output.path = resolve(out);
config.module.rules.unshift({
  test: new RegExp(file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'),
  enforce: 'pre',
  use: [{ loader: createRequire(import.meta.url).resolve('./replace-text-loader.cjs'), options: { search, replace } }],
});

const stats = await new Promise((done, fail) => rspack(config).run((error, result) => (error ? fail(error) : done(result))));
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}
console.log(`built ${remote} into ${config.output.path}`);
