import { CONTRACT_VERSION, type AssertRoutesModule } from '@coach/shared/contract';
import { remoteRoute } from '@coach/shared/contract/remote-route';
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

/** The paths mfe-trainings owns, each with its name, layout and data (docs/product.md §2). */
export const routes = [
  remoteRoute(oldTrainingsRoute, () => import('../features/catalogue/OldTrainingsPage.tsx')),
  remoteRoute(resultRoute, () => import('../features/results/ResultPage.tsx')),
  remoteRoute(trainingsRoute, () => import('../features/catalogue/TrainingsPage.tsx')),
  // Its route data with the validity check (docs/product.md §2.3): unknown slug → 404.
  remoteRoute(
    {
      ...trainingRoute,
      data: { loader: trainingLoader, shouldRevalidate: trainingRoute.data.shouldRevalidate },
    },
    () => import('../features/catalogue/TrainingDetailPage.tsx'),
  ),
  // Its route data with the validity checks: unknown slug → 404; a locked module → back to its
  // training, which shows why.
  remoteRoute(
    { ...moduleRoute, data: { loader: moduleLoader, shouldRevalidate: moduleRoute.data.shouldRevalidate } },
    () => import('../features/player/TrainingModulePage.tsx'),
  ),
  // The result (and the one before it) read at navigation, beside the page's download.
  remoteRoute(
    {
      path: '/training_results/:training_slug/j-embarque',
      handle: {
        name: 'training_results-slug-j-embarque',
        layout: 'next-page',
        titleKey: 'resultJEmbarque.title',
      },
      data: resultPageData,
    },
    () => import('../features/results/JEmbarqueResultPage.tsx'),
  ),
  remoteRoute(
    {
      path: '/training_results/:training_slug/my_life_gps',
      handle: {
        name: 'training_results-slug-my_life_gps',
        layout: 'next-page',
        titleKey: 'resultLifeGps.title',
      },
      data: resultPageData,
    },
    () => import('../features/results/LifeGpsResultPage.tsx'),
  ),
];

export type Contract = AssertRoutesModule<typeof self>;
