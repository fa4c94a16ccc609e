import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { SERVER_RENDER_FILE, toReadResult, type ServerRenderManifest } from '@coach/shared/server-render';
import type { Db } from '@coach/server-kit/db/types';
import type { PageInput } from '@coach/shared/server-render';
import type { LocalFile } from '../../storage/file-storage';
import { localReleaseFolder } from './first-paint';
import type { Stylesheet } from './prerender-compose';
import { createWorkerRetirement, renderWorkerName, type WorkerRetirer } from './render-workers';
import type { RegistryReads } from './registry-reads';
import { sriFromSha256Hex, type Release } from './repository';
import { createReleaseCache } from './release-cache';
import { readServerRenderManifest } from './server-render-manifest';

/**
 * What runs the remotes' server bundles: the render process's supervisor
 * (server-render/render-supervisor.ts), seen from here through the calls the pages need.
 */
export interface PageRenderer {
  setLive(
    remote: string,
    live: {
      version: string;
      bundlePath: string;
      probeInputs?: readonly [PageInput, PageInput];
      /** The release's texts, sent once: a page's input carries none. */
      messages?: ServerRenderManifest['messages'];
    } | null,
  ): void;
  render(
    remote: string,
    version: string,
    input: PageInput,
    options?: { deadlineMs?: number },
  ): Promise<
    | { ok: true; html: string; status: number; renderMs: number }
    | { ok: false; reason: string; renderMs: number }
  >;
  retire: WorkerRetirer['retire'];
}

export interface ReleaseRender {
  manifest: ServerRenderManifest;
  /** The module-state check's members for this bundle (made once per release). */
  probeInputs: readonly [PageInput, PageInput] | undefined;
  bundlePath: string;
  version: string;
  /** `/remotes/<dir>/<version>/` */
  folder: string;
  /** The supervisor's name for the worker that draws it (releaseRender). */
  slot?: string;
  /** Stylesheet (dist-relative) → SRI hash. */
  integrity: Record<string, string>;
  source: string;
}

export interface ReleaseRendersOptions {
  db: Db;
  /** The live pointers, the releases' records and files (registry-reads.ts). */
  registry: RegistryReads;
  supervisor: PageRenderer;
  /**
   * The version of a remote the request being answered is given when it is not the live one (a
   * canary or a preview, features/delivery), or null: its own worker then draws the page.
   */
  versionOf?: (remote: string) => Promise<{ version: string; cohort: string } | null>;
  /** How often the canary and preview workers are checked for whether one is still asked for (ms, default 5 s). */
  retireCheckMs?: number;
  onError: (error: unknown) => void;
}

const DEFAULT_RETIRE_CHECK_MS = 5_000;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The server render of each remote's release a request is given, read and checked once per
 * release (docs/server-render.md, "What the platform does with it", 1) and announced to the
 * supervisor.
 */
export function createReleaseRenders(options: ReleaseRendersOptions) {
  const { db, registry, supervisor, onError } = options;
  const releases = createReleaseCache<ReleaseRender>(onError);
  const retirement = createWorkerRetirement({
    db,
    supervisor,
    everyMs: options.retireCheckMs ?? DEFAULT_RETIRE_CHECK_MS,
    onError,
  });

  async function loadRelease(
    release: Release,
    folder: string,
    file: LocalFile,
  ): Promise<ReleaseRender | null> {
    const bytes = await fs.readFile(file.absolutePath);
    if (release.prunedAt || release.files?.[SERVER_RENDER_FILE] !== sha256(bytes)) return null;
    const manifest = readServerRenderManifest(JSON.parse(bytes.toString('utf8')));
    if (!manifest) return null;
    // The bundle runs only when its bytes are the ones recorded at release time.
    const bundle = await registry.file(`${folder}/${manifest.bundle}`);
    if (!bundle || release.files?.[manifest.bundle] !== sha256(await fs.readFile(bundle.absolutePath)))
      return null;
    const integrity: Record<string, string> = {};
    for (const css of manifest.css) {
      const sri = sriFromSha256Hex(release.files?.[css]);
      if (!sri) return null; // the shell applies a remote's styles only with their recorded hash
      integrity[css] = sri;
    }
    return {
      manifest,
      probeInputs: probeInputs(manifest),
      bundlePath: bundle.absolutePath,
      version: release.version,
      folder: `/${folder}/`,
      integrity,
      source: `${release.remote}@${release.version}`,
    };
  }

  /**
   * The server render of the release this request is given (the live one, or a canary or preview
   * version), announced to the supervisor when it changed. Each remote has at most three live
   * workers: its stable version's, its canary's and one preview's (`<remote>~<cohort>` slots).
   */
  async function releaseRender(remote: string): Promise<ReleaseRender | null> {
    const assigned = await options.versionOf?.(remote);
    const live = assigned ? null : await registry.live(remote);
    const version = assigned?.version ?? live?.version;
    const slot = renderWorkerName(remote, assigned?.cohort ?? null);
    if (!version) return null;
    const release = await registry.release(remote, version);
    const folder = release && localReleaseFolder(release.manifestUrl, version);
    if (!release || !folder) return null;
    const file = await registry.file(`${folder}/${SERVER_RENDER_FILE}`);
    if (!file) {
      supervisor.setLive(slot, null); // a release built before server rendering
      return null;
    }
    const key = `${remote}@${version}:${file.size}:${file.mtimeMs}`;
    const ready = await releases(key, () => loadRelease(release, folder, file));
    supervisor.setLive(
      slot,
      ready
        ? {
            version: ready.version,
            bundlePath: ready.bundlePath,
            probeInputs: ready.probeInputs,
            messages: ready.manifest.messages,
          }
        : null,
    );
    // A canary's or a preview's worker stops once no one can ask for its version (render-workers.ts).
    if (assigned && ready) retirement.watch(slot, ready.version);
    return ready && { ...ready, slot };
  }

  return releaseRender;
}

/**
 * The two made-up members the render process checks a bundle with before it serves anyone
 * (module-state-check.ts): the first route in both languages, every read failed (no member data
 * exists at that point), so that the pages differ only by what a bundle keeps between calls.
 */
function probeInputs(manifest: ServerRenderManifest): readonly [PageInput, PageInput] | undefined {
  const [id, facts] = Object.entries(manifest.routes)[0] ?? [];
  if (!id || !facts) return undefined;
  const params = Object.fromEntries(
    [...facts.path.matchAll(/:(\w+)/g)].map(([, name]) => [name ?? '', 'probe']),
  );
  const data = {
    [id]: Object.fromEntries(Object.keys(facts.reads).map((key) => [key, toReadResult(503, null)])),
  };
  const input = (lang: 'fr' | 'en'): PageInput => ({
    route: id,
    params,
    data,
    lang,
  });
  return [input('fr'), input('en')];
}

/** A drawn page's stylesheets from a release: its server render's, with their SRI hash. */
export function releaseStylesheets(release: ReleaseRender): Stylesheet[] {
  return release.manifest.css.map((css) => ({
    href: release.folder + css,
    integrity: release.integrity[css] ?? null,
  }));
}
