/** Puts `tags` at the end of the page's `<head>` (a page without one is left as it is). */
export function intoHead(html: string, tags: string): string {
  const end = html.search(/<\/head>/i);
  return end === -1 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}
