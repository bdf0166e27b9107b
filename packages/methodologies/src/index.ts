export * from './content.js';
export * from './types.js';
