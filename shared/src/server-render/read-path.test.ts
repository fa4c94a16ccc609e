import { checkReadPath, fillReadPath } from './read-path.ts';

describe('checkReadPath', () => {
  it.each(['dashboard/profile', 'dashboard/trainings/:id/chapters/:chapter_id', 'a.b/c~d/e-f'])(
    'accepts %s',
    (path) => {
      expect(checkReadPath(path)).toBe(path);
    },
  );

  it.each([
    '/dashboard/profile',
    'dashboard/../platform/releases',
    'dashboard/./x',
    'a?b=1',
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

  it('refuses a read whose param the route lacks', () => {
    expect(() => fillReadPath('dashboard/trainings/:id', {})).toThrow('needs the route param :id');
  });
});
