import { guardedReload, isReloadBlocked, RELOAD_GUARD_KEY } from './reload-guard.ts';

describe('reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once, then blocks the same path for 10 s by default', () => {
    const load = jest.fn();
    expect(guardedReload('/trainings', { now: 1000, load })).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY)!)).toEqual({
      path: '/trainings',
      expires: 11_000,
    });
    expect(guardedReload('/trainings', { now: 10_999, load })).toBe(false);
    expect(guardedReload('/trainings', { now: 11_000, load })).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('uses a 1 s window after login', () => {
    const load = jest.fn();
    guardedReload('/', { now: 0, windowMs: 1000, load });
    expect(isReloadBlocked('/', 999)).toBe(true);
    expect(isReloadBlocked('/', 1000)).toBe(false);
  });

  it('always reloads a different path', () => {
    const load = jest.fn();
    guardedReload('/a', { now: 0, load });
    expect(guardedReload('/b', { now: 1, load })).toBe(true);
    expect(load).toHaveBeenLastCalledWith('/b');
  });

  it('ignores a corrupt record', () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, '{nope');
    expect(isReloadBlocked('/a', 0)).toBe(false);
  });
});
