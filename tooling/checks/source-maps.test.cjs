// Production builds keep their source maps out of dist/ (what is published and served) and
// leave no reference to them in the served files (docs/security.md, "Source maps").
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createRequire } = require('node:module');

const REPO_ROOT = path.resolve(__dirname, '../..');
const appRequire = createRequire(path.join(REPO_ROOT, 'mfe-home/package.json'));
const webpack = appRequire('webpack');
const { SourceMapsOutsidePlugin } = require('../webpack/source-maps-outside-plugin.cjs');

describe('production source maps', () => {
  it('the shared webpack configuration builds every app with hidden maps moved out of dist', () => {
    const { createConfig } = require('../webpack/create-config.cjs');
    const factory = createConfig({
      dir: path.join(REPO_ROOT, 'mfe-home'),
      kind: 'remote',
      name: 'mfe_home',
      devPort: 1,
    });
    const production = factory({}, { mode: 'production' });
    expect(production.devtool).toBe('hidden-source-map');
    const plugin = production.plugins.find((p) => p instanceof SourceMapsOutsidePlugin);
    expect(plugin?.folder).toBe(path.join(REPO_ROOT, 'mfe-home', 'sourcemaps'));
    const development = factory({}, { mode: 'development' });
    expect(development.plugins.some((p) => p instanceof SourceMapsOutsidePlugin)).toBe(false);
  });

  it('a build writes its maps beside dist/, none inside, and no sourceMappingURL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-maps-'));
    try {
      fs.mkdirSync(path.join(dir, 'src'));
      fs.writeFileSync(
        path.join(dir, 'src/index.js'),
        'export const answer = () => 42;\nconsole.log(answer());\n',
      );
      fs.writeFileSync(path.join(dir, 'src/lazy.js'), 'export default "lazy";\n');
      fs.appendFileSync(path.join(dir, 'src/index.js'), 'import("./lazy.js");\n');
      fs.mkdirSync(path.join(dir, 'sourcemaps'));
      fs.writeFileSync(path.join(dir, 'sourcemaps/stale.js.map'), '{}');
      const compiler = webpack({
        context: dir,
        mode: 'production',
        entry: './src/index.js',
        devtool: 'hidden-source-map',
        output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
        plugins: [new SourceMapsOutsidePlugin({ folder: path.join(dir, 'sourcemaps') })],
      });
      const stats = await new Promise((resolve, reject) =>
        compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
      );
      expect(stats.hasErrors()).toBe(false);
      const served = fs.readdirSync(path.join(dir, 'dist'));
      const maps = fs.readdirSync(path.join(dir, 'sourcemaps'));
      expect(served.filter((name) => name.endsWith('.js'))).toHaveLength(2);
      expect(served.filter((name) => name.endsWith('.map'))).toEqual([]);
      expect(maps.sort()).toEqual(
        served
          .filter((name) => name.endsWith('.js'))
          .map((name) => `${name}.map`)
          .sort(),
      );
      for (const name of served)
        expect(fs.readFileSync(path.join(dir, 'dist', name), 'utf8')).not.toMatch(/sourceMappingURL/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
