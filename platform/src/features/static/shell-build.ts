import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRERENDER_FILE } from '@coach/shared/prerender';
import { statInside, type FileInfo } from './send-file';

/** The shell's index.html, and the stamp of the build its pages are made of. */
export interface ShellBuild {
  index: FileInfo;
  /** index.html's text, read once for this stamp (a page composed for its request starts from it). */
  indexHtml(): Promise<string>;
  /** Moves with any of the files below: a rebuild, a deploy, a folder swapped behind a link. */
  stamp: string;
  /**
   * False when the first segment of `absolutePath` (inside SHELL_DIST) names nothing at the top
   * of the folder: no file can be there, and a page's path need not be looked for on disk.
   */
  mayHoldFile(absolutePath: string): boolean;
}

/**
 * The files of the shell's build a page is made of: index.html, the frames pages are drawn into,
 * and what its start preloads (registry/shell-frames.ts and registry/shell-startup.ts read them
 * again on the same change).
 */
const PAGE_FILES = ['index.html', PRERENDER_FILE, 'builds/latest.json'];

/** Folded so that a folder that ignores case or Unicode forms is never said to lack a name it has. */
const folded = (name: string) => name.normalize('NFC').toLowerCase();

const stampOf = (stat: Stats | null) => (stat ? `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}` : '-');

/**
 * The shell's build as its pages use it, looked at for every page: a few `stat`s, so a new build
 * shows on the next request, in whatever order its files were written. Requests that arrive while
 * the files are being looked at share that look (under load, the `stat`s were the largest part of
 * a kept page's cost): a build written during a look shows from the next one, a millisecond later.
 * The checks that index.html is a regular file inside SHELL_DIST (links followed: statInside) run
 * again only when the stamp moves: the same device and inode, size and date are the same file.
 * The names at the top of the folder are read again when the folder's own date moves, which any
 * entry added, removed or renamed there does.
 */
export function createShellBuild(shellDist: string): () => Promise<ShellBuild | null> {
  const files = PAGE_FILES.map((file) => path.join(shellDist, file));
  const root = path.resolve(shellDist);
  let known: ShellBuild | null = null;
  let top: { stamp: string; names: ReadonlySet<string> | null } = { stamp: '', names: null };
  let looking: Promise<ShellBuild | null> | null = null;

  const mayHoldFile = (absolutePath: string) => {
    const first = path.relative(root, absolutePath).split(path.sep)[0] ?? '';
    return top.names?.has(folded(first)) ?? true;
  };

  async function look(): Promise<ShellBuild | null> {
    const [folder, ...stats] = await Promise.all(
      [shellDist, ...files].map((file) => fs.stat(file).catch(() => null)),
    );
    const folderStamp = stampOf(folder ?? null);
    if (folderStamp !== top.stamp) {
      const names = await fs.readdir(shellDist).then(
        (entries) => new Set(entries.map(folded)),
        () => null, // unknown: every path is looked for on disk
      );
      top = { stamp: folderStamp, names };
    }
    const stamp = stats.map(stampOf).join(' ');
    if (known?.stamp === stamp) return known;
    const index = await statInside(shellDist, files[0] ?? '');
    if (!index) return null;
    let html: Promise<string> | null = null;
    const indexHtml = () =>
      (html ??= fs.readFile(index.absolutePath, 'utf8').catch((error: unknown) => {
        html = null; // read again by the next page
        throw error;
      }));
    known = { index, stamp, mayHoldFile, indexHtml };
    return known;
  }

  return () => {
    looking ??= look().finally(() => {
      looking = null;
    });
    return looking;
  };
}
