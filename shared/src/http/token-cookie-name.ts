/** The session cookie's name (SPEC §3), apart from the DOM code so that the server can read it too. */
export const TOKEN_COOKIE = 'token';

/**
 * The member's time zone (an IANA name, `Europe/Paris`), kept beside the session: the server works
 * out the member's day from it for the pages it draws (docs/server-render.md). Written at sign-in
 * and at each start with a session, removed with the session.
 */
export const TIME_ZONE_COOKIE = 'tz';
