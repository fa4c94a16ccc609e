import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { compressAnswers } from './compression';
import { closeUnreadBodies } from './connection-close';
import { corsAllowlist } from './cors';
import { ApiError, errorBody, errorResponse } from './errors';
import { closeWhileDraining } from './lifecycle';
import { requestContext } from './request-context';
import { securityHeaders } from './security-headers';
import { UNAVAILABLE_ANSWERS, unavailability, type Unavailability } from './unavailable';
import type { AppEnv } from './types';

export interface ServerAppOptions {
  logger: Logger;
  trustProxy: boolean;
  corsOrigins: readonly string[];
  /** The Content-Security-Policy of every answer (security-headers.ts). */
  csp: () => Promise<string>;
}

/**
 * A Hono app with the middleware every server of the workspace runs first, the api and the
 * platform alike: request context (language, translators, log line, request id, client address),
 * `Connection: close` after an unread body or once stopping, security headers, CORS allowlist, compression, and
 * `Cache-Control: no-store` on `/api/*` answers that set none.
 */
export function createServerApp(options: ServerAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(options.logger, options.trustProxy));
  app.use('*', closeUnreadBodies());
  app.use('*', closeWhileDraining());
  app.use('*', securityHeaders({ csp: options.csp }));
  app.use('*', corsAllowlist(options.corsOrigins));
  app.use('*', compressAnswers());
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  return app;
}

/**
 * Refuses a body over `maxSize` bytes with a JSON 413 in the error shape. A GET or HEAD has no
 * body to read (the server ignores one): asking Hono for it would build a full web Request for
 * each read, a tenth of a small read's CPU.
 */
export function limitBodyTo(maxSize: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize,
    onError: (c) =>
      errorResponse(c, 413, errorBody(c.var.t('errors.bodyTooLarge', { max: Math.floor(maxSize / 1024) }))),
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

/** An error a package turns into an answer of its own (the api's ThrottledError), else undefined. */
export type ErrorAnswer = (error: Error, c: Context<AppEnv>) => ApiError | undefined;

/** Seconds a client is told to wait when the database is unreachable (readiness says the same). */
export const DATABASE_RETRY_AFTER_SECONDS = UNAVAILABLE_ANSWERS.database.retryAfterSeconds;

/** The answer to a request a dependency could not serve: 503, Retry-After, a translated message. */
export function unavailableError(t: AppEnv['Variables']['t'], what: Unavailability = 'database'): ApiError {
  const { message, retryAfterSeconds } = UNAVAILABLE_ANSWERS[what];
  return new ApiError(503, errorBody(t(message)), { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * The JSON 404 and the error answers, the same on every server: an ApiError as it says, a
 * framework 4xx without its details, an unreachable database or storage (or a full disk) a 503
 * to retry, anything else a
 * logged, generic 500.
 */
export function answerErrors(app: Hono<AppEnv>, logger: Logger, answer: ErrorAnswer = () => undefined): void {
  app.notFound((c) => errorResponse(c, 404, errorBody(c.var.t('errors.notFound', { path: c.req.path }))));
  app.onError((error, c) => {
    const known = error instanceof ApiError ? error : answer(error, c);
    if (known) return errorResponse(c, known.status, known.body, known.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, errorBody(c.var.t('errors.invalidRequest')));
    }
    const log = c.var.log ?? logger;
    const t = c.var.t as AppEnv['Variables']['t'] | undefined;
    const what = unavailability(error);
    if (what && t) {
      log.warn(
        { err: error, method: c.req.method, path: c.req.path, unavailable: what },
        'dependency unavailable',
      );
      const unavailable = unavailableError(t, what);
      return errorResponse(c, unavailable.status, unavailable.body, unavailable.headers);
    }
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return errorResponse(c, 500, errorBody(t ? t('errors.internal') : 'Internal server error'));
  });
}
