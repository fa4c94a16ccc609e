const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { BuildManifestPlugin } = require('../tooling/webpack/build-manifest-plugin.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  devPort: 3000,
  extraPlugins: [new BuildManifestPlugin()],
});
