// What a signed-in page says of how it was drawn (docs/adr/0013-signed-in-first-paint.md): whether
// the server drew it, and the `Server-Timing` steps it reported (data, render). Read by the benches
// that ask for such pages (`pnpm bench:render`, `pnpm bench:scale -- --pages`).

/** `data;dur=3.1, render;dur=5.2` → { data: 3.1, render: 5.2 } */
export function serverTiming(/** @type {string | null} */ header) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    const dur = params.find((param) => param.startsWith('dur='));
    if (name && dur) out[name] = Number(dur.slice(4));
  }
  return out;
}

/** Whether the document is a page drawn on the server: a remote's page (`mfe_…@…`) or the overview with its widgets (`overview:…`). */
export function drawnOnServer(/** @type {string} */ html) {
  return /<div id="root" data-prerendered="(?:mfe_|overview:)/.test(html);
}
