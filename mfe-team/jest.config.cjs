const { frontendJestConfig } = require('../tooling/jest/preset.cjs');

const config = frontendJestConfig(__dirname);

module.exports = {
  ...config,
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
};
