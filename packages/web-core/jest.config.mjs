import { webJestConfig } from '../../jest.base.mjs';
export default webJestConfig({
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': '<rootDir>/../../jest.style-stub.cjs' },
});
