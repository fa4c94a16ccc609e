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

/** The paths mfe-home owns (ARCHITECTURE §1), each with its SPEC §2 name and layout. */
export const routes: RemoteRoute[] = [
  {
    path: '/account_verification',
    handle: {
      name: 'account_verification',
      layout: 'home',
      access: 'signed-in',
      titleKey: 'verification.title',
    },
    lazy: lazyPage(() => import('../features/verification/AccountVerificationPage.tsx')),
  },
  {
    path: '/coming-soon',
    handle: { name: 'coming-soon', layout: 'home', access: 'signed-in', titleKey: 'comingSoon.title' },
    lazy: lazyPage(() => import('../features/coming-soon/ComingSoonPage.tsx')),
  },
  {
    path: '/home',
    handle: { name: 'home', layout: 'home', access: 'anonymous', titleKey: 'landing.title' },
    lazy: lazyPage(() => import('../features/landing/LandingPage.tsx')),
  },
  {
    path: '/home/login',
    handle: { name: 'home-login', layout: 'main', access: 'anonymous', titleKey: 'login.title' },
    lazy: lazyPage(() => import('../features/login/LoginPage.tsx')),
  },
  {
    path: '/home/register',
    handle: { name: 'home-register', layout: 'home', access: 'anonymous', titleKey: 'register.title' },
    lazy: lazyPage(() => import('../features/register/RegisterPage.tsx')),
  },
  {
    path: '/home/start-freemium',
    handle: {
      name: 'home-start-freemium',
      layout: 'home',
      access: 'anonymous',
      titleKey: 'startFreemium.title',
    },
    lazy: lazyPage(() => import('../features/start-freemium/StartFreemiumPage.tsx')),
  },
  {
    path: '/home/who-are-you',
    handle: { name: 'home-who-are-you', layout: 'home', access: 'anonymous', titleKey: 'whoAreYou.title' },
    lazy: lazyPage(() => import('../features/who-are-you/WhoAreYouPage.tsx')),
  },
];

export type Contract = AssertRoutesModule<typeof self>;
