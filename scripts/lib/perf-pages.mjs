// The pages `pnpm perf` audits and `pnpm bench:start` measures (README, "Performance"): the two
// signed-out pages as a first visit and every signed-in page the server draws.

/** @typedef {{ pathname: string, signedIn: boolean, remote: string }} PerfPage */

/** @type {PerfPage[]} */
export const PERF_PAGES = [
  { pathname: '/home/login', signedIn: false, remote: 'mfe_home' },
  { pathname: '/home', signedIn: false, remote: 'mfe_home' },
  { pathname: '/', signedIn: true, remote: 'shell' },
  { pathname: '/trainings', signedIn: true, remote: 'mfe_trainings' },
  { pathname: '/training/j-embarque', signedIn: true, remote: 'mfe_trainings' },
  { pathname: '/result', signedIn: true, remote: 'mfe_trainings' },
  { pathname: '/my_life_gps', signedIn: true, remote: 'mfe_life_gps' },
  { pathname: '/my_commitments', signedIn: true, remote: 'mfe_life_gps' },
  { pathname: '/my_team', signedIn: true, remote: 'mfe_team' },
  { pathname: '/invitations', signedIn: true, remote: 'mfe_team' },
  { pathname: '/profile', signedIn: true, remote: 'mfe_profile' },
];

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
