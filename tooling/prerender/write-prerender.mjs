// Build step of the shell and of mfe-home (docs/adr/0012-prerendered-first-paint.md): runs the
// app's prerender bundle (tooling/webpack/create-prerender-config.cjs) and ships what it drew in
// dist/prerender.json, each entry with the one stylesheet its markup needs. Where a single file of
// the build styles it, that file itself: the live page then finds it already linked (webpack's CSS
// loading looks for a link with the chunk's href before adding one) and the drawn page is not
// styled a second time when the scripts start — adding the same sheet under another name made
// Chromium restyle and lay out the whole page, the longest task after the paint (ADR 0006).
//
// usage (from the app's folder):
//   node ../tooling/prerender/write-prerender.mjs pages|frames [--loader=<src/….ts>]
// --loader: a script of the app compiled on its own (no Module Federation runtime around it) and
// shipped beside the document, which names it (the shell's start-after-paint.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import markup from './prerender-markup.cjs';

const kind = process.argv[2];
if (kind !== 'pages' && kind !== 'frames')
  throw new Error('usage: write-prerender.mjs pages|frames [--loader=<src/….ts>]');
const loaderSource = process.argv.find((arg) => arg.startsWith('--loader='))?.slice('--loader='.length);

const appDir = process.cwd();
const dist = path.join(appDir, 'dist');
const require = createRequire(import.meta.url);
const { pickStylesheets, withoutEarlyControls } = markup;
/** @type {import('../../shared/src/prerender/index.ts').PrerenderModule} */
const app = require(path.join(appDir, '.prerender', 'prerender.cjs'));

// The browser build's stylesheets: the markup's class names are theirs (same CSS naming).
const stylesheets = readdirSync(dist)
  .filter((file) => file.endsWith('.css'))
  .sort()
  .map((file) => ({ file, css: readFileSync(path.join(dist, file), 'utf8') }));

/**
 * The one file a page's stylesheets make, named by content: pages needing the same styles share one
 * cached file, and a slow network pays one round trip before the first paint, not one a sheet.
 * @param {{ file: string, css: string }[]} sheets
 */
function combinedStylesheet(sheets) {
  const css = sheets.map((sheet) => sheet.css).join('\n');
  const file = `prerender/styles.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  writeFileSync(path.join(dist, file), css);
  return file;
}

const rendered = await app.prerender();
/** @type {import('../../shared/src/prerender/index.ts').PrerenderDocument} */
const document = { kind, entries: {} };
mkdirSync(path.join(dist, 'prerender'), { recursive: true });
for (const [key, entry] of Object.entries(rendered)) {
  const sheets = pickStylesheets(Object.values(entry.html), stylesheets);
  if (sheets.length === 0)
    throw new Error(`${key}: no stylesheet of dist/ styles its markup (class names differ?)`);
  const cssFile = sheets.length === 1 ? sheets[0].file : combinedStylesheet(sheets);
  const html = Object.fromEntries(
    Object.entries(entry.html).map(([lng, markup]) => [lng, withoutEarlyControls(markup)]),
  );
  document.entries[key] = { ...entry, html, css: [cssFile] };
}
if (loaderSource) {
  const { code } = transformFileSync(path.join(appDir, loaderSource), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022', minify: { compress: true, mangle: true } },
    minify: true,
    isModule: false,
  });
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  document.loader = `prerender/${path.basename(loaderSource).replace(/\.ts$/, '')}.${hash}.js`;
  writeFileSync(path.join(dist, document.loader), code);
}
writeFileSync(path.join(dist, 'prerender.json'), JSON.stringify(document));
console.log(`prerendered ${Object.keys(document.entries).join(', ')}`);
