// ESLint over every workspace (flat config). What it is for: hazards that tests rarely catch before
// they ship. A floating promise in a Node server is an unhandled rejection, and an unhandled rejection
// ends the process; a wrong hook dependency is a stale render; a remote importing another remote
// breaks independent deploys. Formatting is Prettier's job (eslint-config-prettier switches off
// the rules that would fight it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import { remoteManifests } from './shared/remotes/manifest.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The remotes' folders, from their manifests (`<remote>/remote.json`). */
const REMOTES = remoteManifests(root).map((remote) => remote.pkg);
/** The dashboard's remote: it hosts the page remotes' admin tabs, so its boundary is its own. */
const ADMIN = 'mf-admin';
const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];

/** Import of another remote, by package name ('mf-about', 'mf-about/x') or by a relative path through it. */
const otherRemote = {
  regex: String.raw`(^|/)(${REMOTES.join('|')})(/|$)`,
  message: 'A remote must not import another remote: share code through @pharma/shared, load pages through the loader.',
};

/** mf-admin may use @pharma/shared and npm libraries, but no other workspace package (shell, api, e2e). */
const nonSharedWorkspace = {
  regex: String.raw`^((\.\./)+)?(shell|api|e2e)(/|$)`,
  message: 'mf-admin imports only @pharma/shared among the workspace packages.',
};

/**
 * The shared test support (fakes that replace fetch and browser APIs) is for test files only: a
 * production module importing it would ship it in a bundle. Test files are `*.test.ts(x)` and the
 * test support folders themselves.
 */
const testingOnly = {
  group: ['@pharma/shared/testing', '**/shared/test', '**/shared/test/**'],
  message: 'Test support (@pharma/shared/testing) is imported by test files only.',
};
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/test-support.ts'];

/** node:test's describe/test/it return promises the runner itself awaits. */
const nodeTestCalls = [{ from: 'package', package: 'node:test', name: ['describe', 'suite', 'test', 'it', 'before', 'after', 'beforeEach', 'afterEach'] }];

/**
 * The gateway's request pipeline (shell/server/gateway) stands on its own: none of its modules imports
 * from above that folder (npm start's orchestration in shell/server/local, the shell's build, the
 * repository), so the gateway's image is that folder, the frame bundle and the installed packages.
 * A relative path may go up only as far as the folder's root: one rule per depth of the importing file.
 */
const GATEWAY = 'shell/server/gateway';
const GATEWAY_DEPTHS = [0, 1, 2, 3, 4];
/** @param {number} depth  folders between the gateway's root and the importing file */
function aboveGateway(depth) {
  return {
    regex: String.raw`^((\.\./){${depth + 1}}|/|file:)`,
    message: `The gateway (${GATEWAY}) imports nothing from above its own folder: packages by name, its own modules by a path inside it.`,
  };
}

/** The same boundary for a dynamic import('...') of a string literal. */
function dynamicImport({ regex, message }) {
  return { selector: `ImportExpression[source.value=/${regex.replaceAll('/', String.raw`\/`)}/]`, message };
}

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/releases/**',
      '**/coverage/**',
      'shared/src/styles/icons/**',
      'e2e/.artifacts/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/test/mongo-server/**',
      '**/.data/**',
      '**/.run/**',
      '.drill-release-*/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Everything: the JS recommended rules.
  js.configs.recommended,

  // TypeScript: recommended rules, typed with the nearest tsconfig.json (projectService), plus the
  // promise rules that need types.
  {
    files: TS,
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `any` is used on purpose at the Mongoose and generic-store boundaries; a style rule, not a hazard.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // shared's tsconfig.src.json builds the package and leaves its tests out; tsconfig.lint.json covers them.
  {
    files: ['shared/src/**/*.test.ts', 'shared/src/**/*.test.tsx', 'shared/test/**/*.ts', 'shared/test/**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: false, project: './shared/tsconfig.lint.json', tsconfigRootDir: root },
    },
  },
  // The declarations of the drills' and benches' page globals and of the untyped autocannon belong to
  // the e2e scripts' program (e2e/tsconfig.scripts.json), not to the specs' nearest tsconfig.json.
  {
    files: ['e2e/bench/lib/*.d.ts', 'e2e/drills/lib/*.d.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: './e2e/tsconfig.scripts.json', tsconfigRootDir: root },
    },
  },
  // The benchmark's one-bundle baseline imports every remote's sources; no tsconfig covers it on purpose.
  {
    files: ['e2e/bench/monolith/**/*.tsx'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },

  // Plain JavaScript (servers, scripts, drills, configs): typed through tsconfig.node-scripts.json
  // (allowJs, no type errors reported), for the promise rules: the gateway and the static servers are
  // long-running Node processes, where an unhandled rejection is an exit.
  {
    files: JS,
    plugins: { '@typescript-eslint': tseslint.plugin },
    languageOptions: {
      parser: tseslint.parser,
      globals: { ...globals.node },
      parserOptions: { projectService: false, project: './tsconfig.node-scripts.json', tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: nodeTestCalls }],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // Browser code: the shell and the remotes run in the page; shared/src mostly does too. The e2e
  // scripts hand functions to page.evaluate, which run in the page as well.
  {
    files: ['shell/src/**', ...REMOTES.map((name) => `${name}/src/**`), 'shared/src/**', 'shared/test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // React hooks: rules of hooks and exhaustive deps, as errors. The React Compiler checks of
  // eslint-plugin-react-hooks 7 (set-state-in-effect, refs, use-memo...) stay off: the site does not use
  // the compiler, and they ask for rewrites of working effects rather than catch hazards.
  {
    files: ['shell/src/**/*.{ts,tsx}', ...REMOTES.map((name) => `${name}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}', 'e2e/bench/monolith/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Import boundaries between the remotes (by package name or relative path). no-restricted-imports
  // sees static imports and re-exports; no-restricted-syntax adds import('...') with a literal path.
  // A remote's production modules are also kept from the test support (testingOnly); its tests are not.
  ...REMOTES.flatMap((name) => {
    const patterns = name === ADMIN ? [otherRemote, nonSharedWorkspace] : [otherRemote];
    const syntax = patterns.map(dynamicImport);
    return [
      {
        files: [`${name}/**/*.{ts,tsx,js,mjs}`],
        rules: { 'no-restricted-imports': ['error', { patterns }], 'no-restricted-syntax': ['error', ...syntax] },
      },
      {
        files: [`${name}/src/**/*.{ts,tsx}`],
        ignores: TEST_FILES,
        rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, testingOnly] }] },
      },
    ];
  }),
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [testingOnly] }] },
  },

  // The gateway's request pipeline imports nothing from above its folder (see aboveGateway).
  ...GATEWAY_DEPTHS.map((depth) => ({
    files: [`${GATEWAY}/${'*/'.repeat(depth)}*.{js,mjs,cjs,ts}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [aboveGateway(depth)] }],
      'no-restricted-syntax': ['error', dynamicImport(aboveGateway(depth))],
    },
  })),

  prettier,
);
