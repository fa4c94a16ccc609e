import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { etagMatches } from '@coach/server-kit/http/etag';
import type { AppEnv } from '@coach/server-kit/http/types';
import { NO_CACHE } from './cache-policy';
import { compressorPicksGzip, createGzippedPages } from './gzipped-page';
import { intoHead } from './html-head';
import type { ComposedPage, PageCache } from './page-cache';
import type { ShellBuild } from './shell-build';
import { signedOutVariant } from './signed-out-variant';
import { withTheme } from './theme';

/** What a page's HTML may depend on. */
export interface PageRequest {
  pathname: string;
  cookieHeader: string | undefined;
}

export interface ShellPageOptions {
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
  /**
   * The signed-out pages, composed once per version of what they are made of and sent as bytes
   * (docs/adr/0014-signed-out-page-cache.md): the cache, and the stamp of the registry and front
   * version (registry/registry-stamp.ts). Without it, every page is composed for its request.
   */
  signedOutPages?: { cache: PageCache; registryStamp: () => Promise<string> };
}

/** The page names the live releases: its validator follows its bytes, not the file's date. */
function pageEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * index.html with the first-paint tags of the path. A failure sends the page without them: the
 * shell then fetches the registry itself and draws the page, as it always could.
 */
async function withFirstPaint(
  c: Context<AppEnv>,
  html: string,
  options: ShellPageOptions,
): Promise<{ html: string; complete: boolean }> {
  try {
    return {
      html: intoHead(html, options.firstPaint ? await options.firstPaint(c.req.path) : ''),
      complete: true,
    };
  } catch (error) {
    c.var.log.error({ err: error }, 'could not prepare the first paint of a page');
    return { html, complete: false };
  }
}

/** The page without a member's drawing: drawn ahead for a signed-out visit, in the visitor's theme. */
async function signedOutPage(
  c: Context<AppEnv>,
  withTags: { html: string; complete: boolean },
  request: PageRequest,
  options: ShellPageOptions,
): Promise<ComposedPage> {
  let body = withTags.html;
  let complete = withTags.complete;
  try {
    body = options.prerender ? await options.prerender(body, request) : body;
  } catch (error) {
    c.var.log.error({ err: error }, 'could not draw the page ahead');
    complete = false;
  }
  // After the page drawn ahead, which rewrites `<html lang>`.
  body = withTheme(body, request.cookieHeader);
  return { body, etag: pageEtag(body), complete };
}

function sendPage(c: Context<AppEnv>, page: ComposedPage): Response {
  // The body depends on the session, language and theme cookies (a prerendered page or not, which
  // language, which colours).
  const headers = { 'Cache-Control': NO_CACHE, ETag: page.etag, Vary: 'Cookie' };
  if (etagMatches(c.req.header('If-None-Match'), page.etag)) return c.body(null, 304, headers);
  const htmlHeaders = { ...headers, 'Content-Type': 'text/html; charset=utf-8' };
  return c.req.method === 'HEAD' ? c.body(null, 200, htmlHeaders) : c.body(page.body, 200, htmlHeaders);
}

const gzippedPage = createGzippedPages();

/**
 * A kept page, gzipped once rather than by the compress middleware on each request: the answer
 * that middleware would give (its encoding, its weak form of the validator, its `Vary`).
 */
async function sendKeptPage(c: Context<AppEnv>, page: ComposedPage): Promise<Response> {
  const gzip =
    c.req.method === 'GET' &&
    compressorPicksGzip(c.req.header('Accept-Encoding')) &&
    !etagMatches(c.req.header('If-None-Match'), page.etag);
  if (!gzip) return sendPage(c, page);
  return c.body(await gzippedPage(page), 200, {
    'Cache-Control': NO_CACHE,
    ETag: `W/${page.etag}`,
    Vary: 'Cookie, Accept-Encoding',
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Encoding': 'gzip',
  });
}

/** The signed-out page as composed for a visitor of this variant, or null when the registry cannot be read. */
async function keptSignedOutPage(
  c: Context<AppEnv>,
  { indexHtml, stamp }: ShellBuild,
  request: PageRequest,
  variant: string,
  options: ShellPageOptions & Required<Pick<ShellPageOptions, 'signedOutPages'>>,
): Promise<ComposedPage | null> {
  const { cache, registryStamp } = options.signedOutPages;
  let version: string;
  try {
    version = `${await registryStamp()} ${stamp}`;
  } catch {
    return null; // composed for the request, as it always was: its own failures are logged there
  }
  return cache.page(version, variant, async () => {
    // At debug level, one line per composition: how often pages are composed, and why (docs/operating.md).
    c.var.log.debug({ page: variant, version }, 'signed-out page composed');
    const html = await indexHtml();
    return signedOutPage(c, await withFirstPaint(c, html, options), request, options);
  });
}

/**
 * index.html with the first-paint tags of the path and, for a signed-out visit, the page drawn
 * ahead; for a member, the page drawn on the server when it can be. A signed-out page is the same
 * bytes for every visitor of its language and theme: with `signedOutPages`, it is composed once
 * and sent as bytes until the registry, the front version or the shell's build changes.
 */
export async function sendShellPage(
  c: Context<AppEnv>,
  build: ShellBuild,
  options: ShellPageOptions,
): Promise<Response> {
  const request: PageRequest = { pathname: c.req.path, cookieHeader: c.req.header('Cookie') };
  const variant = signedOutVariant(request.pathname, request.cookieHeader);
  if (variant !== null && options.signedOutPages) {
    const page = await keptSignedOutPage(c, build, request, variant, {
      ...options,
      signedOutPages: options.signedOutPages,
    });
    if (page) return sendKeptPage(c, page);
  }
  const withTags = await withFirstPaint(c, await build.indexHtml(), options);
  let rendered: { html: string; serverTiming: string } | null = null;
  try {
    // A HEAD has no body to draw: the member's reads and the render are for a GET only.
    rendered =
      options.serverRender && c.req.method === 'GET'
        ? await options.serverRender(withTags.html, request)
        : null;
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
    return c.body(withTheme(rendered.html, request.cookieHeader), 200, headers);
  }
  return sendPage(c, await signedOutPage(c, withTags, request, options));
}
