import fs from 'node:fs/promises';
import path from 'node:path';
import { PRERENDER_FILE, type PrerenderDocument } from '@coach/shared/prerender';
import { readPrerenderDocument } from './prerender-document';

/**
 * The shell's frames (its build's `prerender.json`: docs/adr/0012-prerendered-first-paint.md), read
 * once per version of the file: the signed-out pages and the signed-in ones are drawn into them.
 */
export function createShellFrames(
  shellDist: string,
  onError: (error: unknown) => void,
): () => Promise<PrerenderDocument | null> {
  let frames: { key: string; document: Promise<PrerenderDocument | null> } | null = null;
  return async () => {
    const file = path.join(shellDist, PRERENDER_FILE);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return null;
    const key = `${stat.size}:${stat.mtimeMs}`;
    if (frames?.key !== key) {
      const document = fs
        .readFile(file, 'utf8')
        .then((text) => readPrerenderDocument(JSON.parse(text), 'frames'))
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
