const fs = require('node:fs');
const path = require('node:path');

const { REMOTE_DIRS } = require('../remotes.cjs');

const ROOT = path.resolve(__dirname, '../..');
const PACKAGES = ['shared', 'shell', ...REMOTE_DIRS, 'server-kit', 'api', 'platform'];

function* walk(dir, test) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, test);
    else if (test(full)) yield full;
  }
}

module.exports = { ROOT, PACKAGES, walk };
