import { REMOTES, type RemoteName } from '@coach/shared/remotes';
import { REMOTE_DIR_PATTERN, VERSION_PATTERN } from '../../remotes/names';
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

/**
 * `id` of the `<script type="application/json">` holding the front version, as
 * `GET /api/debug/data_page/front-version` answers it (shell/src/features/versioning/front-version.ts):
 * the shell's start compares it with the stored one without a round trip first (SPEC §4).
 */
export const INLINE_FRONT_VERSION_ID = 'coach-front-version';

export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
  /**
   * The SRI hash, on scripts. Null on `fetch` preloads: Chromium ignores (and warns about) an
   * integrity attribute there; the shell's `fetch(…, { integrity })` still checks the manifest's
   * bytes when it takes them from the preload.
   */
  integrity: string | null;
  /**
   * False for the shell's own files: webpack adds a same-origin chunk without a `crossorigin`
   * attribute, and Chromium reuses a preload only when its credentials mode matches the request's.
   * Otherwise (remote files, fetched and checked with SRI under CORS) `crossorigin="anonymous"`.
   */
  crossorigin?: false;
}

/**
 * The files the shell's start loads after its entry, as its build records them
 * (`builds/meta/<id>.json` → `startup`, tooling/webpack/startup-files.cjs): URL paths.
 */
export interface ShellStartup {
  scripts: readonly string[];
  styles: readonly string[];
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

/** A locally published release's manifest: `/remotes/<dir>/<version>/mf-manifest.json`. */
const LOCAL_MANIFEST = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/;

/**
 * The storage folder of a live release this server publishes (`remotes/<dir>/<version>`), from its
 * manifest URL; null for a release served from elsewhere (nothing of it to read here).
 */
export function localReleaseFolder(manifestUrl: string, version: string): string | null {
  const local = LOCAL_MANIFEST.exec(manifestUrl);
  const [dir, named] = [local?.[1] ?? '', local?.[2] ?? ''];
  return REMOTE_DIR_PATTERN.test(dir) && named === version && VERSION_PATTERN.test(version)
    ? `remotes/${dir}/${version}`
    : null;
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

/** A file at the shell's root or below it, named as webpack names its output (no query, no `..`). */
const SHELL_FILE = /^\/(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:js|css)$/;

/**
 * Preloads of the shell's start (issue 15): without them each wave of its chunks (bootstrap, then
 * the shared libraries it consumes, then theirs) waits for the one before. Styles first: they
 * block the first paint. A name that is not a plain file of the shell's folder is left out.
 */
export function shellStartupPreloads(startup: ShellStartup): Preload[] {
  const plain = (files: readonly string[]) => files.filter((file) => SHELL_FILE.test(file));
  return [
    ...plain(startup.styles).map((href) => ({
      href,
      as: 'style' as const,
      integrity: null,
      crossorigin: false as const,
    })),
    ...plain(startup.scripts).map((href) => ({
      href,
      as: 'script' as const,
      integrity: null,
      crossorigin: false as const,
    })),
  ];
}

/** Text made safe for HTML, in an attribute's quotes or between tags. */
export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON that cannot end its `<script>` element (`</script>`, `<!--`). */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The tags that go at the end of `<head>`; without a front version the shell fetches it. */
export function firstPaintTags(
  registry: RegistryDocument,
  preloads: readonly Preload[],
  frontVersion: string | null = null,
): string {
  const links = preloads.map(
    (preload) =>
      `<link rel="preload" as="${preload.as}" href="${escapeHtml(preload.href)}"` +
      (preload.integrity ? ` integrity="${escapeHtml(preload.integrity)}"` : '') +
      (preload.crossorigin === false ? '>' : ' crossorigin="anonymous">'),
  );
  return [
    `<script type="application/json" id="${INLINE_REGISTRY_ID}">${scriptSafeJson(registry)}</script>`,
    ...(frontVersion === null
      ? []
      : [
          `<script type="application/json" id="${INLINE_FRONT_VERSION_ID}">${scriptSafeJson({ version: frontVersion })}</script>`,
        ]),
    ...links,
  ].join('');
}
