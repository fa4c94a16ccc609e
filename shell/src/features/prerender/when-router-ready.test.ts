import { whenRouterReady } from './when-router-ready.ts';

type Listener = (state: { initialized: boolean }) => void;

function fakeRouter(initialized: boolean) {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const initialize = () => {
    router.state = { initialized: true };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router: router as unknown as Parameters<typeof whenRouterReady>[0], initialize, listeners };
}

describe('whenRouterReady', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves at once for a router that has its first page', async () => {
    await expect(whenRouterReady(fakeRouter(true).router, 1000)).resolves.toBeUndefined();
  });

  it('resolves when the first navigation ends, and stops listening', async () => {
    const { router, initialize, listeners } = fakeRouter(false);
    let ready = false;
    const waiting = whenRouterReady(router, 10_000).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    initialize();
    await waiting;
    expect(ready).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('gives up after the time limit: a stuck remote must not keep the page frozen', async () => {
    const { router, listeners } = fakeRouter(false);
    const waiting = whenRouterReady(router, 5000);
    jest.advanceTimersByTime(5000);
    await expect(waiting).resolves.toBeUndefined();
    expect(listeners.size).toBe(0);
  });
});
