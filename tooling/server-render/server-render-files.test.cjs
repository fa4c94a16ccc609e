const {
  bundleFileName,
  checkServerRenderModule,
  classesOfBundle,
  sampleParams,
  smokeInput,
} = require('./server-render-files.cjs');

test('the bundle is named by its content', () => {
  expect(bundleFileName(Buffer.from('a'))).toMatch(/^server\/render\.[0-9a-f]{10}\.cjs$/);
  expect(bundleFileName(Buffer.from('a'))).toBe(bundleFileName(Buffer.from('a')));
  expect(bundleFileName(Buffer.from('b'))).not.toBe(bundleFileName(Buffer.from('a')));
});

test('classesOfBundle reads the CSS module names webpack inlined, and nothing else', () => {
  const source = [
    'const Page_module_D = "mfe_profile-MQat92";',
    "var x = { card: 'mfe_profile-3a8W4e', stack: `mfe_profile-AIg-1-` };",
    'const other = "mfe_home-Qi5QkO"; const text = "mfe_profile is not a class";',
  ].join('\n');
  expect([...classesOfBundle(source, 'mfe_profile')].sort()).toEqual([
    'mfe_profile-3a8W4e',
    'mfe_profile-AIg-1-',
    'mfe_profile-MQat92',
  ]);
});

test('sampleParams gives each path param a value', () => {
  expect(sampleParams('/trainings/:id/chapters/:chapter?')).toEqual({ id: 'sample', chapter: 'sample' });
  expect(sampleParams('/profile')).toEqual({});
});

test('smokeInput fails every read of the route, without an answer', () => {
  const facts = {
    path: '/trainings/:id',
    reads: { training: 'dashboard/trainings/:id', me: 'dashboard/whoami' },
  };
  expect(smokeInput('mfe_trainings:training', facts, 'en', { common: {} })).toEqual({
    route: 'mfe_trainings:training',
    params: { id: 'sample' },
    data: {
      'mfe_trainings:training': {
        training: { ok: false, status: 0, errors: {} },
        me: { ok: false, status: 0, errors: {} },
      },
    },
    lang: 'en',
    messages: { common: {} },
  });
});

test('checkServerRenderModule names what a module lacks', () => {
  const good = {
    version: 1,
    render: async () => ({ html: '', status: 404 }),
    routes: { a: {} },
    messages: { fr: {}, en: {} },
  };
  expect(checkServerRenderModule(good)).toBe(good);
  expect(() => checkServerRenderModule({ ...good, render: undefined, routes: {} })).toThrow(
    'the server bundle is not one: no render function, no routes',
  );
  expect(() => checkServerRenderModule(undefined)).toThrow('no version');
});
