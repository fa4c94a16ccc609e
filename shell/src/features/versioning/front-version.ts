/**
 * SPEC §4 app start: unless `invited_id` is in the query, fetch the front version; when it
 * differs from localStorage `last_front_version`, clear cookies, Cache Storage and
 * localStorage, go to the clear-cache page, and store the new version.
 */
export const FRONT_VERSION_KEY = 'last_front_version';
export const FRONT_VERSION_URL = '/api/debug/data_page/front-version';
export const CLEAR_CACHE_PATH = '/clear-cache';

export type FrontVersionOutcome = 'skipped' | 'first-visit' | 'unchanged' | 'changed' | 'unavailable';

export interface FrontVersionDeps {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  storage: Storage;
  fetchImpl: typeof fetch;
  clearSiteData: () => Promise<void>;
  /** Moves the app to a path without a page load (before the router exists). */
  replacePath: (path: string) => void;
}

export async function checkFrontVersion(deps: FrontVersionDeps): Promise<FrontVersionOutcome> {
  const { location, storage, fetchImpl, clearSiteData, replacePath } = deps;
  if (new URLSearchParams(location.search).has('invited_id')) return 'skipped';

  let version: string;
  try {
    const response = await fetchImpl(FRONT_VERSION_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) return 'unavailable';
    const body = (await response.json()) as { version?: unknown };
    if (typeof body.version !== 'string' && typeof body.version !== 'number') return 'unavailable';
    version = String(body.version);
  } catch {
    // Start anyway: an unreachable api must not keep the shell from showing its pages.
    return 'unavailable';
  }

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
