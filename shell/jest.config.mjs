import { webJestConfig } from '../jest.base.mjs';
export default webJestConfig({
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // test/: the independent-deploy test (Node, a real gateway and Chromium).
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.spec.ts'],
});
