import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRERENDER_FILE, type PrerenderDocument } from '@coach/shared/prerender';
import type { PrerenderedPage } from './prerender-compose';
import { readPrerenderDocument } from './prerender-document';

/**
 * A script put into the page's HTML rather than fetched, with the CSP source that allows exactly
 * its text (`'sha256-…'`, csp.ts).
 */
export interface InlineScript {
  text: string;
  cspSource: string;
}

export interface ShellFrames extends PrerenderDocument {
  /**
   * The loader (`loader`'s file) as an inline script, or null when it cannot be one. Inlined, the
   * drawn page's paint waits for no script request: a deferred `<script src>` is one more request
   * before the load event, which a phone on a slow network pays for, and which Lighthouse counts
   * into the largest paint (measured: LCP 1.05–1.21 s with it, equal to FCP, 0.93 s, without).
   */
  loaderScript: InlineScript | null;
}

/** Text that could end or confuse its `<script>` element is never inlined (it is fetched instead). */
const UNSAFE_INLINE = /<\/script|<!--|<script/i;

async function readLoaderScript(shellDist: string, loader: string | undefined): Promise<InlineScript | null> {
  if (!loader) return null;
  const text = await fs.readFile(path.join(shellDist, loader), 'utf8').catch(() => null);
  if (text === null || UNSAFE_INLINE.test(text)) return null;
  return { text, cspSource: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}

/**
 * The shell's frames (its build's `prerender.json`: docs/adr/0012-prerendered-first-paint.md) and
 * its loader's text, read once per version of the file: the signed-out pages and the signed-in
 * ones are drawn into them.
 */
export function createShellFrames(
  shellDist: string,
  onError: (error: unknown) => void,
): () => Promise<ShellFrames | null> {
  let frames: { key: string; document: Promise<ShellFrames | null> } | null = null;
  return async () => {
    const file = path.join(shellDist, PRERENDER_FILE);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return null;
    const key = `${stat.size}:${stat.mtimeMs}`;
    if (frames?.key !== key) {
      const document = fs
        .readFile(file, 'utf8')
        .then(async (text) => {
          const read = readPrerenderDocument(JSON.parse(text), 'frames');
          return read && { ...read, loaderScript: await readLoaderScript(shellDist, read.loader) };
        })
        .catch((error: unknown) => {
          onError(error);
          frames = null;
          return null;
        });
      frames = { key, document };
    }
    return frames.document;
  };
}

/** How a drawn page starts the shell: the loader's URL, and its text when it can be inlined. */
export function pageLoader(
  loader: string,
  script: InlineScript | null,
): Pick<PrerenderedPage, 'loader' | 'loaderText'> {
  return { loader: `/${loader}`, ...(script ? { loaderText: script.text } : {}) };
}
