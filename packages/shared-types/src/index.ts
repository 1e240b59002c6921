export * from './envelope.js';
export * from './error-codes.js';
export * from './languages.js';
export * from './system.js';
