/*
 * The test support every workspace's unit tests share, as `@pharma/shared/testing`: fakes at the
 * network edge (a content API, a fetch of fixed answers, one JSON answer), the browser APIs jsdom
 * lacks (IntersectionObserver, layout) and rendering inside a router. Only test files import it,
 * which keeps it out of every production bundle (an ESLint rule says so for the rest).
 */
export * from './fake-api.js';
export * from './fake-fetch.js';
export * from './intersection-observer.js';
export * from './json-response.js';
export * from './render.js';
