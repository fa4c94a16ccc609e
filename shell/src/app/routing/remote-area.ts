import { useMatches } from 'react-router';
import { registryVersion, remoteArea, type RemoteArea } from '../../lib/federation/remote-area.ts';

export type { RemoteArea };

/**
 * What the page's `<main>` names (lib/federation/remote-area.ts): the deepest matched route's
 * remote (`handle.remote`, remote-route-patcher.ts), and its version.
 */
export function remoteAreaOf(
  handles: readonly unknown[],
  versionOf: (remote: string) => string | undefined,
): RemoteArea {
  const remote = [...handles]
    .reverse()
    .map((handle) => (handle as { remote?: unknown } | null | undefined)?.remote)
    .find((name): name is string => typeof name === 'string');
  return remote ? remoteArea(remote, versionOf) : {};
}

export function useRemoteArea(): RemoteArea {
  const matches = useMatches();
  return remoteAreaOf(
    matches.map((match) => match.handle),
    registryVersion,
  );
}
