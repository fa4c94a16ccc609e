import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { errorBody, errorResponse } from '@coach/server-kit/http/errors';
import type { AppEnv } from '@coach/server-kit/http/types';
import { REMOTE_DIR_PATTERN, VERSION_PATTERN } from '../../remotes/names';
import { isSafeRelativePath } from '../../storage/file-storage';
import { NO_CACHE, remoteCacheControl, shellCacheControl } from './cache-policy';
import { encodedSegments, resolveInside, sendFile, statInside, type FileInfo } from './send-file';
import { createShellBuild } from './shell-build';
import { sendShellPage, type ShellPageOptions } from './shell-page';

export interface StaticOptions extends ShellPageOptions {
  /**
   * A file on this machine's disk holding a released file (`remotes/<dir>/<version>/<path>`), or
   * null: the storage's `localFile` (the folder itself, or a copy cached from shared storage).
   */
  remoteFile: (key: string) => Promise<FileInfo | null>;
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
 * Static files, on the same server as the api:
 * - `/remotes/<remote-dir>/<version>/<file>`: released remote builds (immutable when hashed);
 * - everything else (GET/HEAD outside /api): the shell, with SPA fallback to index.html.
 */
export function staticRoutes(options: StaticOptions) {
  const app = new Hono<AppEnv>();
  const shellBuild = createShellBuild(options.shellDist);

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
    if (!wantsIndex && isSourceMap(segments)) return notFound(c);
    const clientRoute = wantsIndex || isClientRoute(segments);
    // A page's path seldom names a file: it is looked for on disk only when the build may hold it.
    const build = clientRoute ? await shellBuild() : null;
    if (!wantsIndex) {
      const absolute = resolveInside(options.shellDist, segments);
      if (absolute && (!build || build.mayHoldFile(absolute))) {
        const file = await statInside(options.shellDist, absolute);
        if (file)
          return sendFile(
            c,
            file,
            shellCacheControl(path.relative(options.shellDist, absolute).split(path.sep).join('/')),
          );
      }
      if (!clientRoute) return notFound(c);
    }
    if (!build) {
      const shellExists = await fs.stat(options.shellDist).then(
        () => true,
        () => false,
      );
      c.var.log.warn({ shellDist: options.shellDist, shellExists }, 'shell index.html missing');
      return errorResponse(c, 503, errorBody(c.var.t('errors.shellNotBuilt')));
    }
    return options.firstPaint || options.prerender || options.serverRender
      ? sendShellPage(c, build, options)
      : sendFile(c, build.index, NO_CACHE);
  });

  return app;
}
