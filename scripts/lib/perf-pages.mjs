// The pages `pnpm perf` audits and `pnpm bench:start` measures (README, "Performance"): the two
// signed-out pages as a first visit and every signed-in page the server draws.

import { remoteOwningPath } from '../../shared/src/contract/spec-routes.ts';

/** @typedef {{ pathname: string, signedIn: boolean, remote: string }} PerfPage */

/** @type {PerfPage[]} */
export const PERF_PAGES = [
  { pathname: '/home/login', signedIn: false },
  { pathname: '/home', signedIn: false },
  { pathname: '/', signedIn: true },
  { pathname: '/trainings', signedIn: true },
  { pathname: '/training/j-embarque', signedIn: true },
  { pathname: '/result', signedIn: true },
  { pathname: '/my_life_gps', signedIn: true },
  { pathname: '/my_commitments', signedIn: true },
  { pathname: '/my_team', signedIn: true },
  { pathname: '/invitations', signedIn: true },
  { pathname: '/profile', signedIn: true },
].map((page) => ({ ...page, remote: remoteOwningPath(page.pathname) ?? 'shell' }));

/** Where the shell keeps the front version it last saw (shell/src/features/versioning/front-version.ts). */
export const FRONT_VERSION_KEY = 'last_front_version';
/** The front version the platform announces: a signed-in page loaded with it stored starts as usual. */
export const FRONT_VERSION_URL = '/api/debug/data_page/front-version';

/** The platform's current front version. @param {string} baseUrl */
export async function currentFrontVersion(baseUrl) {
  const response = await fetch(new URL(FRONT_VERSION_URL, baseUrl));
  if (!response.ok) throw new Error(`${FRONT_VERSION_URL} answered ${response.status}`);
  return String(/** @type {{ version: unknown }} */ (await response.json()).version);
}
