// Production source maps are written beside the build, never into it: `dist/` is what gets
// published and served, and a public map hands anyone the original source. Developers and the
// operators' error tools read them from `<app>/sourcemaps/` (decision: docs/security.md).
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'SourceMapsOutsidePlugin';

class SourceMapsOutsidePlugin {
  /** @param {{ folder: string }} options the folder the maps go to (emptied at each build) */
  constructor(options) {
    this.folder = options.folder;
  }

  apply(compiler) {
    const { Compilation } = compiler.webpack;
    /** @type {Map<string, Buffer>} */
    let maps = new Map();
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      maps = new Map();
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.map')) continue;
            maps.set(name, Buffer.from(assets[name].buffer()));
            compilation.deleteAsset(name);
          }
        },
      );
    });
    compiler.hooks.afterEmit.tap(PLUGIN, () => {
      fs.rmSync(this.folder, { recursive: true, force: true });
      for (const [name, bytes] of maps) {
        const target = path.join(this.folder, name);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, bytes);
      }
    });
  }
}

module.exports = { SourceMapsOutsidePlugin };
