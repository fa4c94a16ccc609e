import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { PRERENDER_FILE, type PrerenderDocument } from '@coach/shared/prerender';
import type { LocalFile } from '../../storage/file-storage';
import { localReleaseFolder, remotesForPath } from './first-paint';
import type { RegistryReads } from './registry-reads';
import { sriFromSha256Hex, type Release } from './repository';
import {
  composeMarkup,
  shellStylesheets,
  withPrerenderedPage,
  type PrerenderedPage,
  type Stylesheet,
} from './prerender-compose';
import { createReleaseCache } from './release-cache';
import { readPrerenderDocument } from './prerender-document';
import { createShellFrames, pageLoader } from './shell-frames';
import { hasSessionCookie, prerenderLanguage } from '../../page-cookies';

interface ReleasePages {
  document: PrerenderDocument;
  /** `/remotes/<dir>/<version>/` */
  folder: string;
  /** Relative path → SRI hash, for the stylesheets the pages name. */
  integrity: Record<string, string>;
  /** `<remote>@<version>` */
  source: string;
}

export interface PageRequest {
  pathname: string;
  cookieHeader: string | null | undefined;
}

/**
 * The page drawn ahead for a request (docs/adr/0012-prerendered-first-paint.md), or null: a
 * visitor with a session, a path no live release prerendered, a release the server does not hold,
 * or files whose bytes differ from what was recorded at release time (never put into a page,
 * and reported to `onError`).
 * The remote's pages come from its live release (a promotion or a rollback shows on the next
 * load); the frames from the shell's build, which is deployed with this server.
 */
export function createPrerenderSource({
  registry,
  shellDist,
  onError = () => undefined,
}: {
  /** The live pointers, the releases' records and files (registry-reads.ts). */
  registry: RegistryReads;
  shellDist: string;
  onError?: (error: unknown) => void;
}): {
  pageFor: (request: PageRequest) => Promise<PrerenderedPage | null>;
  /** index.html with the page drawn ahead, or as it is when there is none. */
  transform: (html: string, request: PageRequest) => Promise<string>;
} {
  const releases = createReleaseCache<ReleasePages>(onError);
  const shellFrames = createShellFrames(shellDist, onError);

  async function releasePages(remote: string): Promise<ReleasePages | null> {
    const live = await registry.live(remote);
    if (!live) return null;
    const release = await registry.release(remote, live.version);
    const folder = release && localReleaseFolder(release.manifestUrl, live.version);
    if (!release || !folder) return null; // served from elsewhere: nothing here to read
    const file = await registry.file(`${folder}/${PRERENDER_FILE}`);
    if (!file) return null; // a release built before prerendering, or one that prerenders nothing
    const key = `${remote}@${live.version}:${file.size}:${file.mtimeMs}`;
    return releases(key, () => readReleasePages(release, `/${folder}/`, file));
  }

  async function pageFor({ pathname, cookieHeader }: PageRequest): Promise<PrerenderedPage | null> {
    if (hasSessionCookie(cookieHeader)) return null;
    const owners = remotesForPath(pathname);
    const owner = owners.length === 1 && owners[0]?.expose === 'routes' ? owners[0].remote : null;
    if (!owner) return null;
    const [pages, shell] = await Promise.all([releasePages(owner), shellFrames()]);
    const page = pages?.document.entries[pathname];
    const frame = page?.layout ? shell?.entries[page.layout] : undefined;
    if (!pages || !page || !frame || !shell?.loader) return null;
    const lang = prerenderLanguage(cookieHeader);
    const markup = composeMarkup(frame.html[lang], page.html[lang]);
    // The shell applies a remote's styles only with their recorded hash: none, no page.
    if (!markup || page.css.some((css) => !pages.integrity[css])) return null;
    const stylesheets: Stylesheet[] = [
      ...shellStylesheets(frame.css),
      ...page.css.map((css) => ({ href: pages.folder + css, integrity: pages.integrity[css] ?? null })),
    ];
    return {
      markup,
      stylesheets,
      lang,
      source: pages.source,
      ...pageLoader(shell.loader, shell.loaderScript),
    };
  }

  return {
    pageFor,
    transform: async (html, request) => {
      const page = await pageFor(request);
      return page ? withPrerenderedPage(html, page) : html;
    },
  };
}

/** A release's prerendered pages, checked against the sha256 recorded at its release. */
async function readReleasePages(
  release: Release,
  folder: string,
  file: LocalFile,
): Promise<ReleasePages | null> {
  const bytes = await fs.readFile(file.absolutePath);
  const recorded = release.files?.[PRERENDER_FILE];
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (release.prunedAt || !recorded) return null;
  // Reported, not only left out: a page composed without it is not kept (static/page-cache.ts).
  if (recorded !== actual)
    throw new Error(
      `${release.remote}@${release.version}: ${PRERENDER_FILE} differs from the bytes recorded at its release`,
    );
  const document = readPrerenderDocument(JSON.parse(bytes.toString('utf8')), 'pages');
  if (!document) return null;
  const integrity: Record<string, string> = {};
  for (const entry of Object.values(document.entries))
    for (const css of entry.css) {
      const sri = sriFromSha256Hex(release.files?.[css]);
      if (sri) integrity[css] = sri;
    }
  return { document, folder, integrity, source: `${release.remote}@${release.version}` };
}
