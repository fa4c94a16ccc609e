// Emits the files the shell's hourly build check reads (SPEC §7): builds/latest.json, which
// names the current build, and builds/meta/<id>.json, immutable, describing that build.
class BuildManifestPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BuildManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const id = compilation.fullHash.slice(0, 16);
          const timestamp = Date.now();
          const json = (value) => new RawSource(`${JSON.stringify(value)}\n`);
          compilation.emitAsset('builds/latest.json', json({ id, timestamp }));
          compilation.emitAsset(
            `builds/meta/${id}.json`,
            json({ id, timestamp, matcher: {}, prerendered: [] }),
          );
        },
      );
    });
  }
}

module.exports = { BuildManifestPlugin };
