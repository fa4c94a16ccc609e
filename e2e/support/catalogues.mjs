// Texts read from the i18n catalogues of the sources, so that the tests never copy a string:
// mfe-home's `home` namespace, the shell's `shell` namespace and shared's namespaces (`api` holds
// the api's messages, `validation` the form rules of SPEC §5).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from './remotes.mjs';
import { ROOT } from './repo.mjs';
import { expectedRoutes } from './routes.mjs';

/** @typedef {'fr' | 'en'} Language */
/** @typedef {(lng: Language) => string} CatalogueFile */

/** Each remote's own namespace, named after its folder: `mfe-life-gps` → `lifeGps`. */
const REMOTE_FILES = Object.fromEntries(
  REMOTES.map(({ dir }) => [
    dir.replace(/^mfe-/, '').replace(/-(\w)/g, (_, letter) => letter.toUpperCase()),
    /** @type {CatalogueFile} */ ((lng) => `${dir}/src/i18n/${lng}.json`),
  ]),
);

/** @type {Record<string, CatalogueFile>} */
const FILES = {
  ...REMOTE_FILES,
  shell: (lng) => `shell/src/i18n/${lng}.json`,
  /** The preview marker's strings, loaded with it (shell/src/features/preview). */
  preview: (lng) => `shell/src/features/preview/i18n/${lng}.json`,
  api: (lng) => `shared/src/i18n/locales/${lng}/api.json`,
  validation: (lng) => `shared/src/i18n/locales/${lng}/validation.json`,
  /** The `validation` messages of the signed-in areas (loaded with the areas). */
  areaValidation: (lng) => `shared/src/i18n/locales/${lng}/validation-areas.json`,
  common: (lng) => `shared/src/i18n/locales/${lng}/common.json`,
  /** The life GPS wheel's strings (`@coach/shared/results/ui`), wherever it is drawn. */
  lifeGpsWheel: (lng) => `shared/src/i18n/locales/${lng}/life-gps-wheel.json`,
};
/**
 * A namespace: a remote's (`home`, `trainings`, `team`, `lifeGps`, `profile`: remotes.json), the
 * shell's, or one of shared's above.
 * @typedef {string} Namespace
 */

/** @type {Map<string, unknown>} */
const cache = new Map();

/**
 * The string at a dotted `key` of a namespace, `{{name}}` placeholders filled from `values`;
 * fails loudly when the key is missing, so a renamed key cannot make a test pass vacuously.
 * With a numeric `count`, a plural key is chosen the way i18next does: `key_zero` for 0 when the
 * catalogue has it, else `key_<plural category of the language>`, else `key`.
 * @param {Namespace} ns
 * @param {Language} lng
 * @param {string} key
 * @param {Record<string, string | number>} [values]
 */
export function text(ns, lng, key, values = {}) {
  const catalogue = FILES[ns];
  if (!catalogue) throw new Error(`no i18n catalogue "${ns}" (known: ${Object.keys(FILES).join(', ')})`);
  const file = catalogue(lng);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')));
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  /** @type {unknown} */
  let parent = cache.get(file);
  for (const part of parts) {
    parent =
      parent && typeof parent === 'object'
        ? /** @type {Record<string, unknown>} */ (parent)[part]
        : undefined;
  }
  const at = (/** @type {string} */ name) =>
    parent && typeof parent === 'object' ? /** @type {Record<string, unknown>} */ (parent)[name] : undefined;
  const count = values.count;
  const candidates =
    typeof count === 'number'
      ? [...(count === 0 ? [`${last}_zero`] : []), `${last}_${new Intl.PluralRules(lng).select(count)}`, last]
      : [last];
  const node = candidates.map(at).find((value) => value !== undefined);
  if (typeof node !== 'string' || node === '') throw new Error(`${file} has no string at "${key}"`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Shorthands per namespace. */
export const homeText = (/** @type {Language} */ lng, /** @type {string} */ key, values = {}) =>
  text('home', lng, key, values);
export const shellText = (/** @type {Language} */ lng, /** @type {string} */ key, values = {}) =>
  text('shell', lng, key, values);
export const apiText = (/** @type {Language} */ lng, /** @type {string} */ key, values = {}) =>
  text('api', lng, key, values);

/** @type {ReturnType<typeof expectedRoutes> | undefined} */
let routes;

/**
 * The title the page at `example` (a concrete path of SPEC §2's table) shows, from the route table
 * and the catalogues; fails loudly for a path the table lacks.
 * @param {string} example
 * @param {Language} [lng]
 */
export function routeTitle(example, lng = 'fr') {
  routes ??= expectedRoutes();
  const route = routes.find((r) => r.example === example);
  if (!route) throw new Error(`SPEC §2 has no ${example}`);
  return route.title[lng];
}
