import { useMatches } from 'react-router';
import { currentRegistry } from '../../lib/federation/remotes.ts';

/**
 * What the page's `<main>` names (`data-remote`, `data-version`): the remote that draws the
 * current route and the version it was loaded from, so a person or a test can tell which version
 * they see (a canary, a preview: docs/adr/0016-progressive-delivery.md). The platform names them
 * the same way on the page it draws (registry/remote-area-marks.ts).
 */
export interface RemoteArea {
  'data-remote'?: string;
  'data-version'?: string;
}

/** The deepest matched route's remote (`handle.remote`, remote-route-patcher.ts), and its version. */
export function remoteAreaOf(
  handles: readonly unknown[],
  versionOf: (remote: string) => string | undefined,
): RemoteArea {
  const remote = [...handles]
    .reverse()
    .map((handle) => (handle as { remote?: unknown } | null | undefined)?.remote)
    .find((name): name is string => typeof name === 'string');
  if (!remote) return {};
  const version = versionOf(remote);
  return version ? { 'data-remote': remote, 'data-version': version } : { 'data-remote': remote };
}

export function useRemoteArea(): RemoteArea {
  const matches = useMatches();
  return remoteAreaOf(
    matches.map((match) => match.handle),
    (remote) => currentRegistry()?.remotes[remote]?.version,
  );
}
