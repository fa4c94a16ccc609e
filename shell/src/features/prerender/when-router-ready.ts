import type { createBrowserRouter } from 'react-router';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Resolves once the router has the first page ready to draw (the owner remote's routes patched
 * in, the page's module and loaders done), or after `timeoutMs` whatever happened. The shell waits
 * for it before replacing a prerendered page (docs/adr/0012-prerendered-first-paint.md): drawing
 * earlier would put the startup placeholder over a page the visitor can already read.
 */
export function whenRouterReady(router: Router, timeoutMs: number): Promise<void> {
  return whenTrue(
    () => router.state.initialized,
    (listener) => router.subscribe(listener),
    timeoutMs,
  );
}

/**
 * Resolves once `isTrue()` holds, checked now and at each change `subscribe` reports, or after
 * `timeoutMs` whatever happened: what the takeover waits for, each with its own store.
 */
export function whenTrue(
  isTrue: () => boolean,
  subscribe: (listener: () => void) => () => void,
  timeoutMs: number,
): Promise<void> {
  if (isTrue()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = subscribe(() => {
      if (isTrue()) done();
    });
  });
}
