export * from './contracts.js';
export * from './remote-list.js';
export * from './loader.js';
export * from './use-remote-module.js';
export * from './remote-boundary.js';
export * from './remote-unavailable.js';
export * from './standalone-app.js';
export * from './admin-helpers.js';
