import { unavailability } from './unavailable';

const coded = (code: string, extra: object = {}) => Object.assign(new Error(code), { code }, extra);

describe('unavailability', () => {
  it.each([
    ['database refused', coded('ECONNREFUSED'), 'database'],
    ['database restarting, wrapped', new Error('Failed query', { cause: coded('57P01') }), 'database'],
    [
      'bucket refused (the SDK adds $metadata)',
      coded('ECONNREFUSED', { $metadata: { attempts: 2 } }),
      'storage',
    ],
    [
      'bucket answered 503',
      Object.assign(new Error('SlowDown'), { $metadata: { httpStatusCode: 503 } }),
      'storage',
    ],
    ['disk full while copying a release file', coded('ENOSPC'), 'storage-full'],
    ['quota exceeded', new Error('write failed', { cause: coded('EDQUOT') }), 'storage-full'],
    ['a bug', new RangeError('bad'), null],
    ['a unique violation', coded('23505'), null],
  ])('%s → %s', (_name, error, expected) => {
    expect(unavailability(error)).toBe(expected);
  });
});
