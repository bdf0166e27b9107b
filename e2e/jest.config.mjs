import { nodeJestConfig } from '../jest.base.mjs';

export default nodeJestConfig({
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  testEnvironment: '<rootDir>/support/environment.mjs',
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  // A flow is many steps on a busy two-core machine; each step waits at most support/browser.ts WAIT_MS.
  testTimeout: 120_000,
  slowTestThreshold: 30,
});
