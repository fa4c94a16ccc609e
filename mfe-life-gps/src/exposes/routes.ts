import { CONTRACT_VERSION, type AssertRoutesModule } from '@coach/shared/contract';
import { remoteRoute } from '@coach/shared/contract/remote-route';
import { myCommitmentsRoute } from '../app/my-commitments-route.ts';
import { myLifeGpsRoute } from '../app/my-life-gps-route.ts';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './routes.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** The paths mfe-life-gps owns, each with its name, layout and data (docs/product.md §2). */
export const routes = [
  remoteRoute(myCommitmentsRoute, () => import('../pages/MyCommitmentsPage.tsx')),
  remoteRoute(myLifeGpsRoute, () => import('../pages/MyLifeGpsPage.tsx')),
];

export type Contract = AssertRoutesModule<typeof self>;
