import { escapeHtml } from './first-paint';

const MAIN = '<main id="main"';

/**
 * The frame with its `<main>` (the element a remote's page is drawn into) naming the remote and
 * the version that drew it, as the live page names them (shell/src/app/routing/remote-area.ts):
 * a person or a test can tell a canary's or a preview's page from the stable one's
 * (docs/adr/0016-progressive-delivery.md). A frame without exactly one such `<main>` is unchanged.
 */
export function withRemoteArea(frame: string, remote: string, version: string): string {
  const at = frame.indexOf(MAIN);
  if (at === -1 || frame.indexOf(MAIN, at + 1) !== -1) return frame;
  const marks = ` data-remote="${escapeHtml(remote)}" data-version="${escapeHtml(version)}"`;
  return frame.slice(0, at + MAIN.length) + marks + frame.slice(at + MAIN.length);
}
