import { webJestConfig } from '../jest.web.config.js';

// Two projects: the shell's browser code (TypeScript, jsdom) and the gateway (plain ESM .mjs run by
// Node, tested beside its modules and imported as they are, no transform).
export default {
  projects: [
    { displayName: 'shell', ...webJestConfig(import.meta.dirname) },
    {
      displayName: 'gateway',
      rootDir: import.meta.dirname,
      testEnvironment: 'node',
      // The same hang guard as the browser tests' (jest.web.config.js): a loaded 2-core machine.
      testTimeout: 30_000,
      testMatch: ['<rootDir>/server/**/*.test.mjs'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/server/dist/'],
      transform: {},
    },
  ],
};
