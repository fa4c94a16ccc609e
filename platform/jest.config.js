import { serverJestConfig } from '../tooling/jest/server-preset.cjs';

/** jest for the platform: the server preset, and the migrated database snapshot built once before the files. */
export default serverJestConfig({ globalSetup: '<rootDir>/src/testing/global-setup.ts' });
