import {
  CONTRACT_VERSION,
  lazyPage,
  type AssertRoutesModule,
  type RemoteRoute,
} from '@coach/shared/contract';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './routes.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** The paths mfe-life-gps owns, each with its name and layout (docs/product.md §2). */
export const routes: RemoteRoute[] = [
  {
    path: '/my_commitments',
    handle: { name: 'my_commitments', layout: 'default', titleKey: 'commitments.title' },
    lazy: lazyPage(() => import('../pages/MyCommitmentsPage.tsx')),
  },
  {
    path: '/my_life_gps',
    handle: { name: 'my_life_gps', layout: 'default', titleKey: 'lifeGps.title' },
    lazy: lazyPage(() => import('../pages/MyLifeGpsPage.tsx')),
  },
];

export type Contract = AssertRoutesModule<typeof self>;
