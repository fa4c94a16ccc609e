import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import type { ComposedPage } from './page-cache';

const gzipBytes = promisify(gzip);

/**
 * Whether the compress middleware every answer goes through (server-kit/src/http/server-app.ts,
 * hono's `compress`) would gzip an answer to this `Accept-Encoding`: its rule, which takes gzip
 * over deflate at an equal weight.
 */
export function compressorPicksGzip(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  const weight = (encoding: string) =>
    accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
  const gzipWeight = weight('gzip');
  return gzipWeight === 1 || (gzipWeight > 0 && gzipWeight >= weight('deflate'));
}

/**
 * A kept page's body gzipped once, for every visitor whose browser takes gzip (all of them):
 * compressing a page on each request cost about as much as everything else it takes to send it.
 */
export function createGzippedPages(): (page: ComposedPage) => Promise<Uint8Array<ArrayBuffer>> {
  const gzipped = new WeakMap<ComposedPage, Promise<Uint8Array<ArrayBuffer>>>();
  return (page) => {
    let bytes = gzipped.get(page);
    if (!bytes) {
      bytes = gzipBytes(page.body).then((buffer) => Uint8Array.from(buffer));
      gzipped.set(page, bytes);
    }
    return bytes;
  };
}
