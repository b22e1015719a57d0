import { webJestConfig } from '../jest.web.config.js';

const base = webJestConfig(import.meta.dirname);

export default {
  ...base,
  moduleNameMapper: {
    // The remote bundles shared's content entry (texts, defaults); tests read it from source.
    // Vite's import.meta.glob has no Jest equivalent; tests get one stub flag per country.
    '^@pharma/shared/content$': '<rootDir>/../shared/src/content/index.ts',
    '^\\./flag-sources$': '<rootDir>/src/contact/form/flag-sources.stub.ts',
    ...base.moduleNameMapper,
  },
};
