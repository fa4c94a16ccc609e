// The prerender build of an app (docs/adr/0012-prerendered-first-paint.md): its `src/prerender.tsx`
// bundled for Node, so that `tooling/prerender/write-prerender.mjs` can render the app's static
// markup at build time (node-bundle-config.cjs: the browser build's module rules and CSS naming).
const path = require('node:path');
const { createNodeBundleConfig } = require('./node-bundle-config.cjs');

/** Where an app's prerender bundle goes (outside dist/: it is a build tool, not a released file). */
const PRERENDER_BUNDLE = path.join('.prerender', 'prerender.cjs');

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name Module Federation name: salts the CSS class names like the browser build
 */
function createPrerenderConfig({ dir, name }) {
  return createNodeBundleConfig({
    dir,
    name,
    build: 'prerender',
    entry: { prerender: './src/prerender.tsx' },
    outputFile: path.join(dir, PRERENDER_BUNDLE),
  });
}

module.exports = { createPrerenderConfig, PRERENDER_BUNDLE };
