import { REMOTES, type RemoteName } from '@coach/shared/remotes';
import type { RegistryDocument } from './repository';

/**
 * What the HTML of a page carries so that its first paint needs one round trip instead of a chain
 * (issue 15: HTML → shell → /registry.json → manifest → remoteEntry.js → routes chunk): the
 * registry document itself, and preloads of the files of the remote that draws the page.
 *
 * The guarantees of docs/adr/0007-release-and-rollback.md and docs/security.md hold:
 * - the inlined registry and the preloads come from one reading of the registry, so a promoted
 *   remote is the one the preloads name;
 * - every script preload carries the SRI hash the shell will load the file with (a file without a
 *   known hash gets no preload), so the browser reuses the preloaded bytes only when they match;
 *   the manifest's bytes are checked by the shell's fetch when it takes them from the preload;
 * - a preload is a hint: one that fails (a release pruned meanwhile) costs the download, nothing
 *   else — the shell loads what its registry names, as it always did.
 */

/** `id` of the `<script type="application/json">` holding the registry (shell/src/lib/federation/registry.ts). */
export const INLINE_REGISTRY_ID = 'coach-registry';

export interface Preload {
  href: string;
  as: 'fetch' | 'script';
  /**
   * The SRI hash, on scripts. Null on `fetch` preloads: Chromium ignores (and warns about) an
   * integrity attribute there; the shell's `fetch(…, { integrity })` still checks the manifest's
   * bytes when it takes them from the preload.
   */
  integrity: string | null;
}

/** What the server knows of one live release: its files' hashes and what its manifest names. */
export interface ReleaseFacts {
  /** Relative path → SRI hash (the release's integrity document). */
  integrity: Record<string, string>;
  /** Relative path of the remote entry (from the manifest's metaData). */
  entry: string | null;
  /** Relative paths of the scripts each exposed module needs first (`routes`, `widgets`). */
  exposes: Record<string, string[]>;
}

/** The remotes a page runs first, with the module it loads from each. */
export function remotesForPath(pathname: string): { remote: RemoteName; expose: 'routes' | 'widgets' }[] {
  if (pathname === '/' || pathname === '') {
    return REMOTES.filter((remote) => remote.widgets).map((remote) => ({
      remote: remote.name,
      expose: 'widgets' as const,
    }));
  }
  const owner = REMOTES.find((remote) =>
    remote.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
  return owner ? [{ remote: owner.name, expose: 'routes' }] : [];
}

/** Where the shell reads a release's hashes (routes.ts; shell/src/lib/federation/release-integrity.ts). */
export const integrityDocumentUrl = (remote: string, version: string): string =>
  `/registry/integrity/${encodeURIComponent(remote)}/${encodeURIComponent(version)}.json`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A relative path that stays inside the release's folder. */
const isPlainRelative = (file: string) =>
  file !== '' && !file.startsWith('/') && !file.includes('..') && !/^[a-z][a-z0-9+.-]*:/i.test(file);

/** The entry and the exposed modules' first scripts, as an mf-manifest.json names them. */
export function readManifest(manifest: unknown): Pick<ReleaseFacts, 'entry' | 'exposes'> {
  if (!isRecord(manifest)) return { entry: null, exposes: {} };
  const meta = isRecord(manifest.metaData) ? manifest.metaData : {};
  const remoteEntry = isRecord(meta.remoteEntry) ? meta.remoteEntry : {};
  const name = typeof remoteEntry.name === 'string' ? remoteEntry.name : '';
  const folder = typeof remoteEntry.path === 'string' ? remoteEntry.path.replace(/\/+$/, '') : '';
  const entry = name ? (folder ? `${folder}/${name}` : name) : null;
  const exposes: Record<string, string[]> = {};
  for (const expose of Array.isArray(manifest.exposes) ? manifest.exposes : []) {
    if (!isRecord(expose) || typeof expose.name !== 'string') continue;
    const assets = isRecord(expose.assets) ? expose.assets : {};
    const js = isRecord(assets.js) ? assets.js : {};
    exposes[expose.name] = strings(js.sync).filter(isPlainRelative);
  }
  return { entry: entry && isPlainRelative(entry) ? entry : null, exposes };
}

/**
 * The preloads of the page at `pathname`: for each remote it runs first, the manifest, the entry
 * and the scripts of the exposed module, each with the hash the shell checks it against.
 * `facts` is undefined for a release the server cannot read (served from elsewhere): its
 * manifest is still preloaded.
 */
export function preloadsFor(
  pathname: string,
  registry: RegistryDocument,
  facts: (remote: string) => ReleaseFacts | undefined,
): Preload[] {
  const preloads: Preload[] = [];
  for (const { remote, expose } of remotesForPath(pathname)) {
    const live = registry.remotes[remote];
    if (!live) continue;
    // Without a hash the shell refuses the manifest (enforced SRI): nothing worth fetching early.
    if (live.manifestIntegrity) preloads.push({ href: live.manifest, as: 'fetch', integrity: null });
    const release = facts(remote);
    if (!release) continue;
    // The shell reads it beside the manifest before it loads any script of the release.
    preloads.push({ href: integrityDocumentUrl(remote, live.version), as: 'fetch', integrity: null });
    const folder = live.manifest.slice(0, live.manifest.lastIndexOf('/') + 1);
    const entryIntegrity = release.entry ? (live.integrity ?? release.integrity[release.entry]) : undefined;
    if (release.entry && entryIntegrity)
      preloads.push({ href: folder + release.entry, as: 'script', integrity: entryIntegrity });
    for (const file of release.exposes[expose] ?? []) {
      const integrity = release.integrity[file];
      if (integrity) preloads.push({ href: folder + file, as: 'script', integrity });
    }
  }
  return preloads;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON that cannot end its `<script>` element (`</script>`, `<!--`). */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The tags that go at the end of `<head>`. */
export function firstPaintTags(registry: RegistryDocument, preloads: readonly Preload[]): string {
  const links = preloads.map(
    (preload) =>
      `<link rel="preload" as="${preload.as}" href="${escapeAttribute(preload.href)}"` +
      (preload.integrity ? ` integrity="${escapeAttribute(preload.integrity)}"` : '') +
      ' crossorigin="anonymous">',
  );
  return [
    `<script type="application/json" id="${INLINE_REGISTRY_ID}">${scriptSafeJson(registry)}</script>`,
    ...links,
  ].join('');
}
