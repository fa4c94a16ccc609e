const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { SHELL } = require('../tooling/remotes.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  devPort: SHELL.devPort,
});
