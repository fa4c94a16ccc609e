import { REMOTES, type RemoteName } from '@coach/shared/contract';

/**
 * Which path prefix belongs to which remote, from the platform's list of remotes
 * (`shared/src/contract/remotes.json`). A remote adds pages under its own prefixes without a
 * shell release; a new prefix is a deliberate change to that list.
 */
export const PREFIX_TABLE: ReadonlyArray<{ prefix: string; remote: RemoteName }> = REMOTES.flatMap((remote) =>
  remote.prefixes.map((prefix) => ({ prefix, remote: remote.name })),
);

/** Remotes that contribute widgets to the overview page (`/`), in the order they are shown. */
export const WIDGET_REMOTES: readonly RemoteName[] = REMOTES.flatMap((remote) =>
  remote.widgets ? [{ name: remote.name, order: remote.widgets.order }] : [],
)
  .sort((a, b) => a.order - b.order)
  .map((remote) => remote.name);

/** The remote owning a pathname: a prefix matches itself or itself followed by '/'. */
export function ownerOf(pathname: string): RemoteName | null {
  for (const { prefix, remote } of PREFIX_TABLE) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return remote;
  }
  return null;
}
