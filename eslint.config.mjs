// Lint for the whole workspace. Besides the usual checks it enforces:
// - the import boundaries: remotes never import the shell or each other, `shared` imports no
//   app, nothing imports the shell, a feature never reaches into another feature's folder, and
//   a feature never imports the app layer (`src/app/**`: router, providers, start-up), which
//   composes features, not the other way round (bulletproof-react's unidirectional rule);
// - no valibot in `@coach/shared/forms`, which the remotes import without bundling valibot;
// - no import cycles (import-x/no-cycle, resolved the way TypeScript resolves);
// - file names: React component files (`.tsx`) in PascalCase, every other module in kebab-case
//   (hooks too: `use-login-form.ts`), tests named after their subject, folders in kebab-case;
// - the size of source files (issue 40): at most 300 lines a file and 80 a function, tests aside,
//   with today's larger files named, each with why (eslint.size-rule.mjs).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { APP_DIRS as APPS } from './scripts/lib/apps.mjs';
import { sizeBlocks } from './eslint.size-rule.mjs';

const PACKAGES = [...APPS, 'shared', 'server-kit', 'api', 'platform'];

/**
 * What a package may import besides `shared`: the api and the platform stand on `server-kit`; the
 * platform runs the api behind it through the api's public entry only (`@coach/api`, and
 * `@coach/api/testing` for its tests), never the api's files.
 */
const ALLOWED = {
  api: ['server-kit'],
  platform: ['server-kit'],
};
const API_ENTRY_ONLY = {
  group: ['@coach/api/*', '!@coach/api/testing', '**/api/src/**', '../api', '../../api'],
  message: "The platform imports the api's public entry only (@coach/api: api/src/index.ts).",
};

/** Import patterns that would let `pkg` reach into another package of the workspace. */
function foreignPackagePatterns(pkg) {
  const others = PACKAGES.filter(
    (other) =>
      other !== pkg &&
      other !== 'shared' &&
      !(ALLOWED[pkg] ?? []).includes(other) &&
      !(pkg === 'platform' && other === 'api'),
  );
  return [
    ...(pkg === 'platform' ? [API_ENTRY_ONLY] : []),
    ...others.flatMap((other) => [
      { group: [`@coach/${other}`, `@coach/${other}/*`], message: `${pkg} must not import ${other}.` },
      {
        group: [`**/${other}/**`, `../${other}`, `../../${other}`],
        message: `${pkg} must not import ${other}.`,
      },
    ]),
  ];
}

/** A platform feature knows nothing of the product: the composition (src/main.ts, src/database.ts) wires the api in. */
const PRODUCT_FROM_PLATFORM_FEATURE = {
  regex: '^@coach/api(?!/testing$)(/.*)?$',
  message:
    'A platform feature never imports the api: src/main.ts composes them (platform in front, api behind).',
};

function featuresOf(pkg) {
  const dir = path.join(import.meta.dirname, pkg, 'src/features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
}

/** A feature is composed by the app layer; importing it back would invert the dependency. */
const APP_LAYER_PATTERN = {
  group: ['**/src/app', '**/src/app/**', '../../app', '../../app/**', '../../../app/**'],
  message: 'A feature never imports src/app/**: move what it needs to components/, lib/ or the feature.',
};

function boundaryBlocks(pkg) {
  const base = foreignPackagePatterns(pkg);
  const blocks = [
    { files: [`${pkg}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns: base }] } },
  ];
  for (const feature of featuresOf(pkg)) {
    const siblings = featuresOf(pkg).filter((other) => other !== feature);
    const patterns = [
      ...base,
      ...(pkg === 'platform' ? [PRODUCT_FROM_PLATFORM_FEATURE] : []),
      ...(fs.existsSync(path.join(import.meta.dirname, pkg, 'src/app')) ? [APP_LAYER_PATTERN] : []),
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

const KEBAB = 'KEBAB_CASE';
const PASCAL = 'PASCAL_CASE';
/** A test is named after its subject: a component's test in PascalCase, a module's in kebab-case. */
const SUBJECT_CASE = '@(*([A-Z]*([a-z0-9]))|+([a-z])*([a-z0-9])*(-+([a-z0-9])))';
/**
 * mfe-home files the UI-kit work renames in its own change; listed so the rule holds everywhere
 * else meanwhile. Delete each line as its file is renamed (`useLoginForm.ts` → `use-login-form.ts`).
 */
const PENDING_RENAMES = [
  'mfe-home/src/features/login/useLoginForm.ts',
  'mfe-home/src/features/register/useRegisterForm.ts',
  'mfe-home/src/features/verification/useConfirmLink.ts',
  'mfe-home/src/features/verification/useCountdown.ts',
  'mfe-home/src/features/verification/useResend.ts',
  'mfe-home/src/features/who-are-you/useWhoAreYou.ts',
];
/** `.tsx` files that are not components: the shell's entry and test helpers that render. */
const NON_COMPONENT_TSX = [
  '**/src/bootstrap.tsx',
  '**/src/prerender.tsx',
  '**/src/server-render.tsx',
  '**/src/server-render/create-server-render.tsx',
  '**/src/testing/**/*.tsx',
];

function fileNameBlocks() {
  const rule = (pattern) => [
    'error',
    pattern,
    { ignoreMiddleExtensions: true }, // `routes.test.ts`, `webpack.config.js` are named by their first part
  ];
  return [
    {
      files: ['**/*.{ts,js,mjs,cjs}'],
      ignores: ['**/*.test.*', ...PENDING_RENAMES],
      plugins: { 'check-file': checkFile },
      rules: { 'check-file/filename-naming-convention': rule({ '**/*.{ts,js,mjs,cjs}': KEBAB }) },
    },
    {
      files: ['**/*.tsx'],
      ignores: ['**/*.test.*', ...NON_COMPONENT_TSX],
      plugins: { 'check-file': checkFile },
      rules: { 'check-file/filename-naming-convention': rule({ '**/*.tsx': PASCAL }) },
    },
    {
      files: NON_COMPONENT_TSX,
      plugins: { 'check-file': checkFile },
      rules: { 'check-file/filename-naming-convention': rule({ '**/*.tsx': KEBAB }) },
    },
    {
      files: ['**/*.test.*'],
      plugins: { 'check-file': checkFile },
      rules: { 'check-file/filename-naming-convention': rule({ '**/*.test.*': SUBJECT_CASE }) },
    },
    {
      files: ['**/src/**/*.{ts,tsx}'],
      plugins: { 'check-file': checkFile },
      rules: { 'check-file/folder-naming-convention': ['error', { '**/src/**/': KEBAB }] },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.prerender/**',
      '**/.server-render/**',
      '**/coverage/**',
      '.data/**',
      'e2e/artifacts/**',
      'api/drizzle/**',
      'platform/drizzle/**',
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
  {
    // Repeats shared's boundary patterns: a later block's options for a rule replace the earlier ones.
    files: ['shared/src/forms/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'valibot', message: 'Validate through the Standard Schema interface (validate.ts).' },
          ],
          patterns: foreignPackagePatterns('shared'),
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript preset's extensions and parsers, so that .ts/.tsx files are followed.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [...PACKAGES, 'e2e'].map((pkg) => `${pkg}/tsconfig.json`),
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Server-only code stays out of the browser's bundles: react-dom's server renderers and the
    // server render's machinery belong to the Node entries (docs/server-render.md).
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/src/prerender.tsx', '**/src/server-render.tsx', '**/*.test.*', '**/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind='value'][source.value=/^(react-dom\\/(server|static)|@coach\\/shared\\/server-render(\\/renderer)?)$/]",
          message:
            'Server only: import it from src/server-render.tsx (the browser side of a route’s data is @coach/shared/server-render/route-data and …/use-route-data).',
        },
      ],
    },
  },
  ...fileNameBlocks(),
  ...sizeBlocks(),
);
