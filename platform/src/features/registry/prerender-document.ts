import { LANGUAGES } from '@coach/shared/i18n/languages';
import { LAYOUTS } from '@coach/shared/contract';
import type { PrerenderDocument, PrerenderedEntry } from '@coach/shared/prerender';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A relative path that stays inside the app's folder (no `..`, no scheme, not absolute). */
const isPlainRelative = (file: unknown): file is string =>
  typeof file === 'string' &&
  file !== '' &&
  !file.startsWith('/') &&
  !file.includes('..') &&
  !file.includes('\\') &&
  !/^[a-z][a-z0-9+.-]*:/i.test(file);

function readEntry(value: unknown): PrerenderedEntry | null {
  if (!isRecord(value) || !isRecord(value.html) || !Array.isArray(value.css)) return null;
  const html = value.html;
  if (!LANGUAGES.every((lng) => typeof html[lng] === 'string')) return null;
  if (!value.css.every(isPlainRelative)) return null;
  const layout = LAYOUTS.find((name) => name === value.layout);
  if (value.layout !== undefined && !layout) return null;
  return {
    ...(layout ? { layout } : {}),
    html: Object.fromEntries(LANGUAGES.map((lng) => [lng, html[lng] as string])) as PrerenderedEntry['html'],
    css: value.css,
  };
}

/**
 * A prerender document as written by tooling/prerender/write-prerender.mjs, or null when it is
 * not one of the expected kind. Entries that do not read are left out.
 */
export function readPrerenderDocument(
  value: unknown,
  kind: PrerenderDocument['kind'],
): PrerenderDocument | null {
  if (!isRecord(value) || value.kind !== kind || !isRecord(value.entries)) return null;
  const entries: PrerenderDocument['entries'] = {};
  for (const [key, raw] of Object.entries(value.entries)) {
    const entry = readEntry(raw);
    if (entry) entries[key] = entry;
  }
  return { kind, entries, ...(isPlainRelative(value.loader) ? { loader: value.loader } : {}) };
}
