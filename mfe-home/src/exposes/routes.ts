import { CONTRACT_VERSION, remoteRoute, type AssertRoutesModule } from '@coach/shared/contract';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './routes.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** The paths mfe-home owns, each with its name and layout (docs/product.md §2). */
export const routes = [
  remoteRoute(
    {
      path: '/account_verification',
      handle: { name: 'account_verification', layout: 'home', titleKey: 'verification.title' },
    },
    () => import('../features/verification/AccountVerificationPage.tsx'),
  ),
  remoteRoute(
    { path: '/coming-soon', handle: { name: 'coming-soon', layout: 'home', titleKey: 'comingSoon.title' } },
    () => import('../features/coming-soon/ComingSoonPage.tsx'),
  ),
  remoteRoute(
    { path: '/home', handle: { name: 'home', layout: 'home', titleKey: 'landing.title' } },
    () => import('../features/landing/LandingPage.tsx'),
  ),
  remoteRoute(
    { path: '/home/login', handle: { name: 'home-login', layout: 'main', titleKey: 'login.title' } },
    () => import('../features/login/LoginPage.tsx'),
  ),
  remoteRoute(
    { path: '/home/register', handle: { name: 'home-register', layout: 'home', titleKey: 'register.title' } },
    () => import('../features/register/RegisterPage.tsx'),
  ),
  remoteRoute(
    {
      path: '/home/start-freemium',
      handle: { name: 'home-start-freemium', layout: 'home', titleKey: 'startFreemium.title' },
    },
    () => import('../features/start-freemium/StartFreemiumPage.tsx'),
  ),
  remoteRoute(
    {
      path: '/home/who-are-you',
      handle: { name: 'home-who-are-you', layout: 'home', titleKey: 'whoAreYou.title' },
    },
    () => import('../features/who-are-you/WhoAreYouPage.tsx'),
  ),
];

export type Contract = AssertRoutesModule<typeof self>;
