import fs from 'node:fs/promises';
import path from 'node:path';
import { PRERENDER_FILE } from '@coach/shared/prerender';
import type { FileInfo } from './send-file';

/** The files of the shell's build a page is made of besides index.html: its frames and its start. */
const PAGE_FILES = [PRERENDER_FILE, 'builds/latest.json'];

const stampOf = (file: { size: number; mtimeMs: number }) => `${file.size}:${file.mtimeMs}`;

/**
 * The shell's build as its pages use it: index.html, the frames pages are drawn into and the
 * files its start preloads (registry/shell-frames.ts, registry/shell-startup.ts read them again
 * on the same change). Looked at on every page, a few `stat`s: a rebuild or a deploy shows on the
 * next request, in whatever order its files were written.
 */
export async function shellBuildStamp(shellDist: string, index: FileInfo): Promise<string> {
  const files = await Promise.all(
    PAGE_FILES.map((file) => fs.stat(path.join(shellDist, file)).then(stampOf, () => '-')),
  );
  return [stampOf(index), ...files].join(' ');
}
