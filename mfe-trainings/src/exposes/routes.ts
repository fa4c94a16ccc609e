import {
  CONTRACT_VERSION,
  lazyPage,
  type AssertRoutesModule,
  type RemoteRoute,
} from '@coach/shared/contract';
import { moduleRoute } from '../app/module-route.ts';
import { oldTrainingsRoute } from '../app/old-trainings-route.ts';
import { resultRoute } from '../app/result-route.ts';
import { trainingRoute } from '../app/training-route.ts';
import { trainingsRoute } from '../app/trainings-route.ts';
import { registerNamespace } from '../i18n/namespace.ts';
import { resultPageData } from '../lib/result-page-data.ts';
import { moduleLoader, trainingLoader } from '../lib/route-checks.ts';
import type * as self from './routes.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** The paths mfe-trainings owns, each with its name and layout (docs/product.md §2). */
export const routes: RemoteRoute[] = [
  {
    path: oldTrainingsRoute.path,
    handle: oldTrainingsRoute.handle,
    loader: oldTrainingsRoute.data.loader,
    shouldRevalidate: oldTrainingsRoute.data.shouldRevalidate,
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
    path: moduleRoute.path,
    handle: moduleRoute.handle,
    // Its route data with the validity checks: unknown slug → 404; a locked module → back to its
    // training, which shows why.
    loader: moduleLoader,
    shouldRevalidate: moduleRoute.data.shouldRevalidate,
    lazy: lazyPage(() => import('../features/player/TrainingModulePage.tsx')),
  },
  {
    path: '/training_results/:training_slug/j-embarque',
    handle: {
      name: 'training_results-slug-j-embarque',
      layout: 'next-page',
      titleKey: 'resultJEmbarque.title',
    },
    // The result (and the one before it) read at navigation, beside the page's download.
    loader: resultPageData.loader,
    shouldRevalidate: resultPageData.shouldRevalidate,
    lazy: lazyPage(() => import('../features/results/JEmbarqueResultPage.tsx')),
  },
  {
    path: '/training_results/:training_slug/my_life_gps',
    handle: {
      name: 'training_results-slug-my_life_gps',
      layout: 'next-page',
      titleKey: 'resultLifeGps.title',
    },
    loader: resultPageData.loader,
    shouldRevalidate: resultPageData.shouldRevalidate,
    lazy: lazyPage(() => import('../features/results/LifeGpsResultPage.tsx')),
  },
];

export type Contract = AssertRoutesModule<typeof self>;
