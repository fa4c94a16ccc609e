import { parseRegistry, RegistryError } from './index.ts';

const valid = {
  revision: 3,
  remotes: {
    mfe_home: { version: '1.0.0', manifest: '/remotes/mfe-home/1.0.0/mf-manifest.json', integrity: null },
  },
};

describe('parseRegistry', () => {
  it('accepts the document the platform serves', () => {
    expect(parseRegistry(valid)).toEqual(valid);
  });

  it.each([
    ['not an object', 'nope', '(root)'],
    ['a missing revision', { remotes: {} }, 'revision'],
    ['a negative revision', { ...valid, revision: -1 }, 'revision'],
    [
      'a remote without manifest',
      { revision: 1, remotes: { mfe_home: { version: '1.0.0' } } },
      'remotes.mfe_home.manifest',
    ],
    [
      'a bad integrity',
      { revision: 1, remotes: { mfe_home: { version: '1', manifest: '/m', integrity: 'md5-x' } } },
      'integrity',
    ],
    [
      'a bad remote name',
      { revision: 1, remotes: { 'Bad Name': { version: '1', manifest: '/m' } } },
      'remotes',
    ],
  ])('rejects %s with a clear error', (_label, input, where) => {
    expect(() => parseRegistry(input)).toThrow(RegistryError);
    expect(() => parseRegistry(input)).toThrow(
      new RegExp(`Malformed remote registry: .*${where.replace(/\./g, '\\.')}`),
    );
  });
});

describe('parseRegistry and the redirect rules', () => {
  it('keeps the rules the platform sends', () => {
    const rules = [{ from: '/old_trainings', to: '/trainings', permanent: true }];
    expect(parseRegistry({ ...valid, redirects: rules }).redirects).toEqual(rules);
  });

  it('refuses a malformed rule', () => {
    expect(() => parseRegistry({ ...valid, redirects: [{ from: '/a' }] })).toThrow(/redirects\.0\.to/);
  });
});
