export * from './auth-store.js';
