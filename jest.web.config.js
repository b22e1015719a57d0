// Jest settings shared by the browser packages (shared, shell, remotes): TypeScript through ts-jest
// compiled to CommonJS, jsdom, and @pharma/shared (and its test support, @pharma/shared/testing) mapped to
// their sources so tests need no build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @param {string} packageDir absolute path of the package */
export function webJestConfig(packageDir) {
  return {
    rootDir: packageDir,
    // Jest's 5 s default is a hang guard that a component test rendering and typing through a whole
    // panel crossed on a loaded 2-core CI machine (mf-sustainability's policies panel): same tests, a
    // bound that holds whatever else the machine runs.
    testTimeout: 30_000,
    testEnvironment: path.join(root, 'shared/test/jsdom-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(root, 'shared/test/setup-dom.ts')],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node10',
            ignoreDeprecations: '6.0',
            esModuleInterop: true,
            isolatedModules: true,
            strict: true,
            skipLibCheck: true,
            useDefineForClassFields: false,
            target: 'ES2022',
            types: ['jest', 'node', '@testing-library/jest-dom'],
            // ts-jest lays these over the package's tsconfig.json. The shell's allows JS (vite.config.ts
            // reads server/local/topology.mjs's JSDoc types); with it, every test failed here with TS5011
            // (no rootDir for a common source directory of ../shared/test). The gateway's .mjs tests run untransformed.
            allowJs: false,
          },
          diagnostics: { ignoreCodes: [151002] },
        },
      ],
    },
    moduleNameMapper: {
      '^@pharma/shared$': path.join(root, 'shared/src/index.ts'),
      '^@pharma/shared/testing$': path.join(root, 'shared/test/index.ts'),
      '\\.(css)$': path.join(root, 'shared/test/style-stub.cjs'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
  };
}
