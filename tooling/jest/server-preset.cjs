// One jest setup for the server packages (api, platform, server-kit): TypeScript through
// @swc/jest, compiled to CommonJS for the test runtime (every runtime dependency ships a
// CommonJS build; `import.meta.dirname` is rewritten by swc), Node as the environment.

/**
 * @param {{ globalSetup?: string }} [options] `globalSetup`: the package's set-up run once before
 *   its test files (the api and the platform build their migrated database snapshot there).
 * @returns {import('jest').Config}
 */
function serverJestConfig(options = {}) {
  return {
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
    // Tests run against a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set.
    testTimeout: 30000,
    ...options,
  };
}

module.exports = { serverJestConfig };
