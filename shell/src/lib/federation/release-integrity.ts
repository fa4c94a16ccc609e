import type { RegistryDocument } from '@coach/shared/registry';

/**
 * Integrity for everything a remote executes (docs/security.md, "Integrity of the remotes"):
 * - the manifest is fetched with the registry's hash (`fetch(…, { integrity })`);
 * - the remote entry is loaded with the registry's SRI hash;
 * - every other script and style of a release is loaded with the hash its integrity document
 *   gives (served by the api from the database, not from the storage the files live in). The
 *   remotes' own chunk loaders ask `__coachIntegrity(url)` (tooling/webpack/integrity-hook-plugin.cjs),
 *   the federation runtime asks through the runtime plugin.
 * A file of a release without a known hash gets a hash nothing matches: the browser refuses it
 * and the remote shows its "unavailable" panel. Development builds of the shell let a remote
 * without hashes through (a remote served by its dev server has none).
 */

/** A valid SRI value no file has: a script or style given it is refused, never run. */
export const REFUSED_INTEGRITY = `sha384-${'A'.repeat(64)}`;

const REMOTE_ENTRY = /^remoteEntry(\.[\w-]+)?\.js$/;

export interface Release {
  remote: string;
  version: string;
  /** Absolute URL of the manifest, as the federation runtime requests it. */
  manifest: string;
  /** Absolute URL of the release's folder: every file of the release is under it. */
  base: string;
  manifestIntegrity: string | null;
  entryIntegrity: string | null;
}

export interface ReleaseIntegrityOptions {
  registry: () => RegistryDocument | null;
  /** Refuse a remote whose files have no known hash (production builds). */
  enforce: boolean;
  /** What relative registry URLs resolve against (the page's address). */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

export interface ReleaseIntegrity {
  readonly enforce: boolean;
  /** The release whose manifest this URL is, if any. */
  releaseOfManifest(url: string): Release | undefined;
  /** Loads the release's integrity document (once); rejects when it cannot be had. */
  prepare(release: Release): Promise<void>;
  /**
   * The SRI hash a script or style must be loaded with: undefined for a file of no release (the
   * shell's own), REFUSED_INTEGRITY for a file of a release without a known hash.
   */
  hashFor(url: string): string | undefined;
}

export const integrityDocumentUrl = (remote: string, version: string): string =>
  `/registry/integrity/${encodeURIComponent(remote)}/${encodeURIComponent(version)}.json`;

const withoutQuery = (url: string) => url.split(/[?#]/)[0] as string;

/** The releases the registry names, with absolute addresses; one whose manifest URL does not parse is left out. */
function releasesOf(doc: RegistryDocument | null, baseUrl?: string): Release[] {
  if (!doc) return [];
  return Object.entries(doc.remotes).flatMap(([remote, entry]) => {
    try {
      const manifest = new URL(entry.manifest, baseUrl).href;
      return [
        {
          remote,
          version: entry.version,
          manifest,
          base: new URL('.', manifest).href,
          manifestIntegrity: entry.manifestIntegrity ?? null,
          entryIntegrity: entry.integrity ?? null,
        },
      ];
    } catch {
      return [];
    }
  });
}

export function createReleaseIntegrity({
  registry,
  enforce,
  baseUrl = globalThis.location?.href,
  fetchImpl = (...args) => fetch(...args),
}: ReleaseIntegrityOptions): ReleaseIntegrity {
  const documents = new Map<string, Promise<void>>();
  const files = new Map<string, Record<string, string>>();
  const key = (release: Release) => `${release.remote}@${release.version}`;

  const releases = () => releasesOf(registry(), baseUrl);

  function locate(url: string): { release: Release; path: string } | undefined {
    let absolute: string;
    try {
      absolute = withoutQuery(new URL(url, baseUrl).href);
    } catch {
      return undefined;
    }
    for (const release of releases()) {
      if (absolute.startsWith(release.base)) return { release, path: absolute.slice(release.base.length) };
    }
    return undefined;
  }

  async function load(release: Release): Promise<void> {
    const response = await fetchImpl(integrityDocumentUrl(release.remote, release.version), {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) {
      throw new Error(`${key(release)}: no integrity document (HTTP ${response.status})`);
    }
    const body = (await response.json()) as { files?: unknown };
    if (!body.files || typeof body.files !== 'object')
      throw new Error(`${key(release)}: malformed integrity document`);
    files.set(key(release), body.files as Record<string, string>);
  }

  return {
    enforce,
    releaseOfManifest(url) {
      const absolute = withoutQuery(new URL(url, baseUrl).href);
      return releases().find((release) => release.manifest === absolute);
    },
    prepare(release) {
      let pending = documents.get(key(release));
      if (!pending) {
        pending = load(release).catch((error: unknown) => {
          documents.delete(key(release)); // a later attempt (retry button) asks again
          throw error;
        });
        documents.set(key(release), pending);
      }
      return pending;
    },
    hashFor(url) {
      const located = locate(url);
      if (!located) return undefined;
      const { release, path } = located;
      if (REMOTE_ENTRY.test(path) && release.entryIntegrity) return release.entryIntegrity;
      const known = files.get(key(release));
      if (known) return known[path] ?? REFUSED_INTEGRITY;
      return enforce ? REFUSED_INTEGRITY : undefined;
    },
  };
}

declare global {
  /** Asked by the remotes' chunk loaders for the hash of each script and style they add. */
  var __coachIntegrity: ((url: string) => string | undefined) | undefined;
}

/** Makes the hashes available to the remotes' own chunk loaders. */
export function installIntegrityHook(integrity: ReleaseIntegrity): void {
  globalThis.__coachIntegrity = (url) => integrity.hashFor(url);
}
