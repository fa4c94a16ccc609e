// One jest setup for every front-end package: swc for TypeScript/JSX, jsdom, testing-library.
const path = require('node:path');

/** @returns {import('jest').Config} */
function frontendJestConfig(dir) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: require.resolve('jest-fixed-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Most of the stack ships ESM only: let swc turn it into CommonJS for jest.
    transformIgnorePatterns: ['/node_modules/\\.pnpm/(react|react-dom|scheduler|jsdom)@'],
    moduleNameMapper: {
      '\\.css$': require.resolve('./style-stub.cjs'),
      '^@module-federation/enhanced/runtime$': require.resolve('./federation-runtime-stub.cjs'),
    },
    setupFilesAfterEnv: [require.resolve('./setup-dom.cjs')],
    clearMocks: true,
  };
}

module.exports = { frontendJestConfig };
