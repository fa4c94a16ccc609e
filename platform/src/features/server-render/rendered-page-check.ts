import type { RenderedPage } from './bundle-contract';

export type PageCheck =
  ({ ok: true } & RenderedPage) | { ok: false; reason: 'error' | 'too-large'; detail: string };

/**
 * Whether what a bundle's `render` answered can be served: HTML text no bigger than the cap, and an
 * HTTP status. Runs in the render process's main thread, outside the bundle's reach.
 */
export function checkRenderedPage(answer: unknown, maxHtmlBytes: number): PageCheck {
  if (typeof answer !== 'object' || answer === null) {
    return { ok: false, reason: 'error', detail: 'render answered no page' };
  }
  const { html, status } = answer as Partial<Record<keyof RenderedPage, unknown>>;
  if (typeof html !== 'string') return { ok: false, reason: 'error', detail: 'the page has no html text' };
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) {
    return { ok: false, reason: 'error', detail: `the page has no HTTP status (${String(status)})` };
  }
  // Cheap upper bound first: a UTF-8 character is at most 3 bytes per UTF-16 unit.
  if (html.length * 3 > maxHtmlBytes) {
    const bytes = Buffer.byteLength(html, 'utf8');
    if (bytes > maxHtmlBytes) {
      return { ok: false, reason: 'too-large', detail: `${bytes} bytes of html, the cap is ${maxHtmlBytes}` };
    }
  }
  return { ok: true, html, status };
}
