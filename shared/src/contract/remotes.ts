import platform from './remotes.json' with { type: 'json' };

/**
 * The platform's remotes, once: `remotes.json` beside this file is the only list. TypeScript reads
 * it through this module; webpack configs and jest checks `require` it (`tooling/remotes.cjs`);
 * Node scripts and the browser tests import it as JSON (`scripts/lib/apps.mjs`,
 * `e2e/support/remotes.mjs`). Kept free of React types so that the api can import it too
 * (`@coach/shared/remotes`).
 *
 * Per remote: its folder (URLs, package), its dev server port, the path prefixes it owns (a
 * prefix matches itself or itself followed by '/'; a new prefix is a deliberate change here) and,
 * when it exposes `./widgets`, where its widgets sit on the overview page (lower first).
 */
export interface RemoteFacts {
  dir: string;
  devPort: number;
  prefixes: readonly string[];
  widgets?: { order: number };
}

/** Module Federation names (registry keys), `mfe_home`…: the keys of `remotes.json`. */
export type RemoteName = keyof typeof platform.remotes;

export interface RemoteInfo extends RemoteFacts {
  name: RemoteName;
}

// Compile-time check that every entry of the JSON has the shape above.
const facts: Record<RemoteName, RemoteFacts> = platform.remotes;

/** Every remote, in the file's order. */
export const REMOTES: readonly RemoteInfo[] = Object.entries(facts).map(([name, info]) => ({
  ...info,
  name: name as RemoteName, // Object.entries widens keys to string; they are the JSON's keys
}));

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

/** The shell's own dev server port (the remotes' are in REMOTES). */
export const SHELL_DEV_PORT: number = platform.shell.devPort;

export function isRemoteName(name: string | null | undefined): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name ?? '');
}

export function remoteInfo(name: RemoteName): RemoteInfo {
  const info = REMOTES.find((remote) => remote.name === name);
  if (!info) throw new Error(`Unknown remote "${name}"`);
  return info;
}

/** Module Federation names use underscores; folders and URLs use dashes (`mfe-home`). */
export function remoteDirName(name: RemoteName): string {
  return remoteInfo(name).dir;
}
