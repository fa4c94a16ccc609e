import { createMemoryRouter } from 'react-router';
import type { RedirectRule } from '@coach/shared/redirects';
import { alwaysRevalidate, createRedirectLoader } from './redirect-loader.ts';

const RULES: RedirectRule[] = [
  { from: '/old_trainings', to: '/trainings', permanent: true },
  { from: '/training/:slug/old', to: '/training/:slug', permanent: false },
  { from: '/coming-soon', to: 'https://launch.example.com/soon', permanent: false },
];

function setup(rules: RedirectRule[] = RULES) {
  const left: string[] = [];
  let current = rules;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: createRedirectLoader(
          () => current,
          (href) => left.push(href),
        ),
        shouldRevalidate: alwaysRevalidate,
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: ['/start'] },
  );
  return { router, left, setRules: (next: RedirectRule[]) => (current = next) };
}

const settled = (router: ReturnType<typeof setup>['router']) =>
  new Promise<void>((resolve) => {
    if (router.state.navigation.state === 'idle' && router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (state.navigation.state === 'idle' && state.initialized) {
        stop();
        resolve();
      }
    });
  });

describe('the redirect loader', () => {
  it.each([
    { to: '/old_trainings?invited_id=3', path: '/trainings', search: '?invited_id=3' },
    { to: '/training/mindset/old', path: '/training/mindset', search: '' },
    { to: '/trainings', path: '/trainings', search: '' },
  ])(
    'a navigation to $to lands on $path$search, replacing it in the history',
    async ({ to, path, search }) => {
      const { router } = setup();
      await settled(router);
      await router.navigate(to);
      await settled(router);
      expect(router.state.location.pathname).toBe(path);
      expect(router.state.location.search).toBe(search);
      if (path !== to) expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('sends the browser to another site with a page load, and stays put meanwhile', async () => {
    const { router, left } = setup();
    await settled(router);
    void router.navigate('/coming-soon?token=secret');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(left).toEqual(['https://launch.example.com/soon']);
    expect(router.state.location.pathname).toBe('/start');
  });

  it('follows the rules as they are now: a removed rule stops applying', async () => {
    const { router, setRules } = setup();
    await settled(router);
    setRules([]);
    await router.navigate('/old_trainings');
    await settled(router);
    expect(router.state.location.pathname).toBe('/old_trainings');
  });
});
