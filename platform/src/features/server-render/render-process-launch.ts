import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderProcessConfig } from './render-process-config';

const ENTRY = path.join(import.meta.dirname, 'render-process-entry.ts');

/**
 * The render process runs what the platform runs. Compiled (`npm start`: `platform/dist/main.js`,
 * where this file's entry is `.js`), plain Node; from the sources (`pnpm dev`, jest), tsx's
 * loader, resolved from this package so that it does not depend on the working directory, and
 * passed explicitly so that it is the same under tsx and under jest (whose own flags are not wanted).
 */
export function loaderArgs(entry: string): string[] {
  if (entry.endsWith('.js')) return [];
  return ['--import', pathToFileURL(createRequire(entry).resolve('tsx')).href];
}

/**
 * Only what Node and tsx need: the platform's environment holds the database address, the
 * operator token and the storage keys, none of which a bundle should be able to read.
 *
 * `MALLOC_ARENA_MAX`: each worker thread gets glibc malloc arenas of its own, which stay behind,
 * fragmented, when the thread ends. With the default, resident memory crept by ~16 KB for each
 * worker started (1100 promotes: +18 MB); with two arenas it stayed flat.
 */
export function renderProcessEnvironment(from: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = ['NODE_ENV', 'TZ', 'TMPDIR', 'LANG'] as const;
  return {
    MALLOC_ARENA_MAX: from.MALLOC_ARENA_MAX ?? '2',
    ...Object.fromEntries(kept.flatMap((name) => (from[name] === undefined ? [] : [[name, from[name]]]))),
  };
}

export interface RenderProcessLaunch {
  config: RenderProcessConfig;
  /** The render process's own heap (`--max-old-space-size`), apart from its workers'. */
  heapLimitMb: number;
}

export function launchRenderProcess({ config, heapLimitMb }: RenderProcessLaunch): ChildProcess {
  return fork(ENTRY, [JSON.stringify(config)], {
    execArgv: [...loaderArgs(ENTRY), `--max-old-space-size=${heapLimitMb}`],
    env: renderProcessEnvironment(process.env),
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // Structured clone rather than JSON: a page's data arrives as the loaders made it.
    serialization: 'advanced',
  });
}
