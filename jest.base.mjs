// Shared jest settings: every workspace compiles TypeScript with swc (decorator metadata on, as Nest
// needs) and resolves workspace packages to their TypeScript sources through the "source" condition.
import { fileURLToPath } from 'node:url';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

/** ESM jest config for Node code (services, gateway, node packages). Run with --experimental-vm-modules. */
export function nodeJestConfig(overrides = {}) {
  return {
    testEnvironment: 'node',
    testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
    extensionsToTreatAsEsm: ['.ts'],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    transform: { '^.+\\.(t|j)sx?$': swc },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    testTimeout: 30000,
    ...overrides,
  };
}

/** ESM jest config for browser code (React components) under jsdom (with fetch: jest.jsdom-env.mjs). */
export function webJestConfig(overrides = {}) {
  return {
    testEnvironment: fileURLToPath(new URL('./jest.jsdom-env.mjs', import.meta.url)),
    testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': '<rootDir>/../jest.style-stub.cjs' },
    transform: { '^.+\\.(t|j)sx?$': swc },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    testTimeout: 30000,
    ...overrides,
  };
}
