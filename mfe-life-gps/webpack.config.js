const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_life_gps',
  devPort: 3004,
  exposes: {
    './routes': './src/exposes/routes.ts',
    './widgets': './src/exposes/widgets.ts',
  },
});
