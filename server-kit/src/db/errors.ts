/** Is this (possibly wrapped) database error a unique-constraint violation? */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (record.code === '23505') return constraint === undefined || record.constraint === constraint;
    current = record.cause;
  }
  return false;
}

/** Socket failures on the way to the database: refused, reset, unreachable, unresolved. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away, starting, full or too slow: class 08 (connection
 * exception), 57P01–57P03 (shut down by an administrator or a crash, not accepting yet), 53300
 * (too many connections) and 57014 (statement timeout: our own bound on a slow database).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

/** What node-postgres, its pool and PGlite say when there is no usable connection (no code). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
];

/**
 * Did this (possibly wrapped) error come from the database being unreachable, restarting or too
 * slow, rather than from the query itself? Such a request is answered 503 with Retry-After, not
 * 500: trying again in a few seconds is exactly what the client should do.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const record = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof record.code === 'string') {
      if (NETWORK_CODES.has(record.code) || isUnavailableState(record.code)) return true;
    }
    if (
      typeof record.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((re) => re.test(record.message as string))
    )
      return true;
    current = record.cause;
  }
  return false;
}
