import {
  CONTRACT_VERSION,
  lazyPage,
  type AssertRoutesModule,
  type RemoteRoute,
} from '@coach/shared/contract';
import { myCommitmentsRoute } from '../app/my-commitments-route.ts';
import { myLifeGpsRoute } from '../app/my-life-gps-route.ts';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './routes.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** The paths mfe-life-gps owns, each with its name and layout (docs/product.md §2). */
export const routes: RemoteRoute[] = [
  {
    path: myCommitmentsRoute.path,
    handle: myCommitmentsRoute.handle,
    // The reads start at navigation, beside the page's download (docs/server-render.md).
    loader: myCommitmentsRoute.data.loader,
    shouldRevalidate: myCommitmentsRoute.data.shouldRevalidate,
    lazy: lazyPage(() => import('../pages/MyCommitmentsPage.tsx')),
  },
  {
    path: myLifeGpsRoute.path,
    handle: myLifeGpsRoute.handle,
    loader: myLifeGpsRoute.data.loader,
    shouldRevalidate: myLifeGpsRoute.data.shouldRevalidate,
    lazy: lazyPage(() => import('../pages/MyLifeGpsPage.tsx')),
  },
];

export type Contract = AssertRoutesModule<typeof self>;
