/** A metric name as the Server-Timing header allows it (an HTTP token). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The `Server-Timing` header value for the steps of a page's server render, e.g.
 * `{ data: 12.34, render: 4.5 }` → `data;dur=12.3, render;dur=4.5`, so that the browser's dev tools
 * and the performance audit show where a signed-in page's time went. A step that did not happen
 * (undefined, or not a duration) is left out rather than failing the page.
 */
export function serverTimingHeader(durations: Record<string, number | undefined>): string {
  return Object.entries(durations)
    .filter(
      (entry): entry is [string, number] =>
        TOKEN.test(entry[0]) && typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] >= 0,
    )
    .map(([name, ms]) => `${name};dur=${Math.round(ms * 10) / 10}`)
    .join(', ');
}
