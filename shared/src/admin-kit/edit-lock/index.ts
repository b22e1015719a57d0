export * from './edit-lock-api.js';
export * from './use-edit-lock.js';
export * from './edit-lock-notice.js';
