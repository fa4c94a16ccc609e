import { RemoteUnavailableError } from '../../lib/federation/remotes.ts';
import { isReloadableLoadError } from './load-errors.ts';

describe('isReloadableLoadError', () => {
  it.each([
    [
      'a webpack ChunkLoadError',
      Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    ],
    ['a remote that could not be loaded', new RemoteUnavailableError('mfe_team', 'could not load ./routes')],
    [
      'a Module Federation runtime error',
      new Error('[ Federation Runtime ]: RUNTIME-008 failed to load script'),
    ],
    ['a CSS chunk', new Error('Loading CSS chunk 7 failed.')],
  ])('reloads for %s', (_label, error) => {
    expect(isReloadableLoadError(error)).toBe(true);
  });

  it.each([
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a string', 'Loading chunk'],
    ['nothing', undefined],
  ])('does not reload for %s', (_label, error) => {
    expect(isReloadableLoadError(error)).toBe(false);
  });
});
