import { escapeHtml } from './first-paint';

const MAIN = '<main id="main"';

const areaMarks = (remote: string, version: string) =>
  ` data-remote="${escapeHtml(remote)}" data-version="${escapeHtml(version)}"`;

/**
 * The frame with its `<main>` (the element a remote's page is drawn into) naming the remote and
 * the version that drew it, as the live page names them (shell/src/app/routing/remote-area.ts):
 * a person or a test can tell a canary's or a preview's page from the stable one's
 * (docs/adr/0016-progressive-delivery.md). A frame without exactly one such `<main>` is unchanged.
 */
export function withRemoteArea(frame: string, remote: string, version: string): string {
  const at = frame.indexOf(MAIN);
  if (at === -1 || frame.indexOf(MAIN, at + 1) !== -1) return frame;
  return frame.slice(0, at + MAIN.length) + areaMarks(remote, version) + frame.slice(at + MAIN.length);
}

/**
 * The overview with each widget the server drew (an `<article … data-slot="<slot>">`,
 * signed-in-compose.ts's withDrawnWidgets) naming the remote and the version that drew it, as the
 * live overview names them (shell/src/features/overview/OverviewGrid.tsx). A slot without exactly
 * one such article is left as it is.
 */
export function withWidgetAreas(
  page: string,
  widgets: readonly { slot: string; remote: string; version: string }[],
): string {
  let marked = page;
  for (const { slot, remote, version } of widgets) {
    const article = new RegExp(`<article [^>]*data-slot="${escapeHtml(slot).replace(/\W/g, '\\$&')}"`, 'g');
    const found = [...marked.matchAll(article)];
    const [only] = found;
    if (found.length !== 1 || !only) continue;
    const at = only.index + only[0].length;
    marked = `${marked.slice(0, at)}${areaMarks(remote, version)}${marked.slice(at)}`;
  }
  return marked;
}
