// The server bundle of a remote (docs/adr/0013-signed-in-first-paint.md, docs/server-render.md):
// its `src/server-render.tsx` bundled for Node into one self-contained CommonJS file, which the
// platform's render process requires and calls per request. Like the prerender build
// (node-bundle-config.cjs): the browser build's module rules and CSS naming, so the markup
// carries the class names of the stylesheets the browser build emits. Unlike the browser build:
// no Module Federation, so no shared singletons — the bundle carries its own React, router and
// i18next, and the browser's one-per-page instances are refused outright (the aliases below).
const path = require('node:path');
const { createNodeBundleConfig } = require('./node-bundle-config.cjs');
const { tapProcessAssets } = require('./process-assets.cjs');

const SHARED_SRC = path.resolve(__dirname, '../../shared/src');

/** Where an app's server bundle is built (outside dist/: the write step ships it there, hashed). */
const SERVER_RENDER_BUNDLE = path.join('.server-render', 'render.cjs');

/**
 * The page's one auth store and one i18n instance, replaced in the server bundle by stand-ins
 * that throw when used (shared/src/server-render/browser-singletons): shared by every render of
 * the process, they would carry one member's data or language into another's page.
 */
const BROWSER_SINGLETON_GUARDS = {
  '@coach/shared/auth$': path.join(SHARED_SRC, 'server-render/browser-singletons/auth.ts'),
  '@coach/shared/i18n$': path.join(SHARED_SRC, 'server-render/browser-singletons/i18n.ts'),
};

/**
 * Drops the `//# sourceMappingURL=` lines some packages ship in their files (ky's): the bundle
 * carries no maps, and a shipped file names none (tooling/checks/source-maps.test.cjs).
 */
class WithoutSourceMapCommentsPlugin {
  apply(compiler) {
    const { sources } = compiler.webpack;
    tapProcessAssets(
      compiler,
      'WithoutSourceMapCommentsPlugin',
      'PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE',
      (compilation, assets) => {
        for (const name of Object.keys(assets).filter((file) => file.endsWith('.cjs')))
          compilation.updateAsset(
            name,
            (source) =>
              new sources.RawSource(
                source
                  .source()
                  .toString()
                  .replace(/^\/\/# sourceMappingURL=.*$/gm, ''),
              ),
          );
      },
    );
  }
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name Module Federation name: salts the CSS class names like the browser build
 * @param {string} [options.outputPath] where the bundle goes (tests build it elsewhere)
 */
function createServerRenderConfig({
  dir,
  name,
  outputPath = path.join(dir, path.dirname(SERVER_RENDER_BUNDLE)),
}) {
  return createNodeBundleConfig({
    dir,
    name,
    build: 'server-render',
    entry: { render: './src/server-render.tsx' },
    outputFile: path.join(outputPath, path.basename(SERVER_RENDER_BUNDLE)),
    alias: BROWSER_SINGLETON_GUARDS,
    plugins: [new WithoutSourceMapCommentsPlugin()],
  });
}

module.exports = { BROWSER_SINGLETON_GUARDS, SERVER_RENDER_BUNDLE, createServerRenderConfig };
