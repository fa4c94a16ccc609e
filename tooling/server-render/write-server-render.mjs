// Build step of a remote with a server bundle (docs/server-render.md): ships the bundle that
// tooling/webpack/create-server-render-config.cjs built in `.server-render/` into dist/, named by
// its content, with `dist/server-render.json` naming it, its routes and their api reads, the
// messages its pages use and the one stylesheet that styles them (the browser build's rules they
// use). The bundle is first run here, in plain Node, on every route in every language: a bundle
// that does not render fails the build, not a member's page.
//
// usage (from the app's folder): node ../tooling/server-render/write-server-render.mjs
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import markup from '../prerender/prerender-markup.cjs';
import files from './server-render-files.cjs';
import remotes from '../remotes.cjs';
import webpackConfig from '../webpack/create-server-render-config.cjs';

const { stylesheetsDefining } = markup;
const { bundleFileName, checkServerRenderModule, classesOfBundle, smokeInput } = files;

const appDir = process.cwd();
const dist = path.join(appDir, 'dist');
const built = path.join(appDir, webpackConfig.SERVER_RENDER_BUNDLE);
const { name: uniqueName } = remotes.remoteOfDir(appDir);

const bytes = readFileSync(built);
/** `ORIGIN` of shared/src/server-render/create-server-render.tsx. */
const RENDERER_MARK = 'server-render.invalid';
if (!bytes.includes(RENDERER_MARK)) throw new Error(`${built} does not hold the renderer (${RENDERER_MARK})`);
const bundle = checkServerRenderModule(createRequire(import.meta.url)(built));

// A widget renders as a route of the overview's path with no params.
const widgetsAsRoutes = Object.entries(bundle.widgets ?? {}).map(([id, facts]) => [
  id,
  { path: '/', ...facts },
]);
for (const [routeId, facts] of [...Object.entries(bundle.routes), ...widgetsAsRoutes])
  for (const lang of ['fr', 'en']) {
    const { html, status } = await bundle.render(smokeInput(routeId, facts, lang, bundle.messages[lang]));
    const expected = Object.keys(facts.reads).length > 0 ? 502 : 200;
    if (!html || status !== expected)
      throw new Error(`${routeId} (${lang}) rendered ${status}, ${html.length} characters`);
  }

// The renderer stays out of the browser's files (ESLint keeps it out of their imports): its
// request origin, a string no minifier renames, is the sign it got in.
const leaked = readdirSync(dist).filter(
  (file) => file.endsWith('.js') && readFileSync(path.join(dist, file), 'utf8').includes(RENDERER_MARK),
);
if (leaked.length > 0) throw new Error(`browser files hold the server renderer: ${leaked.join(', ')}`);

// The browser build's stylesheets that define a class the bundle can write (same CSS naming).
const stylesheets = readdirSync(dist)
  .filter((file) => file.endsWith('.css'))
  .sort()
  .map((file) => ({ file, css: readFileSync(path.join(dist, file), 'utf8') }));
const styles = stylesheetsDefining(classesOfBundle(bytes.toString('utf8'), uniqueName), stylesheets)
  .map((sheet) => sheet.css)
  .join('\n');
if (!styles) throw new Error('no stylesheet of dist/ styles the server bundle (class names differ?)');
// One file, named by its content, as the prerendered pages have (write-prerender.mjs): on a slow
// network each stylesheet the page waits for costs a round trip before its first paint.
const stylesFile = `server/styles.${createHash('sha256').update(styles).digest('hex').slice(0, 10)}.css`;
const css = [stylesFile];

const bundleFile = bundleFileName(bytes);
rmSync(path.join(dist, 'server'), { recursive: true, force: true });
mkdirSync(path.join(dist, 'server'), { recursive: true });
writeFileSync(path.join(dist, bundleFile), bytes);
writeFileSync(path.join(dist, stylesFile), styles);
/** @type {import('../../shared/src/server-render/contract.ts').ServerRenderManifest} */
const manifest = {
  version: bundle.version,
  bundle: bundleFile,
  css,
  routes: bundle.routes,
  ...(bundle.widgets ? { widgets: bundle.widgets } : {}),
  messages: bundle.messages,
};
writeFileSync(path.join(dist, 'server-render.json'), JSON.stringify(manifest));
console.log(
  `server bundle ${bundleFile} (${Math.round(bytes.length / 1024)} KB): ` +
    [...Object.keys(bundle.routes), ...Object.keys(bundle.widgets ?? {})].join(', '),
);
