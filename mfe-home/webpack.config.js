const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { remoteFederation } = require('../tooling/remotes.cjs');

// Name, dev port and exposes come from the platform's list of remotes (shared/src/contract/remotes.json).
module.exports = createConfig({ dir: __dirname, kind: 'remote', ...remoteFederation(__dirname) });
