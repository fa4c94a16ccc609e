/**
 * jest for the api: TypeScript through @swc/jest, compiled to CommonJS for the test runtime
 * (every runtime dependency ships a CommonJS build; `import.meta.dirname` is rewritten by swc).
 * Tests run against a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set.
 */
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  testTimeout: 30000,
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
};
