// One webpack configuration for the shell and every remote, so they cannot drift apart on the
// things Module Federation needs to agree on (shared singletons, runtime, file naming).
const path = require('node:path');
const { createRequire } = require('node:module');

const REPO_ROOT = path.resolve(__dirname, '../..');
const SHARED_EXPORTS = require('./shared-exports.cjs');
const { platformFacts, ReleaseFactsPlugin } = require('./platform-facts.cjs');
const { BuildManifestPlugin } = require('./build-manifest-plugin.cjs');
const { SourceMapsOutsidePlugin } = require('./source-maps-outside-plugin.cjs');
const { IntegrityHookPlugin } = require('./integrity-hook-plugin.cjs');

/**
 * `@coach/shared` entries that are not shared at run time: each app that imports one bundles it
 * into the chunks that use it. For code that keeps no state of its own (views and form helpers:
 * their strings go to the one i18n instance through `bundledNamespace`, their imports stay
 * shared), used by a few remotes' pages: shared, each would cost every remote entry that imports
 * it ~0.1 KB gzip (its provide and consume records, its chunks and stylesheets in the maps) against
 * the entry budget of 10 KB (ADR 0006), and would load from whichever remote provided it first.
 * `results/ui`: the life GPS wheel (mfe-trainings' result page, mfe-life-gps's /my_life_gps);
 * `forms`, `form-failure`: the form helpers of mfe-home, mfe-profile, mfe-life-gps, mfe-team;
 * `schedule`: the appointment form (mfe-life-gps, mfe-team);
 * `theme`: the theme choice (mfe-profile's appearance setting): it keeps no state of its own;
 * `after-next-paint`: a few lines of scheduling (mfe-life-gps, mfe-trainings);
 * `ui/tokens.css`: the design tokens, imported by the shell's global stylesheet only, which must
 * carry them in its own file (the prerendered frames link that one stylesheet, ADR 0012);
 * `ui/bar-fill`: a bar's fill in SVG (the shared ProgressBar, mfe-trainings' captain bars);
 * `server-render/route-data`, `server-render/use-route-data`, `server-render/member-day`: a
 * route's declared data, its loader, the page's hooks and the member's day (docs/server-render.md). Bundled, they also work under a shell released
 * before them: a shared entry is the shell's copy, whatever the remote was built with.
 * `i18n/intl-formats`: the dates' and numbers' formatters, kept per language (a few lines).
 */
const BUNDLED_SHARED_ENTRIES =
  /^(contract\/remote-route|results\/ui|forms|form-failure|schedule|theme|after-next-paint|signed-in-frames|ui\/tokens\.css|ui\/bar-fill|server-render\/(route-data|use-route-data|read-error-state|member-day)|i18n\/intl-formats)$/;

/** Module Federation's notice that an `exclude` filter sits on a singleton prefix: here on purpose. */
const BUNDLED_ENTRIES_NOTICE = /"singleton: true" is used together with "exclude\.request/;

/**
 * Singletons negotiated at runtime: one copy on the page, whichever loaded first
 * (shareStrategy 'loaded-first' below). Prefix keys (ending in '/') share every subpath, except
 * `BUNDLED_SHARED_ENTRIES` for `@coach/shared/`.
 */
function sharedSingletons(appPkg, sharedPkg) {
  const dep = (name) => appPkg.dependencies?.[name] ?? sharedPkg.dependencies?.[name];
  const singleton = (name, version = dep(name)) => ({ singleton: true, requiredVersion: version });
  const treeShaken = (name) => ({
    ...singleton(name),
    treeShaking: { mode: 'runtime-infer', usedExports: SHARED_EXPORTS[name] },
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', dep('react')),
    'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime', dep('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': treeShaken('react-router'),
    zustand: singleton('zustand'),
    i18next: singleton('i18next'),
    'react-i18next': treeShaken('react-i18next'),
    '@coach/shared': singleton('@coach/shared', `^${sharedPkg.version}`),
    '@coach/shared/': {
      ...singleton('@coach/shared', `^${sharedPkg.version}`),
      exclude: { request: BUNDLED_SHARED_ENTRIES },
    },
  };
}

const PLATFORM_URL = process.env.PLATFORM_URL ?? 'http://localhost:8080';

/**
 * Development only: the shell's dev server serves the platform's registry with some remotes
 * pointed at their local dev servers (REMOTE_OVERRIDES="mfe_trainings=http://localhost:3002/mf-manifest.json,…"),
 * so one remote can be worked on against the released builds of all the others.
 */
async function registryWithOverrides(_req, res) {
  try {
    const upstream = await fetch(`${PLATFORM_URL}/registry.json`);
    const registry = await upstream.json();
    for (const pair of (process.env.REMOTE_OVERRIDES ?? '').split(',').filter(Boolean)) {
      const [name, manifest] = pair.split('=');
      registry.remotes[name] = { version: 'dev', manifest, integrity: null };
    }
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(JSON.stringify(registry));
  } catch (error) {
    res.statusCode = 502;
    res.end(
      JSON.stringify({ errors: { base: [`Platform not reachable at ${PLATFORM_URL}: ${error.message}`] } }),
    );
  }
}

/** Exact-match aliases pinning packages to their ESM entry (`import` condition of `exports`). */
function esmOnly(appRequire, packages) {
  const fs = require('node:fs');
  const mfRequire = createRequire(appRequire.resolve('@module-federation/enhanced/webpack'));
  const aliases = {};
  for (const name of packages) {
    let dir = path.dirname(mfRequire.resolve(name));
    while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const entry = exports['.'].import;
    aliases[`${name}$`] = path.join(dir, typeof entry === 'string' ? entry : entry.default);
  }
  return aliases;
}

/**
 * Content-hashed names. The federation runtime module asks for the entry's file name before
 * hashes exist (only to learn the folder depth), so that one call gets the unhashed form.
 */
function hashedWhenKnown(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/** How imports find the sources (`./x.js` may name `x.ts`, as TypeScript's NodeNext resolution allows). */
const SOURCE_RESOLUTION = {
  extensions: ['.ts', '.tsx', '.js', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/** The build-time constants every app's code reads. */
function appDefines(webpack, { production, name, version }) {
  return new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    __APP_NAME__: JSON.stringify(name),
    __APP_VERSION__: JSON.stringify(version),
  });
}

/**
 * How sources become modules, the same for the browser builds and the prerender builds
 * (create-prerender-config.cjs): the prerendered markup must carry the class names the browser
 * build's stylesheets define.
 */
function moduleOptions(appRequire, production) {
  return {
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: appRequire.resolve('swc-loader'),
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              target: 'es2022',
            },
          },
        },
      },
    ],
    // CSS modules (`*.module.css`) give each build's class names its own hash, salted with
    // `output.uniqueName`: a remote's rules cannot match another remote's or the shell's
    // elements. Default-export objects (`import styles from './X.module.css'`).
    // Custom properties stay global (`dashedIdents: false`): the design tokens are defined once
    // on the shell's :root and every app's modules read them as var(--…); renamed per build,
    // they would resolve to nothing.
    parser: {
      'css/auto': { namedExports: false, dashedIdents: false },
      'css/module': { namedExports: false, dashedIdents: false },
    },
    generator: {
      'css/auto': {
        localIdentName: production ? '[uniqueName]-[hash:8]' : '[uniqueName]__[name]__[local]',
      },
      'css/module': {
        localIdentName: production ? '[uniqueName]-[hash:8]' : '[uniqueName]__[name]__[local]',
      },
    },
  };
}

/**
 * Where a build's files go and how they are named: hashed in production, under a versioned
 * folder for a remote.
 * @param {{ dir: string, isHost: boolean, production: boolean, name: string }} app
 */
function outputOptions({ dir, isHost, production, name }) {
  return {
    path: path.join(dir, 'dist'),
    // Remotes are served from a versioned folder known only at release time.
    publicPath: isHost ? '/' : 'auto',
    filename: production ? hashedWhenKnown : '[name].js',
    chunkFilename: production ? hashedWhenKnown : '[name].js',
    cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
    cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
    // Files referenced as `new URL('./file', import.meta.url)` (the shell's Intl worker):
    // named and hashed like the rest, so the platform serves them as immutable.
    assetModuleFilename: production ? '[name].[contenthash:10][ext]' : '[name][ext]',
    uniqueName: name,
    clean: true,
    crossOriginLoading: 'anonymous',
  };
}

/**
 * The dev server: the host proxies the platform and serves its registry with the overrides;
 * a remote serves its files to the host's origin.
 * @param {{ devPort: number, isHost: boolean }} app
 */
function devServerOptions({ devPort, isHost }) {
  return {
    port: devPort,
    hot: true,
    historyApiFallback: isHost,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true } },
    ...(isHost
      ? {
          setupMiddlewares: (middlewares) => [
            { name: 'registry-overrides', path: '/registry.json', middleware: registryWithOverrides },
            ...middlewares,
          ],
          proxy: [{ context: ['/api', '/remotes', '/registry/integrity'], target: PLATFORM_URL }],
        }
      : {}),
  };
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (its package.json is read)
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name Module Federation name (mfe_home, shell)
 * @param {Record<string,string>} [options.exposes]
 * @param {number} options.devPort
 * @param {string[]} [options.runtimePlugins]
 */
function createConfig(options) {
  const { dir, kind, name, exposes = {}, devPort, runtimePlugins = [] } = options;
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const appPkg = appRequire('./package.json');
  const sharedPkg = require(path.join(REPO_ROOT, 'shared/package.json'));
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const webpack = appRequire('webpack');

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = kind === 'host';
    const shared = sharedSingletons(appPkg, sharedPkg);
    const facts = platformFacts(appRequire, shared);
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      entry: isHost ? { main: './src/index.ts' } : {},
      // Production maps carry no reference in the served files and leave dist/ (plugin below).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: outputOptions({ dir, isHost, production, name }),
      resolve: {
        // The federation runtime reaches these packages both through `require` and `import`;
        // left alone, webpack bundles their CommonJS and ESM builds side by side (~20 KB gzip).
        alias: esmOnly(appRequire, ['@module-federation/runtime-core', '@module-federation/sdk']),
        ...SOURCE_RESOLUTION,
      },
      module: moduleOptions(appRequire, production),
      plugins: [
        appDefines(webpack, { production, name, version: appPkg.version }),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared,
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        isHost ? new BuildManifestPlugin({ platform: facts }) : new ReleaseFactsPlugin(facts),
        // A remote's chunks and styles are loaded with the hashes the shell knows (docs/security.md).
        ...(isHost ? [] : [new IntegrityHookPlugin()]),
        ...(production ? [new SourceMapsOutsidePlugin({ folder: path.join(dir, 'sourcemaps') })] : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'public/index.html'),
                scriptLoading: 'defer',
                minify: production,
              }),
            ]
          : []),
      ],
      optimization: {
        // The host's runtime chunk must stay with its entry for Module Federation.
        runtimeChunk: false,
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      // Native CSS for every app (ADR 0009): a remote's styles are extracted into hashed files that
      // its manifest announces and its chunks load, so they are released and rolled back with it.
      experiments: { css: true },
      performance: { hints: false },
      ignoreWarnings: [{ message: BUNDLED_ENTRIES_NOTICE }],
      devServer: devServerOptions({ devPort, isHost }),
      stats: 'errors-warnings',
    };
  };
}

module.exports = { SOURCE_RESOLUTION, appDefines, createConfig, moduleOptions, sharedSingletons };
