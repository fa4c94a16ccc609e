import fs from 'node:fs/promises';
import path from 'node:path';
import { BUILD_ID } from './compatibility';
import type { ShellStartup } from './first-paint';

const NONE: ShellStartup = { scripts: [], styles: [] };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A recorded file that is really in the shell's folder (a half-replaced folder names none twice). */
async function present(shellDist: string, href: string): Promise<boolean> {
  const file = path.resolve(shellDist, `.${href}`);
  if (!file.startsWith(path.resolve(shellDist) + path.sep)) return false;
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

async function read(shellDist: string): Promise<ShellStartup> {
  const latest = JSON.parse(await fs.readFile(path.join(shellDist, 'builds', 'latest.json'), 'utf8')) as {
    id?: unknown;
  };
  if (typeof latest.id !== 'string' || !BUILD_ID.test(latest.id)) return NONE;
  const meta = JSON.parse(
    await fs.readFile(path.join(shellDist, 'builds', 'meta', `${latest.id}.json`), 'utf8'),
  ) as { startup?: { scripts?: unknown; styles?: unknown } };
  const keep = async (files: string[]) => {
    const found = await Promise.all(files.map((href) => present(shellDist, href)));
    return files.filter((_, index) => found[index]);
  };
  return {
    scripts: await keep(strings(meta.startup?.scripts)),
    styles: await keep(strings(meta.startup?.styles)),
  };
}

/**
 * The files the live shell's start loads (tooling/webpack/startup-files.cjs), as its build recorded
 * them in `builds/meta/<id>.json`, read again whenever `builds/latest.json` changes (a new shell
 * deployed). Anything missing or unreadable gives no file: a preload is only a hint, and the
 * shell loads its chunks as it always did (docs/security.md, "Preloads in the page's HTML").
 */
export function createShellStartup(
  shellDist: string,
  onError: (error: unknown) => void = () => undefined,
): () => Promise<ShellStartup> {
  let cached: { key: string; startup: Promise<ShellStartup> } | null = null;
  return async () => {
    const stat = await fs.stat(path.join(shellDist, 'builds', 'latest.json')).catch(() => null);
    if (!stat) return NONE;
    const key = `${stat.size}:${stat.mtimeMs}`;
    if (cached?.key !== key) {
      const startup = read(shellDist).catch((error: unknown) => {
        onError(error);
        if (cached?.key === key) cached = null; // try again on a later page
        return NONE;
      });
      cached = { key, startup };
    }
    return cached.startup;
  };
}
