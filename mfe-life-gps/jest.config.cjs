const { frontendJestConfig } = require('../tooling/jest/preset.cjs');

// One time zone with daylight saving for every run (workers inherit it): the calendar tests
// cross a change of hour, and results do not depend on the machine's zone.
process.env.TZ = 'Europe/Paris';

module.exports = frontendJestConfig(__dirname);
