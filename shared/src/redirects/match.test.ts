import { findRedirect, matchPattern, type RedirectRule } from './match.ts';

describe('matchPattern', () => {
  it.each([
    { pattern: '/old_trainings', path: '/old_trainings', params: {} },
    { pattern: '/old_trainings', path: '/old_trainings/', params: {} },
    { pattern: '/old_trainings', path: '/old_trainings/x', params: null },
    { pattern: '/old_trainings', path: '/Old_Trainings', params: null },
    { pattern: '/training/:slug/old', path: '/training/intro/old', params: { slug: 'intro' } },
    { pattern: '/training/:slug/old', path: '/training//old', params: null },
    { pattern: '/training/:slug/old', path: '/training/in%2Ftro/old', params: null },
    { pattern: '/training/:slug/old', path: '/training/../old', params: null },
    { pattern: '/training/:slug/old', path: '/training/a.b/old', params: null },
    { pattern: '/training/:slug/old', path: '/training/intro', params: null },
    { pattern: '/a/:x/:y', path: '/a/1/2', params: { x: '1', y: '2' } },
  ])('$pattern against $path → $params', ({ pattern, path, params }) => {
    expect(matchPattern(pattern, path)).toEqual(params);
  });
});

describe('findRedirect', () => {
  const rules: RedirectRule[] = [
    { from: '/training/:slug/old', to: '/training/:slug', permanent: true },
    { from: '/training/intro/old', to: '/trainings', permanent: false },
    { from: '/coming-soon', to: 'https://launch.example.com/soon', permanent: false },
    { from: '/brochure', to: '/home/register?from=brochure', permanent: true },
    { from: '/old_trainings', to: '/trainings', permanent: true },
  ];

  it.each([
    {
      path: '/training/mindset/old',
      search: '',
      expected: { location: '/training/mindset', permanent: true, external: false },
    },
    // The more literal rule wins, whatever the order of the list.
    {
      path: '/training/intro/old',
      search: '',
      expected: { location: '/trainings', permanent: false, external: false },
    },
    {
      path: '/old_trainings',
      search: '?invited_id=42',
      expected: { location: '/trainings?invited_id=42', permanent: true, external: false },
    },
    // The query never follows to another site.
    {
      path: '/coming-soon',
      search: '?token=secret',
      expected: { location: 'https://launch.example.com/soon', permanent: false, external: true },
    },
    // A target with its own query keeps it.
    {
      path: '/brochure',
      search: '?x=1',
      expected: { location: '/home/register?from=brochure', permanent: true, external: false },
    },
    { path: '/trainings', search: '', expected: null },
  ])('$path$search → $expected', ({ path, search, expected }) => {
    expect(findRedirect(rules, path, search)).toEqual(expected);
  });
});
