// One jest setup for every front-end package: swc for TypeScript/JSX, jsdom, testing-library.
const path = require('node:path');

const SHARED_DIR = path.resolve(__dirname, '../../shared');

/**
 * `@coach/shared/<entry>` resolved through shared's exports map, from anywhere, including from
 * inside shared itself (its entries import each other by package name so that Module Federation
 * keeps one instance of each on the page).
 */
function sharedEntries() {
  const { exports } = require(path.join(SHARED_DIR, 'package.json'));
  return Object.fromEntries(
    Object.entries(exports).map(([key, target]) => [
      `^@coach/shared${key === '.' ? '' : key.slice(1)}$`,
      path.join(SHARED_DIR, target),
    ]),
  );
}

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
      ...sharedEntries(),
      '\\.module\\.css$': require.resolve('./css-module-stub.cjs'),
      '\\.css$': require.resolve('./style-stub.cjs'),
      '^@module-federation/enhanced/runtime$': require.resolve('./federation-runtime-stub.cjs'),
    },
    setupFilesAfterEnv: [require.resolve('./setup-dom.cjs')],
    // The package's own dependencies, for the setup file above (which lives outside the package).
    modulePaths: ['<rootDir>/node_modules'],
    // A ceiling, not a speed target: npm test runs two steps at once on two cores.
    testTimeout: 20_000,
    clearMocks: true,
  };
}

module.exports = { frontendJestConfig };
