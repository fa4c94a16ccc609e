// The shell provides react-router tree-shaken to a list; code using anything else would break
// at runtime in the browser, so the list and the code are checked against each other here.
const fs = require('node:fs');
const { ROOT, PACKAGES, walk } = require('./files.cjs');
const path = require('node:path');
const provided = require('../webpack/react-router-exports.cjs');

function importedNames() {
  const names = new Map();
  const pattern = /import\s*\{([^}]*)\}\s*from\s*'react-router'/g;
  for (const pkg of PACKAGES) {
    for (const file of walk(path.join(ROOT, pkg, 'src'), (f) => /\.tsx?$/.test(f))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(pattern)) {
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

test('every react-router value the code imports is in the provided list', () => {
  const missing = [...importedNames()].filter(([name]) => !provided.includes(name));
  expect(missing).toEqual([]);
});

test('the list names nothing react-router does not export', async () => {
  const resolved = require.resolve('react-router', { paths: [path.join(ROOT, 'shell')] });
  const source = fs.readFileSync(resolved, 'utf8');
  for (const name of provided) expect(source).toMatch(new RegExp(`\\b${name}\\b`));
});
