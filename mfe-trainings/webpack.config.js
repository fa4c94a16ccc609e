const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_trainings',
  devPort: 3002,
  exposes: {
    './routes': './src/exposes/routes.ts',
    './widgets': './src/exposes/widgets.ts',
  },
});
