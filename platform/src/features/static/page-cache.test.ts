import { createPageCache, type ComposedPage } from './page-cache';

const composed = (body: string, complete = true): ComposedPage => ({ body, etag: `"${body}"`, complete });

describe('createPageCache', () => {
  it('composes a page once per version and variant, and once for requests that arrive together', async () => {
    const cache = createPageCache();
    const compose = jest.fn(async () => composed('a'));
    const [first, second] = await Promise.all([
      cache.page('v1', 'fr /home', compose),
      cache.page('v1', 'fr /home', compose),
    ]);
    expect(await cache.page('v1', 'fr /home', compose)).toBe(first);
    expect(second).toBe(first);
    expect(compose).toHaveBeenCalledTimes(1);
    await cache.page('v1', 'en /home', compose);
    expect(compose).toHaveBeenCalledTimes(2);
  });

  it('a new version composes again, and the pages of the previous one are gone', async () => {
    const cache = createPageCache();
    await cache.page('v1', 'fr /home', async () => composed('old'));
    expect((await cache.page('v2', 'fr /home', async () => composed('new'))).body).toBe('new');
    expect((await cache.page('v1', 'fr /home', async () => composed('again'))).body).toBe('again');
  });

  it('keeps neither an incomplete page nor a failed composition', async () => {
    const cache = createPageCache();
    expect((await cache.page('v1', 'x', async () => composed('partial', false))).body).toBe('partial');
    await expect(cache.page('v1', 'y', () => Promise.reject(new Error('disk')))).rejects.toThrow('disk');
    expect((await cache.page('v1', 'x', async () => composed('whole'))).body).toBe('whole');
    expect((await cache.page('v1', 'y', async () => composed('read'))).body).toBe('read');
  });

  it('keeps no page being composed while a part failed', async () => {
    const cache = createPageCache();
    let finish: (page: ComposedPage) => void = () => undefined;
    const pending = cache.page('v1', 'x', () => new Promise<ComposedPage>((resolve) => (finish = resolve)));
    cache.partFailed();
    finish(composed('without its preloads'));
    await pending;
    expect((await cache.page('v1', 'x', async () => composed('with'))).body).toBe('with');
    // A failure before a composition started is not held against it.
    expect((await cache.page('v1', 'x', async () => composed('later'))).body).toBe('with');
  });

  it('holds a bounded number of pages, the oldest going first', async () => {
    const cache = createPageCache({ keptPages: 2 });
    for (const path of ['/a', '/b', '/c']) await cache.page('v1', path, async () => composed(path));
    expect((await cache.page('v1', '/c', async () => composed('again'))).body).toBe('/c');
    expect((await cache.page('v1', '/a', async () => composed('again'))).body).toBe('again');
  });
});
