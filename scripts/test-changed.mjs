// `npm run test:changed` — the one-minute loop: for the files changed since a base (default: the
// merge base with `main`, plus uncommitted and untracked files), the typecheck of the packages that
// hold them and of those that depend on them, eslint and prettier on the files themselves, and the
// jest tests related to them (`jest --findRelatedTests`, which follows imports, @coach/shared's
// included). `--base=<ref>` compares with another commit. Browser tests are left to `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { run } from './lib/run.mjs';

const LINTED = /\.(m?[jt]sx?|cjs)$/;
const FORMATTED = /\.(m?[jt]sx?|cjs|json|css|md|ya?ml)$/;
/** Packages whose `test` script is jest (e2e's is the browser suite). */
const NOT_JEST = new Set(['e2e']);

const git = (/** @type {string[]} */ args) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

const baseArg = process.argv.find((arg) => arg.startsWith('--base='))?.slice('--base='.length);
const base = baseArg ?? git(['merge-base', 'HEAD', 'main'])[0] ?? 'HEAD';
const changed = [
  ...new Set([...git(['diff', '--name-only', base]), ...git(['ls-files', '--others', '--exclude-standard'])]),
].filter((file) => existsSync(path.join(ROOT, file)));

if (changed.length === 0) {
  console.log(`Nothing changed since ${base.slice(0, 12)}.`);
  process.exit(0);
}

/** The workspace package a file belongs to: its top folder, when that folder has a package.json. */
const packageOf = (/** @type {string} */ file) => {
  const top = file.split('/')[0];
  return existsSync(path.join(ROOT, top, 'package.json')) ? top : null;
};
const packages = [...new Set(changed.map(packageOf).filter((pkg) => pkg !== null))];
console.log(
  `${changed.length} file(s) changed since ${base.slice(0, 12)}, in: ${packages.join(', ') || '(no package)'}`,
);

const steps = [];
const started = Date.now();
async function step(/** @type {string} */ name, /** @type {() => Promise<unknown>} */ fn) {
  const t0 = Date.now();
  try {
    await fn();
    console.log(`✓ ${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } catch (error) {
    steps.push(name);
    console.log(`✗ ${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (error instanceof Error) console.log(`  ${error.message}`);
  }
}

// A package and everything that depends on it (pnpm's `...` selector).
const dependents = packages.flatMap((pkg) => ['--filter', `...{./${pkg}}`]);
const lintable = changed.filter((file) => LINTED.test(file));
const formattable = changed.filter((file) => FORMATTED.test(file));
const absolute = changed.map((file) => path.join(ROOT, file));

await Promise.all([
  packages.length
    ? step('typecheck', () =>
        run('pnpm', [...dependents, '--workspace-concurrency=2', 'run', 'typecheck'], { quiet: true }),
      )
    : null,
  lintable.length
    ? step('lint', () => run('pnpm', ['exec', 'eslint', '--max-warnings=0', ...lintable], { quiet: true }))
    : null,
]);
if (formattable.length) {
  await step('format', () =>
    run('pnpm', ['exec', 'prettier', '--check', '--log-level=warn', ...formattable], { quiet: true }),
  );
}

// Jest runs in every package that holds or depends on a changed file; related tests only.
const jestPackages = execFileSync('pnpm', [...dependents, 'list', '--depth=-1', '--json'], {
  cwd: ROOT,
  encoding: 'utf8',
});
for (const { path: dir } of /** @type {{ path: string }[]} */ (JSON.parse(jestPackages))) {
  const name = path.relative(ROOT, dir);
  if (NOT_JEST.has(name)) continue;
  await step(`jest ${name} (related tests)`, () =>
    run(
      'pnpm',
      ['--filter', `./${name}`, 'run', 'test', '--findRelatedTests', '--passWithNoTests', ...absolute],
      { quiet: true },
    ),
  );
}
if (changed.some((file) => file.startsWith('tooling/') || file.startsWith('scripts/'))) {
  await step('jest tooling checks', () =>
    run('pnpm', ['exec', 'jest', '-c', 'tooling/jest.config.cjs'], { quiet: true }),
  );
}

console.log(
  `\n${steps.length ? `failed: ${steps.join(', ')}` : 'all green'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(steps.length ? 1 : 0);
