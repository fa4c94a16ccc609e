import { checkReadPath, fillReadPath } from './read-path.ts';

describe('checkReadPath', () => {
  it.each([
    'dashboard/profile',
    'dashboard/trainings/:id/chapters/:chapter_id',
    'a.b/c~d/e-f',
    'dashboard/commitments?status=open&today=:today&page=1&per_page=20',
    'dashboard/x?a=1',
  ])('accepts %s', (path) => {
    expect(checkReadPath(path)).toBe(path);
  });

  it.each([
    '/dashboard/profile',
    'dashboard/../platform/releases',
    'dashboard/./x',
    'a?b',
    'a?b=',
    'a?=1',
    'a?b=1&',
    'a?b=1?c=2',
    'a?b=x y',
    'a?b=%2F',
    'a?b=:',
    'a?b=1#c',
    'a#b',
    'a//b',
    'a:b',
    'https://x.y/z',
    '',
  ])('refuses %j', (path) => {
    expect(() => checkReadPath(path)).toThrow('is not an api read');
  });
});

describe('fillReadPath', () => {
  it('fills each :param with its value, encoded', () => {
    expect(fillReadPath('dashboard/trainings/:id/chapters/:chapter', { id: 'a b/c', chapter: '2' })).toBe(
      'dashboard/trainings/a%20b%2Fc/chapters/2',
    );
    expect(fillReadPath('dashboard/profile', {})).toBe('dashboard/profile');
  });

  it('fills the query the same way', () => {
    expect(fillReadPath('dashboard/commitments?status=open&today=:today', { today: '2026-11-27' })).toBe(
      'dashboard/commitments?status=open&today=2026-11-27',
    );
    expect(fillReadPath('a?q=:q', { q: 'x&y=1' })).toBe('a?q=x%26y%3D1');
  });

  it('refuses a read whose param the route lacks', () => {
    expect(() => fillReadPath('dashboard/trainings/:id', {})).toThrow('needs the route param :id');
  });
});
