// The paths of a route's api reads (docs/server-render.md): declared once with `:param` segments
// and an optional query of fixed or `:param` values, filled the same way by the browser's loader and
// by the platform before a server render.
import type { RouteParams } from './contract.ts';

const SEGMENT = /^(?::[A-Za-z_]\w*|[\w.~-]+)$/;
const QUERY_PAIR = /^[A-Za-z_][\w.-]*=(?::[A-Za-z_]\w*|[\w.~-]+)$/;

/**
 * Throws unless `read` is one the platform may run: a path of segments of letters, digits, -._~
 * or :param, then optionally `?name=value&…`, each value such a word or a :param
 * (`dashboard/commitments?status=open&today=:today`).
 */
export function checkReadPath(read: string): string {
  const [path = '', query, ...rest] = read.split('?');
  const segments = path.split('/');
  const pathOk = segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
  const queryOk = query === undefined || query.split('&').every((pair) => QUERY_PAIR.test(pair));
  if (!pathOk || !queryOk || rest.length > 0)
    throw new Error(
      `"${read}" is not an api read: segments of letters, digits, -._~ or :param, then ?name=value pairs`,
    );
  return read;
}

/**
 * The read's path (under `/api/`) for `params`: each `:name` replaced by its encoded value, in the
 * path and in the query. Runs in the browser's loaders too, so it trusts `read` to be checked
 * (`checkReadPath`, which the server render runs on every declared read when the bundle is built).
 */
export function fillReadPath(read: string, params: RouteParams): string {
  return read.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`the read ${read} needs the route param :${name}`);
    return encodeURIComponent(value);
  });
}
