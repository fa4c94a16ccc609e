const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_profile',
  devPort: 3005,
  exposes: {
    './routes': './src/exposes/routes.ts',
  },
});
