import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { closeUnreadBodies } from './connection-close';
import { corsAllowlist } from './cors';
import { ApiError, errorBody, errorResponse } from './errors';
import { requestContext } from './request-context';
import { securityHeaders } from './security-headers';
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
 * `Connection: close` after an unread body, security headers, CORS allowlist, compression, and
 * `Cache-Control: no-store` on `/api/*` answers that set none.
 */
export function createServerApp(options: ServerAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(options.logger, options.trustProxy));
  app.use('*', closeUnreadBodies());
  app.use('*', securityHeaders({ csp: options.csp }));
  app.use('*', corsAllowlist(options.corsOrigins));
  app.use('*', compress({ threshold: 1024 }));
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  return app;
}

/** Refuses a body over `maxSize` bytes with a JSON 413 in the error shape. */
export function limitBodyTo(maxSize: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      errorResponse(c, 413, errorBody(c.var.t('errors.bodyTooLarge', { max: Math.floor(maxSize / 1024) }))),
  });
}

/** An error a package turns into an answer of its own (the api's ThrottledError), else undefined. */
export type ErrorAnswer = (error: Error, c: Context<AppEnv>) => ApiError | undefined;

/**
 * The JSON 404 and the error answers, the same on every server: an ApiError as it says, a
 * framework 4xx without its details, anything else a logged, generic 500.
 */
export function answerErrors(app: Hono<AppEnv>, logger: Logger, answer: ErrorAnswer = () => undefined): void {
  app.notFound((c) => errorResponse(c, 404, errorBody(c.var.t('errors.notFound', { path: c.req.path }))));
  app.onError((error, c) => {
    const known = error instanceof ApiError ? error : answer(error, c);
    if (known) return errorResponse(c, known.status, known.body, known.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, errorBody(c.var.t('errors.invalidRequest')));
    }
    (c.var.log ?? logger).error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    const t = c.var.t as AppEnv['Variables']['t'] | undefined;
    return errorResponse(c, 500, errorBody(t ? t('errors.internal') : 'Internal server error'));
  });
}
