import {
  CONTRACT_VERSION,
  lazyPage,
  type AssertRoutesModule,
  type RemoteRoute,
} from '@coach/shared/contract';
import { profileRoute } from '../app/profile-route.ts';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './routes.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** The paths mfe-profile owns, each with its name and layout (docs/product.md §2). */
export const routes: RemoteRoute[] = [
  {
    path: profileRoute.path,
    handle: profileRoute.handle,
    // The reads start at navigation, beside the page's download (docs/server-render.md).
    loader: profileRoute.data.loader,
    shouldRevalidate: profileRoute.data.shouldRevalidate,
    lazy: lazyPage(() => import('../app/ProfilePage.tsx')),
  },
];

export type Contract = AssertRoutesModule<typeof self>;
