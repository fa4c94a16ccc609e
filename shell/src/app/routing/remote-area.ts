import { useMatches } from 'react-router';
import type { RemoteArea } from '../../lib/federation/remote-area.ts';
import { currentRegistry } from '../../lib/federation/remotes.ts';

export type { RemoteArea };

/**
 * What the page's `<main>` names (lib/federation/remote-area.ts): the deepest matched route's
 * remote (`handle.remote`, remote-route-patcher.ts) and the version it was loaded from. It does not
 * call lib's remoteArea(): this file is in /home/login's first load, whose budget (`pnpm size`) has
 * no room for the module that would add.
 */
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
