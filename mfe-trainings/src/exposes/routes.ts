import {
  CONTRACT_VERSION,
  lazyPage,
  type AssertRoutesModule,
  type RemoteRoute,
} from '@coach/shared/contract';
import { resultRoute } from '../app/result-route.ts';
import { trainingRoute } from '../app/training-route.ts';
import { trainingsRoute } from '../app/trainings-route.ts';
import { registerNamespace } from '../i18n/namespace.ts';
import { trainingLoader } from '../lib/route-checks.ts';
import type * as self from './routes.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** The paths mfe-trainings owns, each with its name and layout (docs/product.md §2). */
export const routes: RemoteRoute[] = [
  {
    path: '/old_trainings',
    handle: { name: 'old_trainings', layout: 'default', titleKey: 'oldTrainings.title' },
    lazy: lazyPage(() => import('../features/catalogue/OldTrainingsPage.tsx')),
  },
  {
    path: resultRoute.path,
    handle: resultRoute.handle,
    // The reads start at navigation, beside the page's download (docs/server-render.md).
    loader: resultRoute.data.loader,
    shouldRevalidate: resultRoute.data.shouldRevalidate,
    lazy: lazyPage(() => import('../features/results/ResultPage.tsx')),
  },
  {
    path: trainingsRoute.path,
    handle: trainingsRoute.handle,
    loader: trainingsRoute.data.loader,
    shouldRevalidate: trainingsRoute.data.shouldRevalidate,
    lazy: lazyPage(() => import('../features/catalogue/TrainingsPage.tsx')),
  },
  {
    path: trainingRoute.path,
    handle: trainingRoute.handle,
    // Its route data with the validity check (docs/product.md §2.3): unknown slug → 404.
    loader: trainingLoader,
    shouldRevalidate: trainingRoute.data.shouldRevalidate,
    lazy: lazyPage(() => import('../features/catalogue/TrainingDetailPage.tsx')),
  },
  {
    path: '/training/:training_slug/modules/:module_slug',
    handle: {
      name: 'training-slug-modules-module_slug',
      layout: 'next-page',
      titleKey: 'trainingModule.title',
    },
    // Unknown slug → 404; a locked module → back to its training, which shows why.
    lazy: async () => {
      const page = await import('../features/player/TrainingModulePage.tsx');
      return { Component: page.default, loader: page.loader };
    },
  },
  {
    path: '/training_results/:training_slug/j-embarque',
    handle: {
      name: 'training_results-slug-j-embarque',
      layout: 'next-page',
      titleKey: 'resultJEmbarque.title',
    },
    lazy: lazyPage(() => import('../features/results/JEmbarqueResultPage.tsx')),
  },
  {
    path: '/training_results/:training_slug/my_life_gps',
    handle: {
      name: 'training_results-slug-my_life_gps',
      layout: 'next-page',
      titleKey: 'resultLifeGps.title',
    },
    lazy: lazyPage(() => import('../features/results/LifeGpsResultPage.tsx')),
  },
];

export type Contract = AssertRoutesModule<typeof self>;
