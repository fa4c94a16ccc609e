import type { MiddlewareHandler } from 'hono';

function hasBody(headers: Headers): boolean {
  const length = headers.get('Content-Length');
  return (length !== null && length !== '0') || headers.has('Transfer-Encoding');
}

/**
 * An answer sent before the request body was read (413, 415, 401, 429 from a middleware) must say
 * `Connection: close`: the server will not read the rest of that body and closes the socket, so
 * promising keep-alive makes a client that reuses the connection fail its next request.
 * Node's HTTP server honours the header and ends the connection cleanly after the answer.
 */
export function closeUnreadBodies(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    await next();
    const unread = hasBody(raw.headers) && !raw.bodyUsed;
    if (unread || c.res.status === 413) c.res.headers.set('Connection', 'close');
  };
}
