const { frontendJestConfig } = require('../tooling/jest/preset.cjs');

module.exports = frontendJestConfig(__dirname);
