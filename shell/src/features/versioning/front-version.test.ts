import { checkFrontVersion, FRONT_VERSION_KEY, type FrontVersionDeps } from './front-version.ts';

function deps(overrides: Partial<FrontVersionDeps> & { version?: string | Error } = {}) {
  const { version = '2', ...rest } = overrides;
  const fetchImpl = jest.fn(async () => {
    if (version instanceof Error) throw version;
    return new Response(JSON.stringify({ version }), { status: 200 });
  });
  return {
    location: { pathname: '/profile', search: '', hash: '' },
    storage: localStorage,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    clearSiteData: jest.fn(async () => localStorage.clear()),
    replacePath: jest.fn(),
    ...rest,
  };
}

describe('checkFrontVersion (SPEC §4 app start)', () => {
  beforeEach(() => localStorage.clear());

  it('clears the site data, stores the new version and goes to the clear-cache page when it changed', async () => {
    localStorage.setItem(FRONT_VERSION_KEY, '1');
    localStorage.setItem('firstName', 'Ada');
    const d = deps();
    await expect(checkFrontVersion(d)).resolves.toBe('changed');
    expect(d.fetchImpl).toHaveBeenCalledWith('/api/debug/data_page/front-version', expect.anything());
    expect(d.clearSiteData).toHaveBeenCalled();
    expect(localStorage.getItem('firstName')).toBeNull();
    expect(localStorage.getItem(FRONT_VERSION_KEY)).toBe('2');
    expect(d.replacePath).toHaveBeenCalledWith('/clear-cache?to=%2Fprofile');
  });

  it('does nothing when the version is the same', async () => {
    localStorage.setItem(FRONT_VERSION_KEY, '2');
    const d = deps();
    await expect(checkFrontVersion(d)).resolves.toBe('unchanged');
    expect(d.clearSiteData).not.toHaveBeenCalled();
    expect(d.replacePath).not.toHaveBeenCalled();
  });

  it('makes no call at all with invited_id in the query', async () => {
    localStorage.setItem(FRONT_VERSION_KEY, '1');
    const d = deps({ location: { pathname: '/home/register', search: '?invited_id=abc', hash: '' } });
    await expect(checkFrontVersion(d)).resolves.toBe('skipped');
    expect(d.fetchImpl).not.toHaveBeenCalled();
  });

  it('remembers the version silently on a first visit', async () => {
    const d = deps();
    await expect(checkFrontVersion(d)).resolves.toBe('first-visit');
    expect(localStorage.getItem(FRONT_VERSION_KEY)).toBe('2');
    expect(d.clearSiteData).not.toHaveBeenCalled();
  });

  it('starts anyway when the api is unreachable', async () => {
    localStorage.setItem(FRONT_VERSION_KEY, '1');
    const d = deps({ version: new TypeError('offline') });
    await expect(checkFrontVersion(d)).resolves.toBe('unavailable');
    expect(localStorage.getItem(FRONT_VERSION_KEY)).toBe('1');
  });
});
