const { createServerRenderConfig } = require('../tooling/webpack/create-server-render-config.cjs');
const { remoteFederation } = require('../tooling/remotes.cjs');

// src/server-render.tsx for Node, with the browser build's class names (docs/server-render.md).
module.exports = createServerRenderConfig({ dir: __dirname, name: remoteFederation(__dirname).name });
