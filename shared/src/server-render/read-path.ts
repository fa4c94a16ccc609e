// The paths of a route's api reads (docs/server-render.md): declared once with `:param` segments,
// filled the same way by the browser's loader and by the platform before a server render.
import type { RouteParams } from './contract.ts';

const SEGMENT = /^(?::[A-Za-z_]\w*|[\w.~-]+)$/;

/** Throws unless `path` is a read the platform may run: segments of letters, digits, -._~ or :param. */
export function checkReadPath(path: string): string {
  const segments = path.split('/');
  if (segments.some((segment) => !SEGMENT.test(segment) || segment === '.' || segment === '..'))
    throw new Error(`"${path}" is not an api read: segments of letters, digits, -._~ or :param`);
  return path;
}

/**
 * The read's path (under `/api/`) for `params`: each `:name` segment replaced by its encoded value.
 * Runs in the browser's loaders too, so it trusts `path` to be checked (`checkReadPath`, which the
 * server render runs on every declared read when the bundle is built).
 */
export function fillReadPath(path: string, params: RouteParams): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`the read ${path} needs the route param :${name}`);
    return encodeURIComponent(value);
  });
}
