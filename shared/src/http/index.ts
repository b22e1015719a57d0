export * from './api-client.js';
export * from './use-content.js';
export * from './preloaded-content.js';
export * from './media-registry.js';
export * from './preview-overlay.js';
