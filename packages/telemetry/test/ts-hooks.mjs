// Lets a child process run this package's TypeScript sources (the tests start one, because tracing patches
// the process it starts in): `./x.js` resolves to `./x.ts`, which swc compiles, as jest.base.mjs does.
import { readFile } from 'node:fs/promises';
import { transform } from '@swc/core';

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !/^\.\.?\//.test(specifier) || !specifier.endsWith('.js')) throw error;
    return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const { code } = await transform(await readFile(new URL(url), 'utf8'), {
    filename: url,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
