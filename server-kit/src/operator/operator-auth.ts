import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ApiError, errorBody } from '../http/errors';
import type { RequestVariables } from '../http/types';

export interface OperatorEnv {
  Variables: RequestVariables & { operator: string };
}

/** Who is operating: free text (a name), sent percent-encoded by the CLI. */
export const OPERATOR_HEADER = 'X-Platform-Operator';
const CHALLENGE = { 'WWW-Authenticate': 'Operator realm="coach-platform"' };

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

function refuse(message: string): ApiError {
  return new ApiError(401, errorBody(message), CHALLENGE);
}

/** The operator's name from the header: decoded, trimmed, 1–100 characters, no control characters. */
export function operatorName(header: string | undefined): string | null {
  if (!header) return null;
  let name: string;
  try {
    name = decodeURIComponent(header).trim();
  } catch {
    return null;
  }
  // Control characters would forge lines in the logs and the history.
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

/**
 * `/api/platform/**` only: `Authorization: Operator <token>`, compared in constant time (both
 * sides hashed first, so neither the content nor the length leaks through timing). A user's
 * `Bearer` session token is refused here, and the operator token is no session anywhere else (the
 * user routes read `Bearer` tokens only, looked up in the sessions table). Every call must also
 * say who makes it (`X-Platform-Operator`); that name is recorded with what it changes.
 */
export function requireOperator(expectedToken: string): MiddlewareHandler<OperatorEnv> {
  const expected = digest(expectedToken);
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^(\S+)[ ]+(\S+)[ ]*$/.exec(header);
    const scheme = match?.[1]?.toLowerCase();
    if (scheme === 'bearer') {
      throw refuse(
        'Platform operations take the operator token (Authorization: Operator <token>), not a user session.',
      );
    }
    if (scheme !== 'operator' || !match?.[2]) {
      throw refuse('Platform operations need the operator token: Authorization: Operator <token>.');
    }
    if (!timingSafeEqual(digest(match[2]), expected)) {
      c.var.log.warn({ clientIp: c.var.clientIp }, 'refused operator call: wrong operator token');
      throw refuse('Wrong operator token.');
    }
    const operator = operatorName(c.req.header(OPERATOR_HEADER));
    if (!operator) {
      throw new ApiError(
        422,
        errorBody(
          `Say who you are: the ${OPERATOR_HEADER} header names the operator (1 to 100 characters).`,
          {
            operator: ['Required.'],
          },
        ),
      );
    }
    c.set('operator', operator);
    await next();
  };
}
