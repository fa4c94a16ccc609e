// What a build needs from the platform and what the shell provides to it, written next to the
// build so that a release can be checked against the live shell before it goes live (issue 6's
// compatibility gate): shared singletons (exact versions provided, ranges required), the
// tree-shaken export lists, and the shell↔remote contract version.
const fs = require('node:fs');
const path = require('node:path');
const SHARED_EXPORTS = require('./shared-exports.cjs');
const { tapProcessAssets } = require('./process-assets.cjs');

const REPO_ROOT = path.resolve(__dirname, '../..');
/** The shared singletons the compatibility gate checks (ARCHITECTURE §2). */
const GATED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'i18next',
  'react-i18next',
  '@coach/shared',
];

function contractVersion() {
  const source = fs.readFileSync(path.join(REPO_ROOT, 'shared/src/contract/index.ts'), 'utf8');
  const match = source.match(/export const CONTRACT_VERSION = '([^']+)'/);
  if (!match) throw new Error('CONTRACT_VERSION not found in shared/src/contract/index.ts');
  return match[1];
}

/** The version of a package as installed for an app (walks up from its resolved entry). */
function installedVersion(appRequire, name) {
  let dir = path.dirname(appRequire.resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json of ${name} not found`);
    dir = parent;
  }
}

function platformFacts(appRequire, shared) {
  const provides = {};
  const requires = {};
  for (const name of GATED_SINGLETONS) {
    provides[name] = installedVersion(appRequire, name);
    requires[name] = shared[name]?.requiredVersion ?? `^${provides[name]}`;
  }
  return { contractVersion: contractVersion(), provides, requires, treeShaken: SHARED_EXPORTS };
}

/** Emits `coach-release.json` beside a remote's manifest. */
class ReleaseFactsPlugin {
  constructor(facts) {
    this.facts = facts;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    tapProcessAssets(compiler, 'ReleaseFactsPlugin', 'PROCESS_ASSETS_STAGE_REPORT', (compilation) => {
      // A remote bundles nothing it could provide to others: only its requirements matter.
      const facts = { ...this.facts };
      delete facts.provides;
      compilation.emitAsset('coach-release.json', new RawSource(`${JSON.stringify(facts, null, 2)}\n`));
    });
  }
}

module.exports = { GATED_SINGLETONS, contractVersion, platformFacts, ReleaseFactsPlugin };
