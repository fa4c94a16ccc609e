// Every namespace has the same keys in French and English, and no empty string.
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, PACKAGES, walk } = require('./files.cjs');

function keys(value, prefix = '') {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function emptyKeys(value, prefix = '') {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  return Object.entries(value).flatMap(([k, v]) => emptyKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** Pairs of French/English catalogues: `fr.json`/`en.json` side by side, or `fr/x.json`/`en/x.json`. */
function catalogues() {
  const pairs = [];
  for (const pkg of PACKAGES) {
    for (const file of walk(path.join(ROOT, pkg, 'src'), (f) => f.endsWith('.json'))) {
      const rel = path.relative(ROOT, file);
      if (path.basename(file) === 'fr.json') pairs.push([rel, rel.replace(/fr\.json$/, 'en.json')]);
      else if (path.basename(path.dirname(file)) === 'fr') pairs.push([rel, rel.replace(/\/fr\//, '/en/')]);
    }
  }
  return pairs;
}

const pairs = catalogues();

test('finds the catalogues of every package', () => {
  expect(pairs.length).toBeGreaterThanOrEqual(8);
});

test.each(pairs)('%s and %s have the same keys', (frFile, enFile) => {
  const fr = JSON.parse(fs.readFileSync(path.join(ROOT, frFile), 'utf8'));
  expect(fs.existsSync(path.join(ROOT, enFile))).toBe(true);
  const en = JSON.parse(fs.readFileSync(path.join(ROOT, enFile), 'utf8'));
  expect(keys(en).sort()).toEqual(keys(fr).sort());
  expect(emptyKeys(fr)).toEqual([]);
  expect(emptyKeys(en)).toEqual([]);
});
