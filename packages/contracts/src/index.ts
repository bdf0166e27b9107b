export * from './enums.js';
export * from './limits.js';
export * from './errors.js';
export * from './schemas.js';
export * from './models.js';
export * from './deal-size.js';
export * from './plans.js';
export * from './history.js';
