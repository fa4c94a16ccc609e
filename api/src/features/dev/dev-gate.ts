import type { Context, MiddlewareHandler } from 'hono';
import type { DevRoutes } from '@coach/server-kit/config';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

/**
 * A request from this machine: the socket peer is a loopback address and no proxy forwarded it
 * (a reverse proxy on the same machine connects from 127.0.0.1 on behalf of anyone). The socket,
 * never `X-Forwarded-For`, decides: a header is the client's word.
 */
export function isLoopbackRequest(c: Context): boolean {
  if (c.req.header('X-Forwarded-For') !== undefined || c.req.header('Forwarded') !== undefined) return false;
  const address = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return address !== undefined && LOOPBACK.test(address);
}

/**
 * In front of the development helpers (the outbox lists working verification links; dev
 * invitations; the docs page): a 404, as if they did not exist, for anyone they must not answer.
 */
export function devRoutesGate(mode: DevRoutes): MiddlewareHandler {
  return async (c, next) => {
    if (mode === 'all' || (mode === 'loopback' && isLoopbackRequest(c))) return next();
    return c.notFound();
  };
}
