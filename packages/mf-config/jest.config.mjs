import { nodeJestConfig } from '../../jest.base.mjs';
export default nodeJestConfig();
