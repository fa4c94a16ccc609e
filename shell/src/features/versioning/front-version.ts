import { readInlineJson } from '../../lib/inline-json.ts';

/**
 * SPEC §4 app start: unless `invited_id` is in the query, fetch the front version; when it
 * differs from localStorage `last_front_version`, clear cookies, Cache Storage and
 * localStorage, go to the clear-cache page, and store the new version.
 *
 * The platform puts the server's answer into the page itself (issue 15: the check no longer
 * delays the start by a round trip; platform/src/features/registry/first-paint.ts). The page is served
 * with no-cache, so the value it carries is the server's at the time of the load. Without it (the
 * dev server's page, a server that could not read it) the shell fetches it.
 */
export const FRONT_VERSION_KEY = 'last_front_version';
export const FRONT_VERSION_URL = '/api/debug/data_page/front-version';
export const CLEAR_CACHE_PATH = '/clear-cache';
/** The `<script type="application/json">` holding `{ "version": … }` (INLINE_FRONT_VERSION_ID in the api). */
export const INLINE_FRONT_VERSION_ID = 'coach-front-version';

export type FrontVersionOutcome = 'skipped' | 'first-visit' | 'unchanged' | 'changed' | 'unavailable';

export interface FrontVersionDeps {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  storage: Storage;
  fetchImpl: typeof fetch;
  clearSiteData: () => Promise<void>;
  /** Moves the app to a path without a page load (before the router exists). */
  replacePath: (path: string) => void;
  /** The page holding the inlined answer; `document` unless told. */
  page?: Pick<Document, 'getElementById'>;
}

/** The front version out of an answer's body, or null when it names none. */
function versionOf(body: unknown): string | null {
  const version = typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : null;
  return typeof version === 'string' || typeof version === 'number' ? String(version) : null;
}

/** The front version the page arrived with, or null when it has none (or a malformed one). */
export function readInlineFrontVersion(page: Pick<Document, 'getElementById'> = document): string | null {
  return readInlineJson(INLINE_FRONT_VERSION_ID, versionOf, page);
}

async function fetchFrontVersion(fetchImpl: typeof fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(FRONT_VERSION_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    return versionOf(await response.json());
  } catch {
    // Start anyway: an unreachable api must not keep the shell from showing its pages.
    return null;
  }
}

export async function checkFrontVersion(deps: FrontVersionDeps): Promise<FrontVersionOutcome> {
  const { location, storage, fetchImpl, clearSiteData, replacePath, page = document } = deps;
  if (new URLSearchParams(location.search).has('invited_id')) return 'skipped';

  const version = readInlineFrontVersion(page) ?? (await fetchFrontVersion(fetchImpl));
  if (version === null) return 'unavailable';

  const stored = storage.getItem(FRONT_VERSION_KEY);
  if (stored === version) return 'unchanged';
  if (stored === null) {
    // A first visit has nothing stale to clear: remember the version and carry on.
    storage.setItem(FRONT_VERSION_KEY, version);
    return 'first-visit';
  }
  await clearSiteData();
  storage.setItem(FRONT_VERSION_KEY, version);
  const target = `${location.pathname}${location.search}${location.hash}`;
  replacePath(`${CLEAR_CACHE_PATH}?to=${encodeURIComponent(target)}`);
  return 'changed';
}
