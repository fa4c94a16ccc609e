import {
  checkFrontVersion,
  FRONT_VERSION_KEY,
  INLINE_FRONT_VERSION_ID,
  type FrontVersionDeps,
} from './front-version.ts';

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

  /** A page as the platform serves it: the answer inlined (platform/src/features/registry/first-paint.ts). */
  const pageWith = (text: string | null): Pick<Document, 'getElementById'> => ({
    getElementById: (id: string) =>
      id === INLINE_FRONT_VERSION_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
  });

  it.each([
    ['a string', '{"version":"2"}', 'unchanged'],
    ['a number', '{"version":2}', 'unchanged'],
    ['another version', '{"version":"3"}', 'changed'],
  ])('takes the version the page carries (%s) without a request', async (_case, text, outcome) => {
    localStorage.setItem(FRONT_VERSION_KEY, '2');
    const d = { ...deps({ version: new TypeError('must not be called') }), page: pageWith(text) };
    await expect(checkFrontVersion(d)).resolves.toBe(outcome);
    expect(d.fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['no element', null],
    ['malformed JSON', '{"version":'],
    ['no version', '{"other":1}'],
  ])('fetches the version when the page carries none usable (%s)', async (_case, text) => {
    localStorage.setItem(FRONT_VERSION_KEY, '1');
    const d = { ...deps(), page: pageWith(text) };
    await expect(checkFrontVersion(d)).resolves.toBe('changed');
    expect(d.fetchImpl).toHaveBeenCalledTimes(1);
  });
});
