import type { LayoutName, RemoteName } from './index.ts';
import { REMOTES } from './remotes.ts';

export interface SpecRoute {
  /** Name as SPEC §2 lists it. */
  specName: string;
  /** Route name in the router (guards read names starting with "home"). */
  name: string;
  /** Path pattern in react-router syntax. */
  pattern: string;
  /** A concrete path to visit in tests. */
  example: string;
  layout: LayoutName;
  owner: RemoteName | 'shell';
}

/**
 * The remote owning a path, by its prefixes (remotes.json): a prefix matches itself or itself
 * followed by '/'. Null for the shell's own pages (`/`, the overview). Here, not in remotes.ts: the
 * shell's first load carries remotes.ts, and only tests and scripts ask this.
 */
export function remoteOwningPath(pathname: string): RemoteName | null {
  const owns = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return REMOTES.find((remote) => remote.prefixes.some(owns))?.name ?? null;
}

/**
 * SPEC §2, as data: every screen, its path and its layout. Layouts the spec leaves "not shown" are
 * our choice, recorded here.
 */
const SCREENS: readonly Omit<SpecRoute, 'owner'>[] = [
  {
    specName: 'account_verification',
    name: 'account_verification',
    pattern: '/account_verification',
    example: '/account_verification',
    layout: 'home',
  },
  {
    specName: 'coming-soon',
    name: 'coming-soon',
    pattern: '/coming-soon',
    example: '/coming-soon',
    layout: 'home',
  },
  { specName: 'home', name: 'home', pattern: '/home', example: '/home', layout: 'home' },
  {
    specName: 'home-login',
    name: 'home-login',
    pattern: '/home/login',
    example: '/home/login',
    layout: 'main',
  },
  {
    specName: 'home-register',
    name: 'home-register',
    pattern: '/home/register',
    example: '/home/register',
    layout: 'home',
  },
  {
    specName: 'home-start-freemium',
    name: 'home-start-freemium',
    pattern: '/home/start-freemium',
    example: '/home/start-freemium',
    layout: 'home',
  },
  {
    specName: 'home-who-are-you',
    name: 'home-who-are-you',
    pattern: '/home/who-are-you',
    example: '/home/who-are-you',
    layout: 'home',
  },
  { specName: 'index', name: 'index', pattern: '/', example: '/', layout: 'default' },
  {
    specName: 'invitations',
    name: 'invitations',
    pattern: '/invitations',
    example: '/invitations',
    layout: 'default',
  },
  {
    specName: 'my_commitments',
    name: 'my_commitments',
    pattern: '/my_commitments',
    example: '/my_commitments',
    layout: 'default',
  },
  {
    specName: 'my_life_gps',
    name: 'my_life_gps',
    pattern: '/my_life_gps',
    example: '/my_life_gps',
    layout: 'default',
  },
  {
    specName: 'my_team',
    name: 'my_team',
    pattern: '/my_team',
    example: '/my_team',
    layout: 'default',
  },
  {
    specName: 'my_team add',
    name: 'my_team-add',
    pattern: '/my_team/add',
    example: '/my_team/add',
    layout: 'default',
  },
  {
    specName: 'my_team edit-{id}',
    name: 'my_team-edit-id',
    pattern: '/my_team/:member',
    // A well-formed id (docs/product.md §2.3): `edit-42` is malformed, so it is the 404 page.
    example: '/my_team/edit-0b7f6c1e-2f1a-4c55-9a7e-3d2b1c0a9f88',
    layout: 'default',
  },
  {
    specName: 'my_team list',
    name: 'my_team-list',
    pattern: '/my_team/list',
    example: '/my_team/list',
    layout: 'default',
  },
  {
    specName: 'my_team surveys',
    name: 'my_team-surveys',
    pattern: '/my_team/surveys',
    example: '/my_team/surveys',
    layout: 'default',
  },
  {
    specName: 'old_trainings',
    name: 'old_trainings',
    pattern: '/old_trainings',
    example: '/old_trainings',
    layout: 'default',
  },
  {
    specName: 'profile',
    name: 'profile',
    pattern: '/profile',
    example: '/profile',
    layout: 'default',
  },
  {
    specName: 'result',
    name: 'result',
    pattern: '/result',
    example: '/result',
    layout: 'default',
  },
  {
    specName: 'trainings',
    name: 'trainings',
    pattern: '/trainings',
    example: '/trainings',
    layout: 'default',
  },
  {
    specName: 'training detail',
    name: 'training-slug',
    pattern: '/training/:training_slug',
    example: '/training/j-embarque',
    layout: 'sidebar',
  },
  {
    specName: 'training module',
    name: 'training-slug-modules-module_slug',
    pattern: '/training/:training_slug/modules/:module_slug',
    example: '/training/j-embarque/modules/bienvenue-a-bord',
    layout: 'next-page',
  },
  {
    specName: 'training result, j-embarque',
    name: 'training_results-slug-j-embarque',
    pattern: '/training_results/:training_slug/j-embarque',
    example: '/training_results/leadership/j-embarque',
    layout: 'next-page',
  },
  {
    specName: 'training result, life GPS',
    name: 'training_results-slug-my_life_gps',
    pattern: '/training_results/:training_slug/my_life_gps',
    example: '/training_results/leadership/my_life_gps',
    layout: 'next-page',
  },
];

/** Every screen with the package that owns it: the remote whose prefix its path is (remotes.json), else the shell. */
export const SPEC_ROUTES: readonly SpecRoute[] = SCREENS.map((screen) => ({
  ...screen,
  owner: remoteOwningPath(screen.example) ?? 'shell',
}));
