const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  devPort: 3000,
});
