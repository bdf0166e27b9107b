// Module hooks for a worker thread started from TypeScript sources (the tests run the services from src/
// under jest, which compiles in its own module system that worker threads do not share). Resolves
// workspace packages through their "source" export condition and `./x.js` to `./x.ts`, and compiles
// TypeScript with swc, as jest.base.mjs does. Built services never load this: their workers are dist/*.js.
import { readFile } from 'node:fs/promises';
import { transform } from '@swc/core';

export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes('source') ? context.conditions : ['source', ...context.conditions];
  try {
    return await nextResolve(specifier, { ...context, conditions });
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !/^\.\.?\//.test(specifier) || !specifier.endsWith('.js')) throw error;
    return nextResolve(`${specifier.slice(0, -3)}.ts`, { ...context, conditions });
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { code } = await transform(source, {
    filename: url,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
