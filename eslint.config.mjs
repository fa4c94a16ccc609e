// Lint for the whole workspace. Besides the usual checks it enforces the import boundaries of
// ARCHITECTURE §5: remotes never import the shell or each other, `shared` imports no app,
// nothing imports the shell, and a feature never reaches into another feature's folder.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { APP_DIRS as APPS } from './scripts/lib/apps.mjs';

const PACKAGES = [...APPS, 'shared', 'api'];

/** Import patterns that would let `pkg` reach into another package of the workspace. */
function foreignPackagePatterns(pkg) {
  const others = PACKAGES.filter((other) => other !== pkg && other !== 'shared');
  return others.flatMap((other) => [
    { group: [`@coach/${other}`, `@coach/${other}/*`], message: `${pkg} must not import ${other}.` },
    {
      group: [`**/${other}/**`, `../${other}`, `../../${other}`],
      message: `${pkg} must not import ${other}.`,
    },
  ]);
}

function featuresOf(pkg) {
  const dir = path.join(import.meta.dirname, pkg, 'src/features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
}

function boundaryBlocks(pkg) {
  const base = foreignPackagePatterns(pkg);
  const blocks = [
    { files: [`${pkg}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns: base }] } },
  ];
  for (const feature of featuresOf(pkg)) {
    const siblings = featuresOf(pkg).filter((other) => other !== feature);
    if (siblings.length === 0) continue;
    const patterns = [
      ...base,
      ...siblings.map((other) => ({
        group: [`../${other}/*`, `../../features/${other}/*`, `**/features/${other}/**`],
        message: `Feature "${feature}" must not reach into feature "${other}": move what both need to components/ or shared.`,
      })),
    ];
    blocks.push({
      files: [`${pkg}/src/features/${feature}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    });
  }
  return blocks;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'e2e/artifacts/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'module' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['**/*.test.{ts,tsx,cjs}', 'tooling/jest/**', 'shared/src/testing/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
  },
  ...PACKAGES.flatMap(boundaryBlocks),
);
