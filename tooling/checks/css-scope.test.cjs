// A remote's styles are released with it and must not reach outside it (ADR 0009): outside the
// shell, every stylesheet is a CSS module and every selector names one of its own classes, so
// its rules can only match elements that import them. Only the shell's one global stylesheet
// (frame and design tokens) styles what it does not own.
const fs = require('node:fs');
const path = require('node:path');
const postcss = require('postcss');
const { ROOT, walk } = require('./files.cjs');

const GLOBAL_STYLESHEET = path.join(ROOT, 'shell/src/styles/global.css');
const SCOPED_PACKAGES = fs
  .readdirSync(ROOT)
  .filter((dir) => dir === 'shared' || dir === 'shell' || dir.startsWith('mfe-'))
  .filter((dir) => fs.existsSync(path.join(ROOT, dir, 'src')));
/** At-rules whose blocks hold ordinary rules (checked); all others (keyframes, font-face) are not selectors. */
const NESTING_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);

const stylesheets = SCOPED_PACKAGES.flatMap((pkg) => [
  ...walk(path.join(ROOT, pkg, 'src'), (file) => file.endsWith('.css')),
]);
const relative = (file) => path.relative(ROOT, file);

/** Each selector of `css` that names no class of its own, or escapes the module. */
function unscopedSelectors(css, from) {
  const problems = [];
  postcss.parse(css, { from }).walkRules((rule) => {
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
      if (!NESTING_AT_RULES.has(parent.name)) return;
    }
    for (const selector of rule.selectors) {
      if (/:global\b/.test(selector)) problems.push(`${selector} (line ${rule.source.start.line}): :global`);
      else if (!/\.[_a-zA-Z-][\w-]*/.test(selector.replace(/\[[^\]]*\]/g, '')))
        problems.push(`${selector} (line ${rule.source.start.line}): names no class`);
    }
  });
  return problems;
}

test('the shell has exactly one global stylesheet', () => {
  const globals = stylesheets.filter((file) => !file.endsWith('.module.css')).map(relative);
  expect(globals).toEqual([relative(GLOBAL_STYLESHEET)]);
});

for (const file of stylesheets.filter((sheet) => sheet !== GLOBAL_STYLESHEET).map(relative)) {
  test(`${file}: every selector is scoped to the module`, () => {
    expect(unscopedSelectors(fs.readFileSync(path.join(ROOT, file), 'utf8'), file)).toEqual([]);
  });
}

describe('the scope check itself', () => {
  test.each([
    ['.card { color: red }', []],
    ['.card > a:hover, .list li { color: red }', []],
    ['@media (min-width: 40rem) { .card { color: red } }', []],
    ['@keyframes spin { from { opacity: 0 } to { opacity: 1 } }', []],
    ['body { margin: 0 }', ['body (line 1): names no class']],
    ['[data-x=".y"] { color: red }', ['[data-x=".y"] (line 1): names no class']],
    [':global(.shell) .card { color: red }', [':global(.shell) .card (line 1): :global']],
    ['@media print { a { color: red } }', ['a (line 1): names no class']],
  ])('%s', (css, expected) => {
    expect(unscopedSelectors(css, 'example.module.css')).toEqual(expected);
  });
});
