import { authStore, readToken, writeTimeZone } from '@coach/shared/auth';
import { checkFrontVersion } from '../../features/versioning/front-version.ts';
import { clearSiteData } from '../../features/versioning/clear-site-data.ts';

/**
 * The start's second step (bootstrap.tsx; docs/product.md §4): the front version check, then whoami
 * started for a session and its time zone cookie kept current. A module of its own, evaluated in its own task: the auth store and its
 * response checks (valibot) are not needed before.
 */
export async function startSession(): Promise<void> {
  await checkFrontVersion({
    location: window.location,
    storage: localStorage,
    fetchImpl: (...args) => fetch(...args),
    clearSiteData,
    replacePath: (path) => window.history.replaceState(null, '', path),
  });
  if (!readToken()) return;
  authStore
    .getState()
    .fetchUser()
    .catch(() => undefined);
  // Where the member is now: the server draws their next pages in their day (docs/server-render.md).
  writeTimeZone();
}
