// Repository-wide checks that belong to no single package: plain CommonJS checks in node, and
// TypeScript checks that need the apps' own modules (the front-end preset: swc, jsdom, @coach/shared).
const { frontendJestConfig } = require('./jest/preset.cjs');

module.exports = {
  projects: [
    {
      rootDir: __dirname,
      displayName: 'tooling',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/checks/**/*.test.cjs',
        '<rootDir>/prerender/**/*.test.cjs',
        '<rootDir>/server-render/**/*.test.cjs',
        '<rootDir>/webpack/**/*.test.cjs',
      ],
    },
    {
      ...frontendJestConfig(__dirname),
      displayName: 'tooling (ts)',
      testMatch: ['<rootDir>/checks/**/*.test.ts'],
    },
  ],
};
