// Stylelint for every stylesheet of the repository (`pnpm lint`, scripts/test-all.mjs): colours
// come from the design tokens (shared/src/ui/tokens.css), never written out anywhere else, so a
// change of palette or the dark theme reaches every area at once (docs/adr/0009).
/** Colour functions that write a colour out; color-mix() of tokens stays allowed. */
const RAW_COLOUR_FUNCTIONS = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'];

/** @type {import('stylelint').Config} */
export default {
  ignoreFiles: ['**/node_modules/**', '**/dist/**', '**/.prerender/**', 'e2e/artifacts/**', '.data/**'],
  rules: {
    'color-no-invalid-hex': true,
    'color-no-hex': [true, { message: 'Use a colour token (var(--color-…), shared/src/ui/tokens.css)' }],
    'color-named': ['never', { message: 'Use a colour token (var(--color-…), shared/src/ui/tokens.css)' }],
    'function-disallowed-list': [
      RAW_COLOUR_FUNCTIONS,
      { message: 'Use a colour token (var(--color-…), shared/src/ui/tokens.css)' },
    ],
  },
  overrides: [
    {
      files: ['shared/src/ui/tokens.css'],
      rules: { 'color-no-hex': null, 'color-named': null, 'function-disallowed-list': null },
    },
  ],
};
