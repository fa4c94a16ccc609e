import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LocalFolderStorage } from '../../storage/local-folder-storage';
import {
  CSS_TEXT,
  PAGE_CSS,
  loginPages,
  publishPrerenderedRelease,
  shellFrames,
} from '../../testing/prerender-fixtures';
import { createTestContext, useTestContext, type TestContext } from '../../testing/test-app';
import { createPrerenderSource } from './prerender-source';
import { readRegistryEachTime } from './registry-reads';

const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const PAGES_TEXT = JSON.stringify(loginPages());

/** The page drawn ahead comes from the live release's files, checked against what was recorded. */
describe('createPrerenderSource', () => {
  let ctx: TestContext;
  let pagesFile: string;
  let source: ReturnType<typeof createPrerenderSource>['pageFor'];

  beforeAll(async () => {
    ctx = await createTestContext();
    const storage = new LocalFolderStorage(path.dirname(ctx.config.remotesDir));
    ({ pagesFile } = await publishPrerenderedRelease(ctx));
    source = createPrerenderSource({
      registry: readRegistryEachTime({
        db: ctx.db,
        localFile: (key) => storage.localFile(key),
        frontVersion: async () => '1',
      }),
      shellDist: ctx.config.shellDist,
    }).pageFor;
  });
  afterAll(() => ctx.close());

  it('a signed-out visit gets the page in its frame, in the language of its cookie', async () => {
    const page = await source({ pathname: '/home/login', cookieHeader: 'lang=en' });
    expect(page).toEqual({
      markup: '<main lang-en><h1>Log in</h1></main>',
      stylesheets: [
        { href: '/prerender/styles.0f0f0f0f0f.css', integrity: null },
        { href: `/remotes/mfe-home/7.0.0/${PAGE_CSS}`, integrity: sri(CSS_TEXT) },
      ],
      lang: 'en',
      source: 'mfe_home@7.0.0',
      loader: '/prerender/start-after-paint.0a1b2c3d4e.js',
    });
    expect((await source({ pathname: '/home/login', cookieHeader: undefined }))?.markup).toContain(
      'Connexion',
    );
  });

  it.each([
    ['a visitor with a session', '/home/login', 'token=abc'],
    ['a page the release did not prerender', '/home/register', undefined],
    ['a signed-in area', '/trainings', undefined],
    ['the overview (several remotes)', '/', undefined],
  ])('nothing for %s', async (_, pathname, cookieHeader) => {
    expect(await source({ pathname, cookieHeader })).toBeNull();
  });

  it('nothing from a document whose bytes differ from the recorded ones, and it says so', async () => {
    const onError = jest.fn();
    const storage = new LocalFolderStorage(path.dirname(ctx.config.remotesDir));
    const reporting = createPrerenderSource({
      registry: readRegistryEachTime({
        db: ctx.db,
        localFile: (key) => storage.localFile(key),
        frontVersion: async () => '1',
      }),
      shellDist: ctx.config.shellDist,
      onError,
    }).pageFor;
    const tampered = PAGES_TEXT.replace('Connexion', '<img src=x onerror=alert(1)>');
    await fs.writeFile(pagesFile, tampered);
    try {
      expect(await source({ pathname: '/home/login', cookieHeader: undefined })).toBeNull();
      expect(await reporting({ pathname: '/home/login', cookieHeader: undefined })).toBeNull();
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringMatching(/differs/) }),
      );
    } finally {
      await fs.writeFile(pagesFile, PAGES_TEXT);
    }
    // Read again once intact (the cache follows the file).
    await fs.utimes(pagesFile, new Date(), new Date(Date.now() + 1000));
    expect(await source({ pathname: '/home/login', cookieHeader: undefined })).not.toBeNull();
  });
});

const LOADER_TEXT = '(()=>{document.documentElement.dataset.started="1"})();';

describe('a page load of the platform', () => {
  const ctx = useTestContext();
  beforeAll(async () => {
    await publishPrerenderedRelease(ctx);
    await fs.mkdir(path.join(ctx.config.shellDist, 'prerender'), { recursive: true });
    await fs.writeFile(path.join(ctx.config.shellDist, shellFrames().loader ?? ''), LOADER_TEXT);
    await fs.writeFile(
      path.join(ctx.config.shellDist, 'index.html'),
      '<!doctype html><html lang=fr><head><script defer src=/main.3f9a2c1b0d.js></script></head><body><div id=root></div></body></html>',
    );
  });

  it('is drawn ahead for a signed-out visitor, varies with the cookies, and not for a session', async () => {
    const signedOut = await ctx.app.request('/home/login', { headers: { Cookie: 'lang=en' } });
    expect(signedOut.headers.get('vary')).toContain('Cookie');
    const html = await signedOut.text();
    expect(html).toContain('<div id="root" data-prerendered="mfe_home@7.0.0"><main lang-en><h1>Log in</h1>');
    expect(html).toContain('data-main="/main.3f9a2c1b0d.js"');

    const session = await ctx.app.request('/home/login', { headers: { Cookie: 'token=abc' } });
    const plain = await session.text();
    expect(plain).toContain('<div id=root></div>');
    expect(plain).toContain('<script defer src=/main.3f9a2c1b0d.js></script>');
    expect(session.headers.get('etag')).not.toBe(signedOut.headers.get('etag'));
  });

  it("carries the shell's loader in the page, after the drawn root, allowed by the CSP's hash of exactly that text", async () => {
    const response = await ctx.app.request('/home/login');
    const html = await response.text();
    expect(html).toContain(
      `<h1>Connexion</h1></main></div><script data-main="/main.3f9a2c1b0d.js">${LOADER_TEXT}</script>`,
    );
    expect(html).not.toContain('start-after-paint');
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toBe(`'self' '${sri(LOADER_TEXT)}'`);
    // Not `'unsafe-inline'`: any other inline script stays refused.
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });
});
