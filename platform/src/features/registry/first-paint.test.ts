import type { RegistryDocument } from './repository';
import {
  firstPaintTags,
  INLINE_FRONT_VERSION_ID,
  preloadsFor,
  readManifest,
  remotesForPath,
  shellStartupPreloads,
  type ReleaseFacts,
} from './first-paint';

const REGISTRY: RegistryDocument = {
  revision: 3,
  redirects: [],
  remotes: {
    mfe_home: {
      version: '1.2.0',
      manifest: '/remotes/mfe-home/1.2.0/mf-manifest.json',
      integrity: 'sha384-entry',
      manifestIntegrity: 'sha256-manifest',
    },
    mfe_trainings: {
      version: '2.0.0',
      manifest: '/remotes/mfe-trainings/2.0.0/mf-manifest.json',
      integrity: 'sha384-trainings-entry',
      manifestIntegrity: 'sha256-trainings-manifest',
    },
    mfe_life_gps: {
      version: '1.0.0',
      manifest: 'https://cdn.example/life-gps/1.0.0/mf-manifest.json',
      integrity: null,
      manifestIntegrity: null,
    },
  },
};

const HOME: ReleaseFacts = {
  integrity: { 'remoteEntry.js': 'sha256-e', 'routes.1.js': 'sha256-r', 'widgets.1.js': 'sha256-w' },
  entry: 'remoteEntry.js',
  exposes: { routes: ['routes.1.js', 'unknown.js'], widgets: ['widgets.1.js'] },
};
const TRAININGS: ReleaseFacts = {
  integrity: { 'widgets.2.js': 'sha256-t' },
  entry: 'remoteEntry.js',
  exposes: { widgets: ['widgets.2.js'] },
};
const facts = (remote: string) => ({ mfe_home: HOME, mfe_trainings: TRAININGS })[remote];

describe('remotesForPath', () => {
  it.each([
    ['/home/login', [{ remote: 'mfe_home', expose: 'routes' }]],
    ['/homework', []],
    ['/trainings/abc', [{ remote: 'mfe_trainings', expose: 'routes' }]],
    [
      '/',
      [
        { remote: 'mfe_trainings', expose: 'widgets' },
        { remote: 'mfe_life_gps', expose: 'widgets' },
      ],
    ],
    ['/clear-cache', []],
  ])('%s → %j', (pathname, expected) => {
    expect(remotesForPath(pathname)).toEqual(expected);
  });
});

describe('readManifest', () => {
  it.each<[string, unknown, ReturnType<typeof readManifest>]>([
    [
      'entry and exposes',
      {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'routes', assets: { js: { sync: ['a.js'], async: ['b.js'] } } }],
      },
      { entry: 'remoteEntry.js', exposes: { routes: ['a.js'] } },
    ],
    [
      'an entry in a folder',
      { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static/' } } },
      { entry: 'static/remoteEntry.js', exposes: {} },
    ],
    [
      'paths leaving the release are dropped',
      {
        metaData: { remoteEntry: { name: '../x.js', path: '' } },
        exposes: [{ name: 'routes', assets: { js: { sync: ['/abs.js', 'https://x/y.js', 'ok.js'] } } }],
      },
      { entry: null, exposes: { routes: ['ok.js'] } },
    ],
    ['not a manifest', 'nope', { entry: null, exposes: {} }],
  ])('%s', (_label, manifest, expected) => {
    expect(readManifest(manifest)).toEqual(expected);
  });
});

describe('preloadsFor', () => {
  it('names the live release of the owner: manifest, entry, first scripts, each with its hash', () => {
    expect(preloadsFor('/home/login', REGISTRY, facts)).toEqual([
      { href: '/remotes/mfe-home/1.2.0/mf-manifest.json', as: 'fetch', integrity: null },
      { href: '/registry/integrity/mfe_home/1.2.0.json', as: 'fetch', integrity: null },
      { href: '/remotes/mfe-home/1.2.0/remoteEntry.js', as: 'script', integrity: 'sha384-entry' },
      { href: '/remotes/mfe-home/1.2.0/routes.1.js', as: 'script', integrity: 'sha256-r' },
    ]);
  });

  it("the overview: every widget remote's widgets; nothing without a hash", () => {
    expect(preloadsFor('/', REGISTRY, facts)).toEqual([
      {
        href: '/remotes/mfe-trainings/2.0.0/mf-manifest.json',
        as: 'fetch',
        integrity: null,
      },
      { href: '/registry/integrity/mfe_trainings/2.0.0.json', as: 'fetch', integrity: null },
      {
        href: '/remotes/mfe-trainings/2.0.0/remoteEntry.js',
        as: 'script',
        integrity: 'sha384-trainings-entry',
      },
      { href: '/remotes/mfe-trainings/2.0.0/widgets.2.js', as: 'script', integrity: 'sha256-t' },
    ]);
  });

  it('a remote missing from the registry, or a page of the shell: no preload', () => {
    expect(preloadsFor('/my_team', REGISTRY, facts)).toEqual([]);
    expect(preloadsFor('/clear-cache', REGISTRY, facts)).toEqual([]);
  });
});

describe('firstPaintTags', () => {
  it('inlines the registry so that no text can close its script element', () => {
    const registry: RegistryDocument = {
      revision: 1,
      remotes: {},
      redirects: [{ from: '/old', to: '/new</script><script>alert(1)</script>', permanent: false }],
    };
    const tags = firstPaintTags(registry, []);
    expect(tags).not.toContain('</script><script>');
    expect(JSON.parse(tags.slice(tags.indexOf('>') + 1, tags.lastIndexOf('</script>')))).toEqual(registry);
  });

  it('writes a fetch preload without a hash', () => {
    expect(
      firstPaintTags({ revision: 1, remotes: {}, redirects: [] }, [
        { href: '/m.json', as: 'fetch', integrity: null },
      ]),
    ).toContain('<link rel="preload" as="fetch" href="/m.json" crossorigin="anonymous">');
  });

  it('writes each preload with its hash and CORS mode', () => {
    expect(
      firstPaintTags({ revision: 1, remotes: {}, redirects: [] }, [
        { href: '/a.js?x="1"', as: 'script', integrity: 'sha256-a' },
      ]),
    ).toContain(
      '<link rel="preload" as="script" href="/a.js?x=&quot;1&quot;" integrity="sha256-a" crossorigin="anonymous">',
    );
  });
});

describe('shellStartupPreloads', () => {
  it('styles first, then scripts in the recorded order, requested like webpack requests them (no crossorigin)', () => {
    expect(shellStartupPreloads({ scripts: ['/84.a.js', '/923.b.js'], styles: ['/84.c.css'] })).toEqual([
      { href: '/84.c.css', as: 'style', integrity: null, crossorigin: false },
      { href: '/84.a.js', as: 'script', integrity: null, crossorigin: false },
      { href: '/923.b.js', as: 'script', integrity: null, crossorigin: false },
    ]);
  });

  it.each([
    ['another origin', '//evil.example/a.js'],
    ['a URL with a scheme', 'https://evil.example/a.js'],
    ['a relative path', 'a.js'],
    ['a way out of the folder', '/../a.js'],
    ['a query', '/a.js?x=1'],
    ['another kind of file', '/builds/latest.json'],
  ])('leaves out %s', (_case, href) => {
    expect(shellStartupPreloads({ scripts: [href], styles: [href] })).toEqual([]);
  });
});

describe('firstPaintTags, shell files and front version', () => {
  const EMPTY: RegistryDocument = { revision: 1, remotes: {}, redirects: [] };

  it('writes a shell file preload without crossorigin', () => {
    const tags = firstPaintTags(EMPTY, [
      { href: '/84.c.css', as: 'style', integrity: null, crossorigin: false },
    ]);
    expect(tags).toContain('<link rel="preload" as="style" href="/84.c.css">');
  });

  it('inlines the front version as the api answers it, and nothing without one', () => {
    const tags = firstPaintTags(EMPTY, [], '12</script>');
    const start =
      tags.indexOf(`id="${INLINE_FRONT_VERSION_ID}">`) + `id="${INLINE_FRONT_VERSION_ID}">`.length;
    const text = tags.slice(start, tags.indexOf('</script>', start));
    expect(JSON.parse(text)).toEqual({ version: '12</script>' });
    expect(firstPaintTags(EMPTY, [])).not.toContain(INLINE_FRONT_VERSION_ID);
  });
});
