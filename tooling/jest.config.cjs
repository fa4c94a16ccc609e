// Repository-wide checks that belong to no single package.
module.exports = {
  rootDir: __dirname,
  displayName: 'tooling',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/checks/**/*.test.cjs'],
};
