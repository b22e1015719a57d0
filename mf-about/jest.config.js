import { webJestConfig } from '../jest.web.config.js';

export default webJestConfig(import.meta.dirname);
