import { REMOTES } from '@coach/shared/remotes';

/** The platform's remotes by package folder (URL paths use these), from shared's one list. */
export const REMOTE_DIRS: readonly string[] = REMOTES.map((remote) => remote.dir);

/** Module Federation names (registry keys) are the folder names with `-` → `_`: `mfe_home`. */
export const FEDERATION_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
/** Folder names as they appear in `/remotes/<dir>/…`. */
export const REMOTE_DIR_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;
/** Versions: semver-like, no path separators. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** `mfe-home` or `mfe_home` → `mfe_home`. */
export function toFederationName(remote: string): string {
  const name = remote
    .trim()
    .replace(/^@coach\//, '')
    .replaceAll('-', '_');
  if (!FEDERATION_NAME_PATTERN.test(name)) throw new Error(`Invalid remote name "${remote}"`);
  return name;
}

/** `mfe_home` or `mfe-home` → `mfe-home`. */
export function toDirName(remote: string): string {
  return toFederationName(remote).replaceAll('_', '-');
}

export function assertVersion(version: string): string {
  if (!VERSION_PATTERN.test(version) || version.includes('..'))
    throw new Error(`Invalid version "${version}"`);
  return version;
}

/** Where a locally published release's manifest is served. */
export function localManifestUrl(remote: string, version: string): string {
  return `/remotes/${toDirName(remote)}/${assertVersion(version)}/mf-manifest.json`;
}
