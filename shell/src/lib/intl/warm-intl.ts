/**
 * Loads the browser's locale data off the main thread, in a worker that ends once it is done
 * (warm-intl.worker.js says why). Where workers are missing or refused, the page's first
 * formatter pays it, as it would have.
 */
export function warmIntlOffMainThread(languages: readonly string[]): void {
  if (typeof Worker !== 'function') return;
  // The URL apart from `new Worker(…)`: webpack then emits the file as it is (an asset), instead of
  // bundling it as a worker entry with a runtime of its own.
  const script = new URL('./warm-intl.worker.js', import.meta.url);
  try {
    const worker = new Worker(script);
    const end = () => worker.terminate();
    worker.addEventListener('message', end);
    worker.addEventListener('error', end);
    worker.postMessage(languages);
  } catch {
    // refused (a policy, a sandbox): nothing is lost but the head start
  }
}
