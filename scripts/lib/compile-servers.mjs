// Production runs compiled JavaScript (issue 39): the servers' TypeScript — the platform, the api,
// server-kit and what they import of shared — compiled by swc (a root devDependency, as jest
// uses it) into `dist/` beside each package's `src/`, at the same depths, so that paths
// built from `import.meta.dirname` (migrations, assets) land where they did. Starting from those
// files costs no transpiling; `pnpm dev` and the tests keep running the TypeScript.
//
// swc compiles file by file; what Node's ESM loader needs on top is done here: relative imports
// get their `.js` (or `/index.js`), the workspace's `@coach/…` imports become relative paths into
// the other package's `dist/` (through that package's `exports`), JSON imports point at the
// source file with `with { type: 'json' }`, and a file named next to `import.meta.dirname` (a
// process or thread entry, an asset) is compiled or copied too. Only files reached from the
// entries are compiled. A file is written only when its bytes change, through a rename, so that a
// platform running from `dist/` never reads a half-written file.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import { ROOT } from './apps.mjs';

export const OUT = 'dist';
const PACKAGES = ['server-kit', 'api', 'platform', 'shared'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/** The compiled file of a source file: `<pkg>/src/a/b.ts` → `<pkg>/dist/a/b.js`. */
export function outputOf(/** @type {string} */ source) {
  const relative = path.relative(ROOT, source).split(path.sep);
  const [pkg, src, ...rest] = relative;
  if (!pkg || src !== 'src' || !PACKAGES.includes(pkg)) throw new Error(`not a server source: ${source}`);
  const file = rest.join(path.sep);
  const isCode = EXTENSIONS.includes(path.extname(file));
  return path.join(
    ROOT,
    pkg,
    OUT,
    isCode ? file.replace(/\.(ts|tsx|mts)$/, (ext) => (ext === '.mts' ? '.mjs' : '.js')) : file,
  );
}

/** `@coach/<pkg>/<sub>` → the source file its package's `exports` names. */
function workspaceSource(/** @type {string} */ specifier) {
  const [, pkg, sub] = /** @type {RegExpMatchArray} */ (specifier.match(/^@coach\/([^/]+)(?:\/(.+))?$/));
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, /** @type {string} */ (pkg), 'package.json'), 'utf8'),
  );
  const exportsMap = manifest.exports ?? {};
  const key = sub ? `./${sub}` : '.';
  const direct = exportsMap[key];
  const target =
    typeof direct === 'string'
      ? direct
      : typeof exportsMap['./*'] === 'string'
        ? exportsMap['./*'].replace('*', sub ?? '')
        : null;
  if (!target) throw new Error(`${specifier}: not in the exports of @coach/${pkg}`);
  return path.join(ROOT, /** @type {string} */ (pkg), target);
}

/** A relative import's file: as written, else with an extension, else its folder's index. */
function relativeSource(/** @type {string} */ from, /** @type {string} */ specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  const found = candidates.find((file) => existsSync(file) && statSync(file).isFile());
  if (!found) throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${specifier}`);
  return found;
}

const toPosix = (/** @type {string} */ p) => p.split(path.sep).join('/');
const relativeSpecifier = (/** @type {string} */ fromOut, /** @type {string} */ target) => {
  const relative = toPosix(path.relative(path.dirname(fromOut), target));
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/** Writes `bytes` to `file` unless it already holds them, through a rename. */
function writeIfChanged(/** @type {string} */ file, /** @type {string | Buffer} */ bytes) {
  const next = Buffer.from(bytes);
  if (existsSync(file) && readFileSync(file).equals(next)) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, next);
  renameSync(temp, file);
  return true;
}

const IMPORT = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;
const NAMED_BESIDE = /path\.join\(import\.meta\.dirname,\s*(['"])([^'"]+)\1\)/g;

/**
 * Compiles one source file; returns the sources it needs (imports, files named beside it).
 * @param {string} source
 * @returns {{ needs: string[], written: boolean }}
 */
function compileOne(source) {
  const out = outputOf(source);
  /** @type {string[]} */
  const needs = [];
  const isTs = /\.(ts|tsx|mts)$/.test(source);
  let code = isTs
    ? transformFileSync(source, {
        jsc: {
          parser: { syntax: 'typescript', tsx: source.endsWith('.tsx') },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'es6' },
        sourceMaps: false,
        swcrc: false,
      }).code
    : readFileSync(source, 'utf8');
  code = code.replace(IMPORT, (whole, lead, quote, specifier) => {
    if (specifier.startsWith('.') || specifier.startsWith('@coach/')) {
      const target = specifier.startsWith('.')
        ? relativeSource(source, specifier)
        : workspaceSource(specifier);
      if (target.endsWith('.json')) {
        // Node reads JSON modules with their attribute; the source file is the one read.
        return `${lead}${quote}${relativeSpecifier(out, target)}${quote} with { type: 'json' }`;
      }
      needs.push(target);
      return `${lead}${quote}${relativeSpecifier(out, outputOf(target))}${quote}`;
    }
    return whole;
  });
  code = code.replace(NAMED_BESIDE, (whole, quote, name) => {
    const beside = path.join(path.dirname(source), name);
    if (!existsSync(beside)) return whole;
    needs.push(beside);
    return `path.join(import.meta.dirname, ${quote}${path.basename(outputOf(beside))}${quote})`;
  });
  const written =
    isTs || /\.m?js$/.test(source) ? writeIfChanged(out, code) : writeIfChanged(out, readFileSync(source));
  return { needs, written };
}

/** What the servers start from: the two servers, their command-line tools. */
export function serverEntries() {
  const cli = (/** @type {string} */ pkg) =>
    readdirSync(path.join(ROOT, pkg, 'src/cli'))
      .filter((name) => /^[a-z-]+\.ts$/.test(name))
      .map((name) => path.join(ROOT, pkg, 'src/cli', name));
  return [
    path.join(ROOT, 'platform/src/main.ts'),
    path.join(ROOT, 'api/src/main.ts'),
    ...cli('platform'),
    ...cli('api'),
  ];
}

/**
 * Compiles every file the entries reach (those not changed since are rewritten with the same
 * bytes, i.e. not at all). Returns how many files were reached and written, and the time taken.
 */
export function compileServers(entries = serverEntries()) {
  const started = performance.now();
  const seen = new Set();
  const queue = [...entries];
  let written = 0;
  while (queue.length > 0) {
    const source = /** @type {string} */ (queue.pop());
    if (seen.has(source)) continue;
    seen.add(source);
    const result = compileOne(source);
    if (result.written) written += 1;
    queue.push(...result.needs.filter((need) => !seen.has(need)));
  }
  return { files: seen.size, written, ms: Math.round(performance.now() - started) };
}

/** The compiled file to start for a source entry, e.g. `platform/src/main.ts`. */
export function compiledEntry(/** @type {string} */ sourceRelativeToRoot) {
  return outputOf(path.join(ROOT, sourceRelativeToRoot));
}
