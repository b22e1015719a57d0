/**
 * ESM Jest for Nest 12 (ESM-only): run with `node --experimental-vm-modules`.
 * Tests only transpile (tsconfig.test.json, isolatedModules); `npm run typecheck` checks types.
 */
export default {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.test.json' }] },
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/test/mongo-server/'],
  globalSetup: '<rootDir>/test/helpers/global-setup.js',
  testTimeout: 30_000,
};
