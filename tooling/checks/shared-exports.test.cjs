// The shell provides some shared libraries tree-shaken to a list of exports; application code
// using anything else would break in the browser only, so the lists and the code are checked
// against each other here. Tests and test helpers run on the full libraries and are left out.
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, PACKAGES, walk } = require('./files.cjs');
const SHARED_EXPORTS = require('../webpack/shared-exports.cjs');

// The prerender entries (src/prerender.tsx) and the server bundles (src/server-render.tsx, built
// on shared/src/server-render/create-server-render.tsx) are bundled for Node with the whole
// libraries (tooling/webpack/create-prerender-config.cjs, create-server-render-config.cjs): they
// never meet the shell's cut-down copies.
const NODE_ONLY = ['prerender.tsx', 'server-render.tsx', 'create-server-render.tsx'];
// The servers (the platform, the api) run on Node with the whole libraries too.
const SERVER_PACKAGES = ['server-kit', 'api', 'platform'];
const isAppCode = (file) =>
  /\.tsx?$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.includes(`${path.sep}testing${path.sep}`) &&
  !NODE_ONLY.includes(path.basename(file));

function importedNames(library) {
  const names = new Map();
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${library}'`, 'g');
  for (const pkg of PACKAGES.filter((name) => !SERVER_PACKAGES.includes(name))) {
    for (const file of walk(path.join(ROOT, pkg, 'src'), isAppCode)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
        for (const raw of match[1].split(',')) {
          const name = raw.trim();
          if (!name || name.startsWith('type ')) continue;
          names.set(name.split(/\s+as\s+/)[0], path.relative(ROOT, file));
        }
      }
    }
  }
  return names;
}

describe.each(Object.entries(SHARED_EXPORTS))('%s', (library, provided) => {
  test('every value the application code imports is in the provided list', () => {
    const missing = [...importedNames(library)].filter(([name]) => !provided.includes(name));
    expect(missing).toEqual([]);
  });

  test('the list names nothing the library does not export', () => {
    const resolved = require.resolve(library, { paths: [path.join(ROOT, 'shell')] });
    const source = fs.readFileSync(resolved, 'utf8');
    for (const name of provided) expect(source).toMatch(new RegExp(`\\b${name}\\b`));
  });
});
