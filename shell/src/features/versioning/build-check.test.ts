import { createOutdatedProbe, startBuildCheck, BUILD_CHECK_INTERVAL_MS } from './build-check.ts';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};
/** Lets `ms` pass, then the checks that were due settle. */
const elapse = async (ms: number) => {
  jest.advanceTimersByTime(ms);
  await flush();
};

describe('startBuildCheck (Nuxt app-manifest timer semantics)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('defaults to one hour', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('first checks one interval after start, not before', async () => {
    const isOutdated = jest.fn(async () => false);
    startBuildCheck({ intervalMs: 1000, isOutdated, onOutdated: jest.fn() });
    jest.advanceTimersByTime(999);
    expect(isOutdated).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(isOutdated).toHaveBeenCalledTimes(1);
  });

  it('re-arms before each fetch, so a fetch that never answers does not stop the cycle', async () => {
    const isOutdated = jest.fn(() => new Promise<boolean>(() => undefined));
    startBuildCheck({ intervalMs: 1000, isOutdated, onOutdated: jest.fn() });
    jest.advanceTimersByTime(3000);
    expect(isOutdated).toHaveBeenCalledTimes(3);
  });

  it('survives a failed fetch', async () => {
    const isOutdated = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(false);
    const onOutdated = jest.fn();
    startBuildCheck({ intervalMs: 1000, isOutdated, onOutdated });
    await elapse(1000);
    await elapse(1000);
    expect(isOutdated).toHaveBeenCalledTimes(2);
    expect(onOutdated).not.toHaveBeenCalled();
  });

  it('stops after the first detection and reports it once', async () => {
    const isOutdated = jest.fn(async () => true);
    const onOutdated = jest.fn();
    startBuildCheck({ intervalMs: 1000, isOutdated, onOutdated });
    await elapse(1000);
    await elapse(5000);
    expect(onOutdated).toHaveBeenCalledTimes(1);
    expect(isOutdated).toHaveBeenCalledTimes(1);
  });

  it('can be stopped', () => {
    const isOutdated = jest.fn(async () => false);
    const stop = startBuildCheck({ intervalMs: 1000, isOutdated, onOutdated: jest.fn() });
    stop();
    jest.advanceTimersByTime(5000);
    expect(isOutdated).not.toHaveBeenCalled();
  });
});

describe('createOutdatedProbe', () => {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

  it('fetches builds/latest.json with a timestamp and compares the build id', async () => {
    const fetchImpl = jest.fn(async () => json({ id: 'new', timestamp: 1 }));
    const probe = createOutdatedProbe({
      buildId: 'old',
      registryRevision: () => 1,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      now: () => 42,
    });
    await expect(probe()).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/builds/latest.json?42', { cache: 'no-store' });
  });

  it.each([
    { when: 'outdated when the registry revision moved', revision: 8, outdated: true },
    { when: 'current when the build and the revision are the same', revision: 7, outdated: false },
  ])('is $when', async ({ revision, outdated }) => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(json({ id: 'same', timestamp: 1 }))
      .mockResolvedValueOnce(json({ revision, remotes: {} }));
    const probe = createOutdatedProbe({ buildId: 'same', registryRevision: () => 7, fetchImpl });
    await expect(probe()).resolves.toBe(outdated);
  });

  it('rejects on an HTTP error so the timer treats it as a failed fetch', async () => {
    const probe = createOutdatedProbe({
      buildId: 'x',
      registryRevision: () => 1,
      fetchImpl: jest.fn(async () => json({}, 503)),
    });
    await expect(probe()).rejects.toThrow('HTTP 503');
  });
});
