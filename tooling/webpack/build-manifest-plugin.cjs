// Emits the files the shell's hourly build check reads (SPEC §7): builds/latest.json, which
// names the current build, and builds/meta/<id>.json, immutable, describing that build. The id
// also replaces __BUILD_ID__ in index.html. The meta file says what the shell provides to remotes
// (shared versions, tree-shaken exports, contract version) for the release gate, and which files
// the shell's start loads (`startup`, startup-files.cjs), which the platform preloads in each page.
const { tapProcessAssets } = require('./process-assets.cjs');
const { startupFiles } = require('./startup-files.cjs');

class BuildManifestPlugin {
  /** @param {{ platform: object }} options what the shell provides to remotes (platform-facts.cjs) */
  constructor({ platform }) {
    this.platform = platform;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    tapProcessAssets(compiler, 'BuildManifestPlugin', 'PROCESS_ASSETS_STAGE_REPORT', (compilation) => {
      const id = compilation.fullHash.slice(0, 16);
      // The page learns which build it runs from index.html itself, not from a later fetch.
      const html = compilation.getAsset('index.html');
      if (html) {
        const source = html.source
          .source()
          .toString()
          .replace(/__BUILD_ID__/g, id);
        compilation.updateAsset('index.html', new RawSource(source));
      }
      // URL paths, as the page requests them (the host's publicPath is '/', create-config.cjs).
      const base =
        typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
      const { scripts, styles } = startupFiles(compilation, 'main');
      const startup = {
        scripts: scripts.map((file) => base + file),
        styles: styles.map((file) => base + file),
      };
      const timestamp = Date.now();
      const json = (value) => new RawSource(`${JSON.stringify(value)}\n`);
      compilation.emitAsset('builds/latest.json', json({ id, timestamp }));
      compilation.emitAsset(
        `builds/meta/${id}.json`,
        json({ id, timestamp, matcher: {}, prerendered: [], platform: this.platform, startup }),
      );
    });
  }
}

module.exports = { BuildManifestPlugin };
