import type { Language } from '@coach/shared/i18n/languages';
import { AFTER_PAINT_TEMPLATE_ID, OUTLET_MARKER, PRERENDERED_ATTRIBUTE } from '@coach/shared/prerender';
import { escapeHtml } from './first-paint';

/**
 * Putting a prerendered page into the HTML of a signed-out visit (docs/adr/0012-prerendered-first-paint.md).
 * Pure: the source (prerender-source.ts) reads the documents, these functions decide and write.
 */

export interface Stylesheet {
  href: string;
  /** The SRI hash of a remote's stylesheet; null for the shell's own files (same trust as index.html). */
  integrity: string | null;
}

/** The shell's own stylesheets (dist-relative): the same trust as index.html, no SRI hash. */
export function shellStylesheets(css: readonly string[]): Stylesheet[] {
  return css.map((file) => ({ href: `/${file}`, integrity: null }));
}

export interface PrerenderedPage {
  /** `#root`'s content: the frame with the page in its outlet. */
  markup: string;
  stylesheets: Stylesheet[];
  lang: Language;
  /** What drew it: `<remote>@<version>`, for the shell's takeover and for debugging. */
  source: string;
  /** Root-relative URL of the shell's loader that starts the entry after the first paint. */
  loader: string;
  /**
   * The loader's text, to put into the page instead of fetching it (shell-frames.ts); the CSP
   * allows exactly that text by its hash (csp.ts). Without it the page fetches `loader`.
   */
  loaderText?: string;
}

/** The frame with the page in its outlet, or null when the frame has not exactly one outlet. */
export function composeMarkup(frame: string, page: string): string | null {
  const at = frame.indexOf(OUTLET_MARKER);
  if (at === -1 || frame.indexOf(OUTLET_MARKER, at + 1) !== -1) return null;
  return frame.slice(0, at) + page + frame.slice(at + OUTLET_MARKER.length);
}

/** index.html's empty root, minified or not. */
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;
/** The shell's entry as html-webpack-plugin writes it (minified or not). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src=(?:"([^"]+)"|([^\s>"]+))><\/script>/;
/** The first-paint preloads (registry/first-paint.ts writes them in this form). */
const PRELOAD_LINK = /<link rel="preload"[^>]*>/g;
const HTML_LANG = /<html lang=(?:"[a-z-]*"|[a-z-]*)/i;
const HEAD_END = /<\/head>/i;

/**
 * The HTML with the page drawn in `#root`, its stylesheets at the end of `<head>` (they block the
 * paint until they arrive: the page must not flash unstyled) and `<html lang>` set. The scripts
 * wait for the paint: the shell's entry is started by its loader, and the preloads are put in the
 * `<template>` the loader adds to the page then (they would compete with the stylesheets on a slow
 * network). HTML without an empty root, a head or the entry script is returned as it is.
 */
export function withPrerenderedPage(html: string, page: PrerenderedPage): string {
  const entry = ENTRY_SCRIPT.exec(html);
  const entryUrl = entry?.[1] ?? entry?.[2];
  if (!entryUrl || !EMPTY_ROOT.test(html) || !HEAD_END.test(html)) return html;
  // A stylesheet the page links is already on its way: its preload would only be one more request
  // for the loader to start (the shell's frame links the start's own stylesheet: ADR 0006).
  const linked = page.stylesheets.map((sheet) => ` href="${escapeHtml(sheet.href)}"`);
  const preloads = (html.match(PRELOAD_LINK) ?? []).filter(
    (tag) => !(tag.includes('as="style"') && linked.some((href) => tag.includes(href))),
  );
  const later =
    preloads.length > 0 ? `<template id="${AFTER_PAINT_TEMPLATE_ID}">${preloads.join('')}</template>` : '';
  const main = `data-main="${escapeHtml(entryUrl)}"`;
  // Inline, it runs where it stands, so it stands after `#root` (it reads the drawn page's forms).
  const inlineLoader = page.loaderText === undefined ? '' : `<script ${main}>${page.loaderText}</script>`;
  const loader = inlineLoader ? '' : `<script defer src="${escapeHtml(page.loader)}" ${main}></script>`;
  const links = page.stylesheets
    .map(
      (sheet) =>
        `<link rel="stylesheet" href="${escapeHtml(sheet.href)}"` +
        (sheet.integrity ? ` integrity="${escapeHtml(sheet.integrity)}" crossorigin="anonymous"` : '') +
        '>',
    )
    .join('');
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(page.source)}">${page.markup}</div>`;
  return html
    .replace(PRELOAD_LINK, '')
    .replace(ENTRY_SCRIPT, () => loader)
    .replace(HTML_LANG, `<html lang="${page.lang}"`)
    .replace(HEAD_END, () => `${links}${later}</head>`)
    .replace(EMPTY_ROOT, () => root + inlineLoader);
}
