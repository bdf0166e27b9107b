import { webJestConfig } from '../jest.base.mjs';
export default webJestConfig({
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
