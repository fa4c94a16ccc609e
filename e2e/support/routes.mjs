// What every SPEC §2 path must show, computed from the sources rather than copied into the tests:
// the route table (shared/src/contract/spec-routes.ts: example path, owner, layout), each
// remote's `./routes` (the route's titleKey) and the i18n catalogues (the title in
// French and English), or the content for the pages titled by what they show (a training, a
// module). A title that changes in a catalogue changes the expectation; a page that
// shows anything else fails.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { SPEC_ROUTES } from '../../shared/src/contract/spec-routes.ts';
import { remoteDir } from './remotes.mjs';
import { ROOT } from './repo.mjs';

export const LANGUAGES = /** @type {const} */ (['fr', 'en']);
/** @typedef {(typeof LANGUAGES)[number]} Language */

/**
 * @typedef {object} ExpectedRoute
 * @property {string} specName name in SPEC §2
 * @property {string} pattern react-router pattern
 * @property {string} example a concrete path to open
 * @property {string} layout layout the route declares
 * @property {string} owner Module Federation name of the owner remote, or 'shell'
 * @property {string | null} ownerDir the owner's folder (mfe-home…), null for the shell
 * @property {string} name route name in the router (the guards read it)
 * @property {'anonymous' | 'signed-in'} session the session the page opens with (SPEC §4 guards)
 * @property {Record<Language, string>} title the page title, per language
 */

/** @returns {unknown} */
function readJson(/** @type {string} */ file) {
  return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
}

/** Resolves a dotted i18n key ("login.title") in a catalogue; fails loudly when it is missing. */
function translate(/** @type {string} */ file, /** @type {string} */ key) {
  /** @type {unknown} */
  let node = readJson(file);
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? /** @type {Record<string, unknown>} */ (node)[part] : undefined;
  }
  if (typeof node !== 'string' || node === '') throw new Error(`${file} has no string at "${key}"`);
  return node;
}

/**
 * The routes a remote declares in src/exposes/routes.ts (and src/app/*-route.ts): pattern → titleKey. Read as text (it is
 * TypeScript with bundler imports); each route object has `path: '…'` followed by a
 * `handle: { … }` carrying `titleKey`.
 * @returns {Map<string, { titleKey: string }>}
 */
function declaredRoutes(/** @type {string} */ dir) {
  // A route both bundles share (a server-rendered page: docs/server-render.md) is declared in
  // src/app/<name>-route.ts and only referred to from routes.ts.
  const appDir = path.join(ROOT, dir, 'src/app');
  const shared = existsSync(appDir) ? readdirSync(appDir).filter((file) => file.endsWith('-route.ts')) : [];
  const source = [
    readFileSync(path.join(ROOT, dir, 'src/exposes/routes.ts'), 'utf8'),
    ...shared.map((file) => readFileSync(path.join(appDir, file), 'utf8')),
  ].join('\n');
  const routes = new Map();
  const routeRe = /path:\s*'([^']+)',\s*handle:\s*\{([^}]*)\}/g;
  for (const [, pattern, handle] of source.matchAll(routeRe)) {
    const titleKey = /titleKey:\s*'([^']+)'/.exec(handle ?? '')?.[1];
    if (!pattern || !titleKey)
      throw new Error(`${dir}/src/exposes/routes.ts: cannot read the titleKey of ${pattern}`);
    routes.set(pattern, { titleKey });
  }
  return routes;
}

/**
 * SPEC §4 guards 4 and 5: without a token only routes whose name starts with "home" open; with
 * one, those redirect to /. (account_verification needs a session too: it is not "home…".)
 * @returns {'anonymous' | 'signed-in'}
 */
export function sessionFor(/** @type {string} */ routeName) {
  return routeName.startsWith('home') ? 'anonymous' : 'signed-in';
}

/**
 * docs/product.md §2.5: a page that shows one thing is titled by its name once loaded — a
 * training's page by the training's title, a module's by the module's (read from the content).
 * @type {Record<string, (params: string[]) => Record<Language, string>>}
 */
const NAMED_PAGES = {
  '/training/:training_slug': ([training]) => contentTitle(`${training}/training.yaml`),
  '/training/:training_slug/modules/:module_slug': ([training, module]) =>
    contentTitle(`${training}/modules/${module}.yaml`),
};

/** The `title` of a content file (api/content/trainings/…), per language. */
function contentTitle(/** @type {string} */ file) {
  const source = readFileSync(path.join(ROOT, 'api/content/trainings', file), 'utf8');
  return /** @type {{ title: Record<Language, string> }} */ (parseYaml(source)).title;
}

/** The values of a pattern's `:params` in a concrete path. */
function paramsOf(/** @type {string} */ pattern, /** @type {string} */ example) {
  const names = pattern.split('/');
  const values = example.split('/');
  return names.flatMap((part, index) => (part.startsWith(':') ? [values[index] ?? ''] : []));
}

/** @returns {ExpectedRoute[]} */
export function expectedRoutes() {
  /** @type {Map<string, ReturnType<typeof declaredRoutes>>} */
  const byDir = new Map();
  return SPEC_ROUTES.map((route) => {
    const base = {
      specName: route.specName,
      name: route.name,
      session: sessionFor(route.name),
      pattern: route.pattern,
      example: route.example,
      layout: route.layout,
      owner: route.owner,
    };
    if (route.owner === 'shell') {
      // `/` is the shell's overview page.
      const title = Object.fromEntries(
        LANGUAGES.map((lng) => [lng, translate(`shell/src/i18n/${lng}.json`, 'overview.title')]),
      );
      return {
        ...base,
        ownerDir: null,
        title: /** @type {Record<Language, string>} */ (title),
      };
    }
    const dir = remoteDir(route.owner);
    if (!byDir.has(dir)) byDir.set(dir, declaredRoutes(dir));
    const declared = byDir.get(dir)?.get(route.pattern);
    if (!declared) throw new Error(`${dir} declares no route ${route.pattern} (SPEC §2 "${route.specName}")`);
    const named = NAMED_PAGES[route.pattern];
    const title = named
      ? named(paramsOf(route.pattern, route.example))
      : Object.fromEntries(
          LANGUAGES.map((lng) => [lng, translate(`${dir}/src/i18n/${lng}.json`, declared.titleKey)]),
        );
    return {
      ...base,
      ownerDir: dir,
      title: /** @type {Record<Language, string>} */ (title),
    };
  });
}

/** CSS selector of the frame a layout renders (shell/src/components/{PublicFrame,AppFrame}.tsx). */
export function layoutSelector(/** @type {string} */ layout) {
  return layout === 'home' || layout === 'main' ? `.public-frame--${layout}` : `[data-layout="${layout}"]`;
}

/** The 404 message of SPEC §8, the same in both languages (shared/src/i18n/locales/*\/common.json). */
export function notFoundMessage(/** @type {string} */ fullPath) {
  return `Page not found: ${fullPath}`;
}

/** The 404 page's heading, per language. */
export function notFoundTitle(/** @type {Language} */ lng) {
  return translate(`shared/src/i18n/locales/${lng}/common.json`, 'errors.notFoundTitle');
}
