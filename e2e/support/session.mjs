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

/** The token cookie (shared/src/http/token-cookie.ts). */
export const TOKEN_COOKIE = 'token';
/** The time zone cookie the shell keeps beside the token (shared/src/http/token-cookie.ts). */
export const TIME_ZONE_COOKIE = 'tz';

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

/** @typedef {typeof MEMBER} Member */

/** @type {Map<string, Promise<string>>} one session per platform and member, per test process */
const sessions = new Map();

/**
 * A JSON call to the api, as `token`'s account when given (also for scripts that set a member's
 * data up, scripts/bench-inp.mjs).
 * @param {string} baseUrl
 * @param {string} pathname
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 */
export async function call(baseUrl, pathname, { method = 'GET', token, body } = {}) {
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
 * Logs a member in (the e2e member unless told), creating and verifying it first when the
 * platform does not know it.
 * @param {string} baseUrl
 * @param {Member} member
 * @returns {Promise<string>} a session token
 */
async function memberToken(baseUrl, member) {
  const credentials = { email: member.email, password: member.password };
  const login = await call(baseUrl, '/api/dashboard/login?locale=fr', { method: 'POST', body: credentials });
  if (login.status === 200 && typeof login.json?.token === 'string') {
    // The switcher saves the language to the account and a login applies it (docs/product.md
    // §8.6): an earlier file that switched to English must not make this one start in English.
    const reset = await call(baseUrl, '/api/dashboard/profile/language', {
      method: 'PUT',
      token: login.json.token,
      body: { lang: member.lang },
    });
    if (reset.status !== 200) throw new Error(`e2e member language reset failed: ${describe(reset)}`);
    return login.json.token;
  }
  if (login.status !== 401) throw new Error(`e2e member login failed: ${describe(login)}`);

  const registered = await call(baseUrl, '/api/dashboard/register', {
    method: 'POST',
    body: { user: member },
  });
  if (registered.status >= 300 || typeof registered.json?.token !== 'string') {
    throw new Error(`e2e member registration failed: ${describe(registered)}`);
  }
  const token = /** @type {string} */ (registered.json.token);

  await confirmAddress(baseUrl, member.email);
  return token;
}

/**
 * A session token of a verified member on this platform (created on first use): the e2e member,
 * or another one with the same fields (the screenshot suite's, whose name and address are fixed).
 * @param {string} baseUrl
 * @param {Member} [member]
 */
export function memberSession(baseUrl, member = MEMBER) {
  const key = `${baseUrl} ${member.email}`;
  let session = sessions.get(key);
  if (!session) {
    session = memberToken(baseUrl, member);
    sessions.set(key, session);
    session.catch(() => sessions.delete(key));
  }
  return session;
}

/**
 * Signs a member (the e2e member unless told) in within `context`: the token cookie the shell reads.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} baseUrl
 * @param {Member} [member]
 */
export async function signIn(context, baseUrl, member = MEMBER) {
  await setTokenCookie(context, baseUrl, await memberSession(baseUrl, member));
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

// ---------------------------------------------------------------------------------------------
// Accounts of their own, for the sign-in journey tests: a fresh (unverified) account per purpose,
// a new session token for an existing account, and the verification link of its e-mail. Each
// registration counts against the api's throttle (20 an hour per client address), so tests
// register as few accounts as they can and share them within a file.

/**
 * @typedef {object} Account
 * @property {string} email
 * @property {string} password
 * @property {string} firstname
 * @property {string} token the session token the registration answered with
 */

/** A unique address for one purpose: `e2e.<purpose>.<timestamp><n>@coach.test`. */
let addressCounter = 0;
export function uniqueEmail(/** @type {string} */ purpose) {
  addressCounter += 1;
  return `e2e.${purpose}.${Date.now()}${addressCounter}@coach.test`;
}

/**
 * Registers a new account through the api, as the register form would; it stays unverified
 * (its verification e-mail waits in the outbox).
 * @param {string} baseUrl
 * @param {string} purpose names the address (see uniqueEmail)
 * @param {Partial<Member>} [overrides] e.g. `{ user_type: 'coach' }`
 * @returns {Promise<Account>}
 */
export async function registerAccount(baseUrl, purpose, overrides = {}) {
  const user = {
    ...MEMBER,
    firstname: 'Ugo',
    lastname: 'Unverified',
    ...overrides,
    email: uniqueEmail(purpose),
  };
  const registered = await call(baseUrl, '/api/dashboard/register', { method: 'POST', body: { user } });
  if (registered.status !== 201 || typeof registered.json?.token !== 'string') {
    throw new Error(`registration of ${user.email} failed: ${describe(registered)}`);
  }
  return {
    email: user.email,
    password: user.password,
    firstname: user.firstname,
    token: registered.json.token,
  };
}

/**
 * A new session token for an existing account (every login opens a session of its own, so a test
 * that logs out does not revoke the token other tests share).
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} credentials
 * @returns {Promise<string>}
 */
export async function loginToken(baseUrl, credentials) {
  const login = await call(baseUrl, '/api/dashboard/login?locale=fr', { method: 'POST', body: credentials });
  if (login.status !== 200 || typeof login.json?.token !== 'string') {
    throw new Error(`login of ${credentials.email} failed: ${describe(login)}`);
  }
  return login.json.token;
}

/**
 * A fresh session of the verified e2e member (created on first use), apart from the shared one.
 * @param {string} baseUrl
 */
export async function freshMemberToken(baseUrl) {
  await memberSession(baseUrl); // the member exists and is verified
  return loginToken(baseUrl, { email: MEMBER.email, password: MEMBER.password });
}

/**
 * Puts `token` into `context` as the shell's token cookie, with the time zone cookie the shell
 * writes beside it at sign-in (the browser's zone: this host's, as Chromium's here), so that the
 * pages the server draws know the member's day.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} baseUrl
 * @param {string} token
 */
export async function setTokenCookie(context, baseUrl, token) {
  await context.addCookies(
    Object.entries(sessionCookies(token)).map(([name, value]) => ({
      name,
      value,
      url: baseUrl,
      sameSite: /** @type {const} */ ('Strict'),
    })),
  );
}

/**
 * The cookies a browser sends with `token` once the shell wrote them: the token and the time zone
 * (this host's, as Chromium's here), encoded.
 * @param {string} token
 */
export function sessionCookies(token) {
  return {
    [TOKEN_COOKIE]: encodeURIComponent(token),
    [TIME_ZONE_COOKIE]: encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone),
  };
}

/** `sessionCookies` as a request's `Cookie` header. @param {string} token */
export function sessionCookieHeader(token) {
  return Object.entries(sessionCookies(token))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * The HTTP status `GET /api/dashboard/whoami` answers for `token`.
 * @param {string} baseUrl
 * @param {string} token
 */
export async function whoamiStatus(baseUrl, token) {
  return (await call(baseUrl, '/api/dashboard/whoami', { token })).status;
}

/**
 * Whether the api holds the first address of `token`'s account as verified (SPEC §4 rule 1 reads
 * the same flag); fails when whoami refuses the token.
 * @param {string} baseUrl
 * @param {string} token
 * @returns {Promise<boolean>}
 */
export async function isVerifiedOnServer(baseUrl, token) {
  const whoami = await call(baseUrl, '/api/dashboard/whoami', { token });
  if (whoami.status !== 200) throw new Error(`whoami refused the token: ${describe(whoami)}`);
  return whoami.json?.ory?.identity?.verifiable_addresses?.[0]?.verified === true;
}

/**
 * The newest verification link mailed to `email`, from the development outbox, as a path on the
 * platform (`/account_verification?token=…`): the link's origin is the api's PUBLIC_URL, which
 * need not be the origin the tests use.
 * @param {string} baseUrl
 * @param {string} email
 * @returns {Promise<string>}
 */
export async function verificationLinkPath(baseUrl, email) {
  const outbox = await call(baseUrl, `/api/dev/mails?to=${encodeURIComponent(email)}`);
  if (outbox.status !== 200)
    throw new Error(
      `GET /api/dev/mails answered ${describe(outbox)} ` +
        '(the development outbox exists only when NODE_ENV is not production)',
    );
  /** @type {{ links?: string[] }[]} */
  const mails = outbox.json?.mails ?? []; // newest first
  for (const mail of mails) {
    const link = (mail.links ?? []).find((href) => new URL(href).pathname === '/account_verification');
    if (link && new URL(link).searchParams.get('token')) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
  }
  throw new Error(`no verification link mailed to ${email}: ${describe(outbox)}`);
}

/**
 * Confirms an account's address by the link mailed to it, through the api as its page would.
 * @param {string} baseUrl
 * @param {string} email
 */
export async function confirmAddress(baseUrl, email) {
  const link = await verificationLinkPath(baseUrl, email);
  const token = new URL(link, baseUrl).searchParams.get('token');
  const confirmed = await call(baseUrl, '/api/dashboard/verification/confirm', {
    method: 'POST',
    body: { token },
  });
  if (confirmed.status !== 200) throw new Error(`verification of ${email} failed: ${describe(confirmed)}`);
}

/**
 * A new account (registerAccount), verified by its e-mailed link.
 * @param {string} baseUrl
 * @param {string} purpose names the address (see uniqueEmail)
 * @param {Partial<Member>} [overrides]
 * @returns {Promise<Account>}
 */
export async function verifiedAccount(baseUrl, purpose, overrides = {}) {
  const account = await registerAccount(baseUrl, purpose, overrides);
  await confirmAddress(baseUrl, account.email);
  return account;
}

/**
 * A new verified account (verifiedAccount) whose session the context's cookies hold.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} baseUrl
 * @param {string} purpose names the address (see uniqueEmail)
 * @returns {Promise<Account>}
 */
export async function signedInAccount(context, baseUrl, purpose) {
  const account = await verifiedAccount(baseUrl, purpose);
  await setTokenCookie(context, baseUrl, account.token);
  return account;
}
