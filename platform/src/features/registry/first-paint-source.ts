import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import {
  firstPaintTags,
  localReleaseFolder,
  preloadsFor,
  readManifest,
  remotesForPath,
  shellStartupPreloads,
  type ReleaseFacts,
  type ShellStartup,
} from './first-paint';
import type { RegistryReads } from './registry-reads';
import type { RegistryDocument } from './repository';

/** How many releases' facts are kept (a few live ones, plus those just rolled away from). */
const CACHED_RELEASES = 64;

type LiveRelease = RegistryDocument['remotes'][string];

/**
 * The tags of the first paint for a page (first-paint.ts), from the registry as `registry` gives it
 * (registry-reads.ts: once per registry stamp in the platform) and each live release's manifest and
 * integrity document. A manifest whose bytes differ from the registry's hash names nothing to
 * preload (the shell refuses it, docs/security.md) and is reported to `onError`: it is looked at
 * again whenever the file changes, so a manifest tampered with after its release never makes the
 * page fetch the scripts it names (the platform's reads keep a file's size and date for a stamp:
 * a file changed meanwhile is looked at from the next one, its recorded bytes named until then). With `shellStartup`, the page also preloads the files of the
 * shell's start; it carries the front version the shell checks first (docs/product.md, 4.1).
 * Either failing leaves its part out: the shell then loads or fetches it as it always did.
 */
export function createFirstPaintSource({
  registry,
  shellStartup = async () => ({ scripts: [], styles: [] }),
  onError = () => undefined,
  assign = async (document) => document,
}: {
  /** The registry, the front version, the releases' records and files (registry-reads.ts). */
  registry: RegistryReads;
  /** What the live shell's start loads (shell-startup.ts). */
  shellStartup?: () => Promise<ShellStartup>;
  onError?: (error: unknown) => void;
  /** The registry at the versions the request being answered is given (features/delivery). */
  assign?: (document: RegistryDocument) => Promise<RegistryDocument>;
}): (pathname: string) => Promise<string> {
  const releases = new Map<string, Promise<ReleaseFacts | undefined>>();

  async function load(remote: string, live: LiveRelease, file: string): Promise<ReleaseFacts | undefined> {
    const [integrity, bytes] = await Promise.all([
      registry.integrity(remote, live.version),
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
    const stat = await registry.file(`${folder}/mf-manifest.json`);
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
    const [document, startup, version] = await Promise.all([
      registry.document().then(assign),
      orNothing(shellStartup, { scripts: [], styles: [] }),
      orNothing<string | null>(() => registry.frontVersion(), null),
    ]);
    // Only the path's own remotes have files to preload: the others' manifests are not looked at.
    const known = new Map<string, ReleaseFacts | undefined>();
    await Promise.all(
      remotesForPath(pathname).map(async ({ remote }) => {
        const live = document.remotes[remote];
        if (live) known.set(remote, await factsOf(remote, live));
      }),
    );
    return firstPaintTags(
      document,
      // The shell's start first: the remote's files are needed only once it runs.
      [...shellStartupPreloads(startup), ...preloadsFor(pathname, document, (remote) => known.get(remote))],
      version,
    );
  };
}
