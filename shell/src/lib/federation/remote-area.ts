import { currentRegistry } from './remotes.ts';

/**
 * What an element a remote draws into names (`data-remote`, `data-version`): the remote and the
 * version it was loaded from — the page's `<main>` (app/routing/remote-area.ts) and each widget
 * cell of the overview (features/overview/OverviewGrid.tsx) — so a person or a test can tell which
 * version they see (a canary, a preview: docs/adr/0016-progressive-delivery.md). The platform names
 * them the same way on the page it draws (registry/remote-area-marks.ts).
 */
export interface RemoteArea {
  'data-remote'?: string;
  'data-version'?: string;
}

/** The version of `remote` this page loads: the one its registry names. */
export const registryVersion = (remote: string): string | undefined =>
  currentRegistry()?.remotes[remote]?.version;

/** `remote` and, when known, the version it was loaded from. */
export function remoteArea(
  remote: string,
  versionOf: (remote: string) => string | undefined = registryVersion,
): RemoteArea {
  const version = versionOf(remote);
  return version ? { 'data-remote': remote, 'data-version': version } : { 'data-remote': remote };
}
