import { remoteAreaOf } from './remote-area.ts';

const versions: Record<string, string> = { mfe_team: '1.4.0' };
const versionOf = (remote: string) => versions[remote];

describe('remoteAreaOf', () => {
  it.each([
    ['no route of a remote (the shell’s own page)', [undefined, { name: 'x' }], {}],
    [
      'a remote’s route',
      [undefined, { remote: 'mfe_team' }],
      { 'data-remote': 'mfe_team', 'data-version': '1.4.0' },
    ],
    [
      'the deepest remote wins',
      [{ remote: 'mfe_home' }, { remote: 'mfe_team' }],
      { 'data-remote': 'mfe_team', 'data-version': '1.4.0' },
    ],
    ['a remote the registry does not name', [{ remote: 'mfe_home' }], { 'data-remote': 'mfe_home' }],
    ['a malformed handle', [{ remote: 42 }, null], {}],
  ])('%s', (_name, handles, expected) => {
    expect(remoteAreaOf(handles, versionOf)).toEqual(expected);
  });
});
