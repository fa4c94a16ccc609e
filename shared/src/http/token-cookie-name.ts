/** The session cookie's name (SPEC §3), apart from the DOM code so that the server can read it too. */
export const TOKEN_COOKIE = 'token';
