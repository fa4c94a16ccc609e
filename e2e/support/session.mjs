// Who the browser is, per test. SPEC §4's guards decide by route name: without a token only the
// home area (names starting with "home") opens, everything else redirects to /home; with a token
// the home area redirects to /. So a test asks for the session its page needs:
//   await prepareSession(context, baseUrl, route.session)
// and `signed-in` puts the token cookie of a verified e2e member into the context.
//
// The member is created once per platform, through the api as the register form would
// (POST /api/dashboard/register), verified by following the link of its verification e-mail
// (read from the development outbox, GET /api/dev/mails), then reused: later runs against the
// same platform log in (POST /api/dashboard/login), which keeps far below the api's
// registration throttle (20 an hour per address).

/** @typedef {'anonymous' | 'signed-in'} Access */

/** The token cookie (shared/src/auth/token-cookie.ts). */
export const TOKEN_COOKIE = 'token';

export const MEMBER = {
  firstname: 'Eva',
  lastname: 'Essai',
  email: 'e2e.member@coach.test',
  password: 'e2e-Coach-4f7q-Vx9m-2Lp',
  birth_date: '1990-05-17',
  gender: 'female',
  mobile: '',
  lang: 'fr',
  user_type: 'coachee',
};

/** @type {Map<string, Promise<string>>} one member session per platform, per test process */
const sessions = new Map();

/**
 * @param {string} baseUrl
 * @param {string} pathname
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 */
async function call(baseUrl, pathname, { method = 'GET', token, body } = {}) {
  /** @type {Record<string, string>} */
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(new URL(pathname, baseUrl), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  /** @type {any} */
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: reported below with the status
  }
  return { status: response.status, json, text };
}

/** @param {{ status: number, text: string }} result */
const describe = (result) => `${result.status} ${result.text.slice(0, 300)}`;

/**
 * Logs the e2e member in, creating and verifying it first when the platform does not know it.
 * @param {string} baseUrl
 * @returns {Promise<string>} a session token
 */
async function memberToken(baseUrl) {
  const credentials = { email: MEMBER.email, password: MEMBER.password };
  const login = await call(baseUrl, '/api/dashboard/login?locale=fr', { method: 'POST', body: credentials });
  if (login.status === 200 && typeof login.json?.token === 'string') return login.json.token;
  if (login.status !== 401) throw new Error(`e2e member login failed: ${describe(login)}`);

  const registered = await call(baseUrl, '/api/dashboard/register', {
    method: 'POST',
    body: { user: MEMBER },
  });
  if (registered.status >= 300 || typeof registered.json?.token !== 'string') {
    throw new Error(`e2e member registration failed: ${describe(registered)}`);
  }
  const token = /** @type {string} */ (registered.json.token);

  const outbox = await call(baseUrl, `/api/dev/mails?to=${encodeURIComponent(MEMBER.email)}`);
  if (outbox.status !== 200) {
    throw new Error(
      `cannot verify the e2e member: GET /api/dev/mails answered ${describe(outbox)} ` +
        '(the development outbox exists only when NODE_ENV is not production)',
    );
  }
  /** @type {string[]} */
  const links = (outbox.json?.mails ?? []).flatMap(
    (/** @type {{ links?: string[] }} */ mail) => mail.links ?? [],
  );
  const link = links.find((href) => href.includes('/account_verification?token='));
  const verificationToken = link ? new URL(link).searchParams.get('token') : null;
  if (!verificationToken)
    throw new Error(`no verification link mailed to ${MEMBER.email}: ${describe(outbox)}`);
  const confirmed = await call(baseUrl, '/api/dashboard/verification/confirm', {
    method: 'POST',
    body: { token: verificationToken },
  });
  if (confirmed.status !== 200) throw new Error(`e2e member verification failed: ${describe(confirmed)}`);
  return token;
}

/**
 * A session token of the verified e2e member on this platform (created on first use).
 * @param {string} baseUrl
 */
export function memberSession(baseUrl) {
  let session = sessions.get(baseUrl);
  if (!session) {
    session = memberToken(baseUrl);
    sessions.set(baseUrl, session);
    session.catch(() => sessions.delete(baseUrl));
  }
  return session;
}

/**
 * Signs the e2e member in within `context`: the token cookie the shell reads.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} baseUrl
 */
export async function signIn(context, baseUrl) {
  const token = await memberSession(baseUrl);
  await context.addCookies([
    { name: TOKEN_COOKIE, value: encodeURIComponent(token), url: baseUrl, sameSite: 'Strict' },
  ]);
}

/**
 * Prepares `context` for a page that needs the given session.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} baseUrl
 * @param {Access} access
 */
export async function prepareSession(context, baseUrl, access) {
  if (access === 'signed-in') await signIn(context, baseUrl);
}
