import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { etagMatches } from '@coach/server-kit/http/etag';
import { errorBody, errorResponse } from '@coach/server-kit/http/errors';
import type { AppEnv } from '@coach/server-kit/http/types';
import { REMOTE_DIR_PATTERN, VERSION_PATTERN } from '../../remotes/names';
import { isSafeRelativePath } from '../../storage/file-storage';
import { NO_CACHE, remoteCacheControl, shellCacheControl } from './cache-policy';
import { intoHead } from './html-head';
import { withTheme } from './theme';
import { encodedSegments, resolveInside, sendFile, statInside, type FileInfo } from './send-file';

export interface StaticOptions {
  /**
   * A file on this machine's disk holding a released file (`remotes/<dir>/<version>/<path>`), or
   * null: the storage's `localFile` (the folder itself, or a copy cached from shared storage).
   */
  remoteFile: (key: string) => Promise<FileInfo | null>;
  /** The shell's build (`SHELL_DIST`). */
  shellDist: string;
  /**
   * The tags the HTML of a page gets at the end of its head: the registry and the preloads of the
   * remote drawing that page (registry/first-paint-source.ts). Without it, index.html is sent as built.
   */
  firstPaint?: (pathname: string) => Promise<string>;
  /**
   * index.html with the page drawn ahead for a signed-out visit (registry/prerender-source.ts),
   * which depends on the request's cookies. Without it, or when it fails, the page is sent
   * without: the shell draws it, as it always could.
   */
  prerender?: (html: string, request: PageRequest) => Promise<string>;
  /**
   * index.html with a signed-in page drawn on the server by its remote (or only its data, when
   * the drawing failed), or null (registry/signed-in-source.ts). Personal: never stored by any cache.
   */
  serverRender?: (
    html: string,
    request: PageRequest,
  ) => Promise<{ html: string; serverTiming: string; drawn: boolean } | null>;
}

/** What a page's HTML may depend on. */
export interface PageRequest {
  pathname: string;
  cookieHeader: string | undefined;
}

function notFound(c: Context<AppEnv>): Response {
  return errorResponse(c, 404, errorBody(c.var.t('errors.notFound', { path: c.req.path })));
}

/** `remotes/<decoded segments>` when every segment is a safe storage key segment, else null. */
function storageKey(encoded: readonly string[]): string | null {
  try {
    const key = ['remotes', ...encoded.map((segment) => decodeURIComponent(segment))].join('/');
    return isSafeRelativePath(key) && !encoded.some((segment) => /%2f|%5c/i.test(segment)) ? key : null;
  } catch {
    return null;
  }
}

/** Paths without an extension in their last segment are client-side routes of the shell. */
function isClientRoute(segments: readonly string[]): boolean {
  const last = segments[segments.length - 1] ?? '';
  return !path.extname(last);
}

/**
 * Source maps hand out the original source: builds keep them out of dist/, and the server refuses
 * them anyway (a release published by an older build may hold some). docs/security.md.
 */
function isSourceMap(segments: readonly string[]): boolean {
  const last = segments[segments.length - 1] ?? '';
  let name: string;
  try {
    name = decodeURIComponent(last);
  } catch {
    name = last;
  }
  return name.toLowerCase().endsWith('.map');
}

/**
 * index.html with the first-paint tags of the path and, for a signed-out visit, the page drawn
 * ahead. A failure to compute either sends the page without it: the shell then fetches the
 * registry itself and draws the page, as it always could.
 */
async function sendShellPage(
  c: Context<AppEnv>,
  index: FileInfo,
  options: Pick<StaticOptions, 'firstPaint' | 'prerender' | 'serverRender'>,
): Promise<Response> {
  const html = await fs.readFile(index.absolutePath, 'utf8');
  const request: PageRequest = { pathname: c.req.path, cookieHeader: c.req.header('Cookie') };
  let tags = '';
  try {
    tags = options.firstPaint ? await options.firstPaint(c.req.path) : '';
  } catch (error) {
    c.var.log.error({ err: error }, 'could not prepare the first paint of a page');
  }
  const withTags = intoHead(html, tags);
  let rendered: { html: string; serverTiming: string } | null = null;
  try {
    // A HEAD has no body to draw: the member's reads and the render are for a GET only.
    rendered =
      options.serverRender && c.req.method === 'GET' ? await options.serverRender(withTags, request) : null;
  } catch (error) {
    c.var.log.error({ err: error }, 'could not render a signed-in page on the server');
  }
  if (rendered) {
    const headers = {
      // A member's page: kept by no cache, shared or private (docs/adr/0013-signed-in-first-paint.md).
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
      'Server-Timing': rendered.serverTiming,
      'Content-Type': 'text/html; charset=utf-8',
    };
    const page = withTheme(rendered.html, request.cookieHeader);
    return c.body(page, 200, headers);
  }
  let body = withTags;
  try {
    body = options.prerender ? await options.prerender(withTags, request) : withTags;
  } catch (error) {
    c.var.log.error({ err: error }, 'could not draw the page ahead');
  }
  // After the page drawn ahead, which rewrites `<html lang>`.
  body = withTheme(body, request.cookieHeader);
  // The page names the live releases: its validator follows its bytes, not the file's date.
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  // The body depends on the session, language and theme cookies (a prerendered page or not, which
  // language, which colours).
  const headers = { 'Cache-Control': NO_CACHE, ETag: etag, Vary: 'Cookie' };
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  const htmlHeaders = { ...headers, 'Content-Type': 'text/html; charset=utf-8' };
  return c.req.method === 'HEAD' ? c.body(null, 200, htmlHeaders) : c.body(body, 200, htmlHeaders);
}

/**
 * Static files, on the same server as the api:
 * - `/remotes/<remote-dir>/<version>/<file>`: released remote builds (immutable when hashed);
 * - everything else (GET/HEAD outside /api): the shell, with SPA fallback to index.html.
 */
export function staticRoutes(options: StaticOptions) {
  const app = new Hono<AppEnv>();

  app.on(['GET', 'HEAD'], '/remotes/*', async (c) => {
    const segments = encodedSegments(c.req.url, '/remotes/');
    const [dir, version, ...rest] = segments;
    if (
      !dir ||
      !version ||
      rest.length === 0 ||
      !REMOTE_DIR_PATTERN.test(dir) ||
      !VERSION_PATTERN.test(version) ||
      isSourceMap(rest)
    ) {
      return notFound(c);
    }
    const key = storageKey(segments);
    const file = key && (await options.remoteFile(key));
    if (!file) return notFound(c);
    return sendFile(c, file, remoteCacheControl(rest.join('/')));
  });

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    const segments = encodedSegments(c.req.url, '/');
    const wantsIndex = segments.length === 0 || (segments.length === 1 && segments[0] === '');
    if (!wantsIndex) {
      if (isSourceMap(segments)) return notFound(c);
      const absolute = resolveInside(options.shellDist, segments);
      if (absolute) {
        const file = await statInside(options.shellDist, absolute);
        if (file)
          return sendFile(
            c,
            file,
            shellCacheControl(path.relative(options.shellDist, absolute).split(path.sep).join('/')),
          );
      }
      if (!isClientRoute(segments)) return notFound(c);
    }
    const index = await statInside(options.shellDist, path.join(options.shellDist, 'index.html'));
    if (!index) {
      const shellExists = await fs.stat(options.shellDist).then(
        () => true,
        () => false,
      );
      c.var.log.warn({ shellDist: options.shellDist, shellExists }, 'shell index.html missing');
      return errorResponse(c, 503, errorBody(c.var.t('errors.shellNotBuilt')));
    }
    return options.firstPaint || options.prerender || options.serverRender
      ? sendShellPage(c, index, options)
      : sendFile(c, index, NO_CACHE);
  });

  return app;
}
