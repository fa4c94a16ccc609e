// A remote's styles are released with it and must not reach outside it (ADR 0009): outside the
// shell, every stylesheet is a CSS module and every selector names one of its own classes, so
// its rules can only match elements that import them. Only the shell's one global stylesheet
// (the frame) styles what it does not own, and the UI kit's tokens file (imported by it) holds
// custom properties and the colour scheme on :root, nothing that styles an element.
const fs = require('node:fs');
const path = require('node:path');
const postcss = require('postcss');
const { ROOT, walk } = require('./files.cjs');

const GLOBAL_STYLESHEET = path.join(ROOT, 'shell/src/styles/global.css');
const TOKENS_STYLESHEET = path.join(ROOT, 'shared/src/ui/tokens.css');
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

/** What in the tokens file is not a custom property or `color-scheme` on `:root`. */
function notTokens(css, from) {
  const problems = [];
  postcss.parse(css, { from }).walkDecls((decl) => {
    const rule = decl.parent;
    const selectors = rule.type === 'rule' ? rule.selectors : [];
    if (!selectors.every((selector) => /^:root(\[data-theme='(light|dark)'\])?$/.test(selector)))
      problems.push(`${selectors.join(', ')} (line ${decl.source.start.line}): not :root`);
    else if (!decl.prop.startsWith('--') && decl.prop !== 'color-scheme')
      problems.push(`${decl.prop} (line ${decl.source.start.line}): not a token`);
  });
  return problems;
}

test("the shell has exactly one global stylesheet, beside the UI kit's tokens", () => {
  const globals = stylesheets.filter((file) => !file.endsWith('.module.css')).map(relative);
  expect(globals.sort()).toEqual([relative(GLOBAL_STYLESHEET), relative(TOKENS_STYLESHEET)].sort());
});

test('the tokens file declares tokens only', () => {
  expect(notTokens(fs.readFileSync(TOKENS_STYLESHEET, 'utf8'), relative(TOKENS_STYLESHEET))).toEqual([]);
  expect(notTokens('.card { color: red }', 'x.css')).toEqual(['.card (line 1): not :root']);
  expect(notTokens(':root { margin: 0 }', 'x.css')).toEqual(['margin (line 1): not a token']);
});

const scoped = stylesheets.filter((sheet) => sheet !== GLOBAL_STYLESHEET && sheet !== TOKENS_STYLESHEET);
for (const file of scoped.map(relative)) {
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
