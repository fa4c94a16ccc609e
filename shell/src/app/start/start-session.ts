import { authStore, readToken } from '@coach/shared/auth';
import { checkFrontVersion } from '../../features/versioning/front-version.ts';
import { clearSiteData } from '../../features/versioning/clear-site-data.ts';

/**
 * The start's second step (bootstrap.tsx; docs/product.md §4): the front version check, then whoami
 * started for a session. A module of its own, evaluated in its own task: the auth store and its
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
  if (readToken())
    authStore
      .getState()
      .fetchUser()
      .catch(() => undefined);
}
