export * from './content/index.js';
export * from './composition/index.js';
export * from './events/index.js';
export * from './auth/index.js';
export * from './http/index.js';
export * from './ui/index.js';
export * from './admin-kit/index.js';
