const { createPrerenderConfig } = require('../tooling/webpack/create-prerender-config.cjs');

// src/prerender.tsx for Node, with the browser build's class names (docs/adr/0012-prerendered-first-paint.md).
module.exports = createPrerenderConfig({ dir: __dirname, name: 'shell' });
