// The prerender build of an app (docs/adr/0012-prerendered-first-paint.md): its `src/prerender.tsx`
// bundled for Node, so that `tooling/prerender/write-prerender.mjs` can render the app's static
// markup at build time. Same module rules and CSS naming as the browser build (create-config.cjs),
// so the markup carries the class names of the stylesheets the browser build emits.
const path = require('node:path');
const { createRequire } = require('node:module');
const { SOURCE_RESOLUTION, appDefines, moduleOptions } = require('./create-config.cjs');

/** Where an app's prerender bundle goes (outside dist/: it is a build tool, not a released file). */
const PRERENDER_BUNDLE = path.join('.prerender', 'prerender.cjs');

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name Module Federation name: salts the CSS class names like the browser build
 */
function createPrerenderConfig({ dir, name }) {
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const appPkg = appRequire('./package.json');
  const webpack = appRequire('webpack');
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      name: `${name}-prerender`,
      target: 'node',
      mode: production ? 'production' : 'development',
      entry: { prerender: './src/prerender.tsx' },
      devtool: false,
      output: {
        path: path.join(dir, path.dirname(PRERENDER_BUNDLE)),
        filename: path.basename(PRERENDER_BUNDLE),
        library: { type: 'commonjs2' },
        uniqueName: name,
        clean: true,
      },
      resolve: SOURCE_RESOLUTION,
      module: moduleOptions(appRequire, production),
      plugins: [
        appDefines(webpack, { production, name, version: appPkg.version }),
        // One file: the writer requires it once and throws it away.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false, moduleIds: 'deterministic' },
      experiments: { css: true },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createPrerenderConfig, PRERENDER_BUNDLE };
