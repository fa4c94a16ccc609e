import { CONTRACT_VERSION, type AssertRoutesModule } from '@coach/shared/contract';
import { remoteRoute } from '@coach/shared/contract/remote-route';
import { profileRoute } from '../app/profile-route.ts';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './routes.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** The paths mfe-profile owns, each with its name, layout and data (docs/product.md §2). */
export const routes = [remoteRoute(profileRoute, () => import('../app/ProfilePage.tsx'))];

export type Contract = AssertRoutesModule<typeof self>;
