import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { etagMatches } from '@coach/server-kit/http/etag';
import { contentTypeFor } from './content-type';

/**
 * Turns URL path segments (still percent-encoded) into a path inside `root`, or null when they
 * try to leave it: `..`, encoded slashes or backslashes, NUL bytes, hidden files.
 */
export function resolveInside(root: string, encodedSegments: readonly string[]): string | null {
  const segments: string[] = [];
  for (const encoded of encodedSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  if (segments.length === 0) return null;
  const resolved = path.resolve(root, ...segments);
  return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null;
}

/** Raw (encoded) path segments of the request URL, after `prefix`. */
export function encodedSegments(url: string, prefix = ''): string[] {
  const pathname = new URL(url).pathname.slice(prefix.length);
  return pathname.split('/').filter((segment, index, all) => segment !== '' || index === all.length - 1);
}

export interface FileInfo {
  absolutePath: string;
  size: number;
  mtimeMs: number;
}

/** Stats a regular file whose real path (symlinks followed) is still inside `root`. */
export async function statInside(root: string, absolutePath: string): Promise<FileInfo | null> {
  try {
    const [realRoot, realFile] = await Promise.all([fs.realpath(root), fs.realpath(absolutePath)]);
    if (!realFile.startsWith(realRoot + path.sep)) return null;
    const stat = await fs.stat(realFile);
    if (!stat.isFile()) return null;
    return { absolutePath: realFile, size: stat.size, mtimeMs: stat.mtimeMs };
  } catch {
    return null;
  }
}

/** Streams a file with its content type, cache policy and a validator (304 on a match). */
export function sendFile(c: Context, file: FileInfo, cacheControl: string): Response {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': new Date(file.mtimeMs).toUTCString(),
  };
  if (etagMatches(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  headers['Content-Type'] = contentTypeFor(file.absolutePath);
  headers['Content-Length'] = String(file.size);
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const stream = Readable.toWeb(createReadStream(file.absolutePath)) as ReadableStream<Uint8Array>;
  return new Response(stream, { status: 200, headers });
}
