export * from './api-client.js';
export * from './use-content.js';
