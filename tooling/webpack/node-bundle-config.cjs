// An app's entry bundled for Node into one CommonJS file: the prerender build
// (create-prerender-config.cjs) and the server bundle (create-server-render-config.cjs). Same
// module rules and CSS naming as the browser build (create-config.cjs), so the markup carries the
// class names of the stylesheets the browser build emits.
const path = require('node:path');
const { createRequire } = require('node:module');
const { SOURCE_RESOLUTION, appDefines, moduleOptions } = require('./create-config.cjs');

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name Module Federation name: salts the CSS class names like the browser build
 * @param {string} options.build what the bundle is (`prerender`, `server-render`): the build's name
 * @param {Record<string, string>} options.entry
 * @param {string} options.outputFile the bundle's path
 * @param {Record<string, string>} [options.alias]
 * @param {object[]} [options.plugins] after the app's defines and the one-chunk limit
 */
function createNodeBundleConfig({ dir, name, build, entry, outputFile, alias, plugins = [] }) {
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const appPkg = appRequire('./package.json');
  const webpack = appRequire('webpack');
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      name: `${name}-${build}`,
      target: 'node',
      mode: production ? 'production' : 'development',
      entry,
      devtool: false,
      output: {
        path: path.dirname(outputFile),
        filename: path.basename(outputFile),
        library: { type: 'commonjs2' },
        uniqueName: name,
        clean: true,
      },
      resolve: alias ? { ...SOURCE_RESOLUTION, alias } : SOURCE_RESOLUTION,
      module: moduleOptions(appRequire, production),
      plugins: [
        appDefines(webpack, { production, name, version: appPkg.version }),
        // One file: required whole, with nothing to load later.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        ...plugins,
      ],
      // Readable: it runs in Node, where its size costs nothing and its stack traces help.
      optimization: { minimize: false, moduleIds: 'deterministic' },
      experiments: { css: true },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createNodeBundleConfig };
