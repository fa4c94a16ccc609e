import { isDatabaseUnavailable, isUniqueViolation } from './errors';

function withCode(code: string, message = 'x'): Error {
  return Object.assign(new Error(message), { code });
}

/** Drizzle wraps the driver's error: `Failed query: …` with the original as its cause. */
function wrapped(cause: unknown): Error {
  return new Error('Failed query: select 1', { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused (server down, restarting)', withCode('ECONNREFUSED'), true],
    ['connection reset', wrapped(withCode('ECONNRESET')), true],
    ['host unresolved', withCode('ENOTFOUND'), true],
    ['terminated by an administrator (restart, pg_terminate_backend)', wrapped(withCode('57P01')), true],
    ['crash shutdown', withCode('57P02'), true],
    ['the database system is starting up', withCode('57P03'), true],
    ['too many connections', withCode('53300'), true],
    ['connection exception class 08', withCode('08006'), true],
    ['statement timeout', wrapped(withCode('57014')), true],
    ['socket closed under a query', wrapped(new Error('Connection terminated unexpectedly')), true],
    ['connect timeout', new Error('Connection terminated due to connection timeout'), true],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect'), true],
    ['query read timeout', wrapped(new Error('Query read timeout')), true],
    ['broken client', new Error('Client has encountered a connection error and is not queryable'), true],
    ['pool closed while stopping', new Error('Cannot use a pool after calling end on the pool'), true],
    ['embedded database closed', wrapped(new Error('PGlite is closed')), true],
    ['unique violation', wrapped(withCode('23505')), false],
    ['syntax error', withCode('42601'), false],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')"), false],
    ['not an error', 'ECONNREFUSED', false],
    ['nothing', undefined, false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

describe('isUniqueViolation', () => {
  it('finds the code through the wrapper, and the constraint when asked', () => {
    const error = wrapped(Object.assign(withCode('23505'), { constraint: 'users_email' }));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'users_email')).toBe(true);
    expect(isUniqueViolation(error, 'other')).toBe(false);
    expect(isUniqueViolation(withCode('ECONNREFUSED'))).toBe(false);
  });
});
