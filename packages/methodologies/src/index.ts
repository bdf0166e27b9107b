export * from './types.js';
export * from './content.js';
