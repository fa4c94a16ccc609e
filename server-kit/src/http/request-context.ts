import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { requestLanguage, translator } from '../i18n/i18n';
import type { AppEnv, RequestVariables } from './types';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The client address: the socket peer, or the first `X-Forwarded-For` hop behind a trusted proxy. */
export function clientIp(env: unknown, forwardedFor: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) {
    const first = forwardedFor.split(',')[0]?.trim();
    if (first && first.length <= 64) return first;
  }
  const address = (env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return address ?? 'unknown';
}

/**
 * Sets the per-request values (language from `?locale=` or Accept-Language, translators,
 * logger, request id, client address) and logs one line per request.
 */
export function requestContext(logger: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const lang = requestLanguage(c.req.query('locale'), c.req.header('Accept-Language'));
    const requestIdHeader = c.req.header('X-Request-Id');
    const requestId =
      requestIdHeader && /^[\w-]{1,64}$/.test(requestIdHeader) ? requestIdHeader : randomUUID();
    const log = logger.child({ requestId });
    c.set('lang', lang);
    c.set('t', translator(lang, 'api'));
    c.set('tv', translator(lang, 'validation'));
    c.set('log', log);
    c.set('requestId', requestId);
    c.set('clientIp', clientIp(c.env, c.req.header('X-Forwarded-For'), trustProxy));
    await next();
    // On the answer's own headers: `c.header` after the handler turns Hono's light answer into a
    // full web Response that is then read back as a stream (a third of a small read's CPU).
    c.res.headers.set('X-Request-Id', requestId);
    // api calls and failures at info; successful static files (shell, remotes) at debug.
    const status = c.res.status;
    const level = c.req.path.startsWith('/api/') || status >= 400 ? 'info' : 'debug';
    if (log.isLevelEnabled(level)) {
      log[level](
        {
          method: c.req.method,
          path: c.req.path,
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}

/** Who is asking, as a service sees it: plain values, never the Hono context. */
export interface RequestClient {
  ip: string;
  userAgent: string | undefined;
  log: Logger;
}

/** Takes any route's context: the signed-in and operator contexts carry more variables. */
export function requestClient(c: {
  var: Pick<RequestVariables, 'clientIp' | 'log'>;
  req: { header(name: string): string | undefined };
}): RequestClient {
  return { ip: c.var.clientIp, userAgent: c.req.header('User-Agent'), log: c.var.log };
}
