import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Db } from '@coach/server-kit/db/types';
import type { LocalFile } from '../../storage/file-storage';
import {
  firstPaintTags,
  localReleaseFolder,
  preloadsFor,
  readManifest,
  shellStartupPreloads,
  type ReleaseFacts,
  type ShellStartup,
} from './first-paint';
import { getRegistryDocument, getReleaseIntegrity, type RegistryDocument } from './repository';

/** How many releases' facts are kept (a few live ones, plus those just rolled away from). */
const CACHED_RELEASES = 64;

type LiveRelease = RegistryDocument['remotes'][string];

/**
 * The tags of the first paint for a page (first-paint.ts), from the registry as it is now (read on
 * every page: a promotion shows on the next page load) and each live release's manifest and
 * integrity document. A manifest whose bytes differ from the registry's hash names nothing to
 * preload (the shell refuses it, docs/security.md) and is reported to `onError`: it is looked at
 * again whenever the file changes, so a manifest tampered with after its release never makes the
 * page fetch the scripts it names. With `shellStartup`, the page also preloads the files of the
 * shell's start; with `frontVersion`, it carries the front version the shell checks first (SPEC
 * §4). Either failing leaves its part out: the shell then loads or fetches it as it always did.
 */
export function createFirstPaintSource({
  db,
  remoteFile,
  redirectHosts,
  shellStartup = async () => ({ scripts: [], styles: [] }),
  frontVersion = async () => null,
  onError = () => undefined,
  assign = async (document) => document,
}: {
  db: Db;
  /** A released file on this machine's disk (the storage's `localFile`), or null. */
  remoteFile: (key: string) => Promise<LocalFile | null>;
  /** The external hosts redirects may go to: the inlined registry is `/registry.json`'s. */
  redirectHosts?: readonly string[];
  /** What the live shell's start loads (shell-startup.ts). */
  shellStartup?: () => Promise<ShellStartup>;
  /** The front version (`GET /api/debug/data_page/front-version`), null when unknown. */
  frontVersion?: () => Promise<string | null>;
  onError?: (error: unknown) => void;
  /** The registry at the versions the request being answered is given (features/delivery). */
  assign?: (document: RegistryDocument) => Promise<RegistryDocument>;
}): (pathname: string) => Promise<string> {
  const releases = new Map<string, Promise<ReleaseFacts | undefined>>();

  async function load(remote: string, live: LiveRelease, file: string): Promise<ReleaseFacts | undefined> {
    const [integrity, bytes] = await Promise.all([
      getReleaseIntegrity(db, remote, live.version),
      fs.readFile(file),
    ]);
    const hash = `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
    if (!integrity || !live.manifestIntegrity) return undefined;
    // Reported, not only left out: a page composed without it is not kept (static/page-cache.ts).
    if (hash !== live.manifestIntegrity)
      throw new Error(
        `${remote}@${live.version}: its manifest differs from the bytes recorded at its release`,
      );
    return { integrity, ...readManifest(JSON.parse(bytes.toString('utf8'))) };
  }

  async function factsOf(remote: string, live: LiveRelease): Promise<ReleaseFacts | undefined> {
    const folder = localReleaseFolder(live.manifest, live.version);
    if (!folder) return undefined; // served from elsewhere: only its manifest is preloaded
    const stat = await remoteFile(`${folder}/mf-manifest.json`);
    if (!stat) return undefined;
    const file = stat.absolutePath;
    const key = `${remote}@${live.version}:${stat.size}:${stat.mtimeMs}:${live.manifestIntegrity}`;
    let facts = releases.get(key);
    if (!facts) {
      facts = load(remote, live, file).catch((error: unknown) => {
        onError(error);
        releases.delete(key); // try again on a later page
        return undefined;
      });
      if (releases.size >= CACHED_RELEASES) releases.delete(releases.keys().next().value ?? '');
      releases.set(key, facts);
    }
    return facts;
  }

  const orNothing = async <T>(read: () => Promise<T>, nothing: T): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      onError(error); // the page goes without that part: the shell fetches it itself
      return nothing;
    }
  };

  return async (pathname) => {
    const [registry, startup, version] = await Promise.all([
      getRegistryDocument(db, redirectHosts).then(assign),
      orNothing(shellStartup, { scripts: [], styles: [] }),
      orNothing(frontVersion, null),
    ]);
    const known = new Map<string, ReleaseFacts | undefined>();
    await Promise.all(
      Object.entries(registry.remotes).map(async ([remote, live]) => {
        known.set(remote, await factsOf(remote, live));
      }),
    );
    return firstPaintTags(
      registry,
      // The shell's start first: the remote's files are needed only once it runs.
      [...shellStartupPreloads(startup), ...preloadsFor(pathname, registry, (remote) => known.get(remote))],
      version,
    );
  };
}
