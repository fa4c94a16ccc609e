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

/** The paths mfe-home owns, each with its name and layout (docs/product.md §2). */
export const routes: RemoteRoute[] = [
  {
    path: '/account_verification',
    handle: {
      name: 'account_verification',
      layout: 'home',
      titleKey: 'verification.title',
    },
    lazy: lazyPage(() => import('../features/verification/AccountVerificationPage.tsx')),
  },
  {
    path: '/coming-soon',
    handle: { name: 'coming-soon', layout: 'home', titleKey: 'comingSoon.title' },
    lazy: lazyPage(() => import('../features/coming-soon/ComingSoonPage.tsx')),
  },
  {
    path: '/home',
    handle: { name: 'home', layout: 'home', titleKey: 'landing.title' },
    lazy: lazyPage(() => import('../features/landing/LandingPage.tsx')),
  },
  {
    path: '/home/login',
    handle: { name: 'home-login', layout: 'main', titleKey: 'login.title' },
    lazy: lazyPage(() => import('../features/login/LoginPage.tsx')),
  },
  {
    path: '/home/register',
    handle: { name: 'home-register', layout: 'home', titleKey: 'register.title' },
    lazy: lazyPage(() => import('../features/register/RegisterPage.tsx')),
  },
  {
    path: '/home/start-freemium',
    handle: {
      name: 'home-start-freemium',
      layout: 'home',
      titleKey: 'startFreemium.title',
    },
    lazy: lazyPage(() => import('../features/start-freemium/StartFreemiumPage.tsx')),
  },
  {
    path: '/home/who-are-you',
    handle: { name: 'home-who-are-you', layout: 'home', titleKey: 'whoAreYou.title' },
    lazy: lazyPage(() => import('../features/who-are-you/WhoAreYouPage.tsx')),
  },
];

export type Contract = AssertRoutesModule<typeof self>;
