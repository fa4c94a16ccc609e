const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_home',
  devPort: 3001,
  exposes: {
    './routes': './src/exposes/routes.ts',
  },
});
