export * from './event-bus.js';
export * from './admin-data-cache.js';
