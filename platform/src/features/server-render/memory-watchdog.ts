export interface MemoryWatchdogOptions {
  rssLimitBytes: number;
  intervalMs: number;
  rss?: () => number;
  onExceeded: (rssBytes: number) => void;
}

/**
 * Checks the process's resident memory every `intervalMs`. Heap limits (the process's and each
 * worker's) leave out buffers, which live outside the heap: a bundle filling buffers is only seen
 * here. Runs on the main thread, which never runs bundle code, so a busy worker cannot starve it.
 */
export function watchMemory(options: MemoryWatchdogOptions): () => void {
  const rss = options.rss ?? (() => process.memoryUsage.rss());
  const timer = setInterval(() => {
    const bytes = rss();
    if (bytes > options.rssLimitBytes) options.onExceeded(bytes);
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
