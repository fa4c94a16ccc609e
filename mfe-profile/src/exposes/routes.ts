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

/** The paths mfe-profile owns, each with its name and layout (docs/product.md §2). */
export const routes: RemoteRoute[] = [
  {
    path: '/profile',
    handle: { name: 'profile', layout: 'default', titleKey: 'profile.title' },
    lazy: lazyPage(() => import('../app/ProfilePage.tsx')),
  },
];

export type Contract = AssertRoutesModule<typeof self>;
