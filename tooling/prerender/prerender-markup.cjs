// Pure steps of write-prerender.mjs, tested in prerender-markup.test.cjs.
const { createHash } = require('node:crypto');

/** The class names a stylesheet defines rules for. */
function classesOfStylesheet(css) {
  const names = new Set();
  // A class selector: a dot then an identifier (`.5rem` and `0.5` start with a digit: not classes).
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
    names.add(match[1]);
  return names;
}

/** The class names a piece of markup uses. */
function classesOfMarkup(html) {
  const names = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of match[1].split(/\s+/)) if (name) names.add(name);
  return names;
}

/**
 * The stylesheets that style the markup: every one defining a class it uses, each content once
 * (webpack may emit the same styles under two chunk names), in the given order.
 */
function pickStylesheets(markups, stylesheets) {
  return stylesheetsDefining(new Set(markups.flatMap((html) => [...classesOfMarkup(html)])), stylesheets);
}

/**
 * The stylesheets defining a class of `used`, each content once, in the given order (also what a
 * server bundle's pages need: tooling/server-render/write-server-render.mjs).
 */
function stylesheetsDefining(used, stylesheets) {
  const seen = new Set();
  return stylesheets.filter(({ css }) => {
    const digest = createHash('sha256').update(css).digest('hex');
    if (seen.has(digest)) return false;
    const styles = [...classesOfStylesheet(css)].some((name) => used.has(name));
    if (styles) seen.add(digest);
    return styles;
  });
}

/**
 * The markup with its forms, buttons and selects inert: without a script, a submitted form would
 * leave the page (and its typed values) for nothing. Links keep working: they are plain
 * navigations. The shell's loader opens the forms to typing once it holds submits back
 * (shell/src/features/prerender/start-after-paint.ts); the rest waits for the live page.
 */
function withoutEarlyControls(html) {
  return html.replace(/<(form|button|select)(?=[\s>])/g, '<$1 inert=""');
}

module.exports = {
  classesOfMarkup,
  classesOfStylesheet,
  pickStylesheets,
  stylesheetsDefining,
  withoutEarlyControls,
};
