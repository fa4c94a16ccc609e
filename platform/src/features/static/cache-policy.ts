export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** `builds/latest.json`: the shell's hourly check reads it with a timestamp query (SPEC §7). */
export const LATEST_BUILD = 'public, max-age=1';

/** A content hash in the file name: `main.3f9a2c1b.js`, `123.0a1b2c3d4e5f.chunk.js`. */
const HASHED = /\.[0-9a-f]{8,}\./;

export function isHashedFileName(fileName: string): boolean {
  return HASHED.test(fileName);
}

/** Remote builds: hashed files forever; the manifest and unhashed entries revalidated. */
export function remoteCacheControl(relativePath: string): string {
  const fileName = relativePath.split('/').pop() ?? '';
  // mf-manifest.json and an unhashed remoteEntry.js name the current files: always revalidate.
  if (fileName === 'mf-manifest.json') return NO_CACHE;
  return isHashedFileName(fileName) ? IMMUTABLE : NO_CACHE;
}

/** Shell build: index.html revalidated, build metadata as the version check needs, hashed forever. */
export function shellCacheControl(relativePath: string): string {
  if (relativePath === 'builds/latest.json') return LATEST_BUILD;
  if (/^builds\/meta\/[^/]+\.json$/.test(relativePath)) return IMMUTABLE;
  const fileName = relativePath.split('/').pop() ?? '';
  if (fileName === 'index.html') return NO_CACHE;
  return isHashedFileName(fileName) ? IMMUTABLE : NO_CACHE;
}
